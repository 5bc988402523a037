-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "storefrontUrl" TEXT NOT NULL DEFAULT '';
