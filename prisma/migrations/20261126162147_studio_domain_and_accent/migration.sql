-- CreateEnum
CREATE TYPE "DomainStatus" AS ENUM ('PENDING', 'ACTIVE', 'BROKEN');

-- AlterTable
ALTER TABLE "Studio" ADD COLUMN     "accentColor" TEXT,
ADD COLUMN     "domainCheckedAt" TIMESTAMP(3),
ADD COLUMN     "domainProblem" TEXT,
ADD COLUMN     "domainStatus" "DomainStatus",
ADD COLUMN     "domainToken" TEXT,
ADD COLUMN     "domainVerifiedAt" TIMESTAMP(3);

-- Domains set before owners could verify them (by the operator's command) keep serving their studios.
UPDATE "Studio" SET "domainStatus" = 'ACTIVE', "domainVerifiedAt" = now() WHERE "domain" IS NOT NULL;
