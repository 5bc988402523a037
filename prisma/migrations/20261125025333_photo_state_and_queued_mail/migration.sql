-- CreateEnum
CREATE TYPE "PhotoStatus" AS ENUM ('PROCESSING', 'READY', 'FAILED');

-- DropIndex
DROP INDEX "EmailMessage_status_nextAttemptAt_idx";

-- AlterTable
ALTER TABLE "Photo" ADD COLUMN     "failureReason" TEXT,
ADD COLUMN     "status" "PhotoStatus" NOT NULL DEFAULT 'READY';

-- AlterTable
ALTER TABLE "EmailMessage" DROP COLUMN "nextAttemptAt";

-- CreateIndex
CREATE INDEX "EmailMessage_status_idx" ON "EmailMessage"("status");
