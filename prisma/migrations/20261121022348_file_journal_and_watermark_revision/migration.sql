-- DropIndex
DROP INDEX "Photo_studioId_idx";

-- AlterTable
ALTER TABLE "Studio" ADD COLUMN     "watermarkRevision" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Photo" ADD COLUMN     "watermarkRevision" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "StoredFileJournal" (
    "id" UUID NOT NULL,
    "keys" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredFileJournal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Photo_studioId_watermarkRevision_idx" ON "Photo"("studioId", "watermarkRevision");
