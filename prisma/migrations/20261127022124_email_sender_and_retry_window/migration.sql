-- DropIndex
DROP INDEX "EmailMessage_status_idx";

-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "fromName" TEXT,
ADD COLUMN     "lastAttemptAt" TIMESTAMP(3),
ADD COLUMN     "replyTo" TEXT;

-- CreateIndex
CREATE INDEX "EmailMessage_status_lastAttemptAt_idx" ON "EmailMessage"("status", "lastAttemptAt");
