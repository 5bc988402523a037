-- AlterTable
ALTER TABLE "AdminUser" DROP COLUMN "failedLoginCount",
DROP COLUMN "lastFailedLoginAt",
DROP COLUMN "lockedUntil";
