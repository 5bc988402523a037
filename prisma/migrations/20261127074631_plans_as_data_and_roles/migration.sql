-- CreateEnum
CREATE TYPE "AdminRole" AS ENUM ('OWNER', 'MANAGER', 'PHOTOGRAPHER');

-- AlterTable
ALTER TABLE "Plan" ADD COLUMN     "customDomain" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "isPublic" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "isTrialPlan" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "maxPhotoBytes" INTEGER NOT NULL DEFAULT 6291456,
ADD COLUMN     "priceMonthlyCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "priceYearlyCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "raceNumbers" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "selfieSearch" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sortOrder" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "teamSize" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "trialDays" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Studio" ADD COLUMN     "trialEndsAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "AdminUser" ADD COLUMN     "name" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "role" "AdminRole" NOT NULL DEFAULT 'OWNER';

-- Data: the two plans databases already hold get the figures they were sold with (ensurePlans creates missing ones
-- and never overwrites a plan the operator edited).
UPDATE "Plan" SET "sortOrder" = 0 WHERE "code" = 'gratuito';
UPDATE "Plan" SET "priceMonthlyCents" = 7900, "priceYearlyCents" = 79000, "selfieSearch" = true,
  "raceNumbers" = true, "customDomain" = true, "teamSize" = 3, "trialDays" = 14, "sortOrder" = 1,
  "isTrialPlan" = true
  WHERE "code" = 'profissional';
