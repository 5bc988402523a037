-- CreateEnum
CREATE TYPE "StudioExportStatus" AS ENUM ('PENDING', 'READY', 'FAILED');

-- AlterTable
ALTER TABLE "Studio" ADD COLUMN     "closeRequestedAt" TIMESTAMP(3),
ADD COLUMN     "closesAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "StudioExport" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "status" "StudioExportStatus" NOT NULL DEFAULT 'PENDING',
    "storageKey" TEXT,
    "fileName" TEXT NOT NULL,
    "sizeBytes" BIGINT,
    "email" TEXT NOT NULL,
    "forClosing" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3),

    CONSTRAINT "StudioExport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StudioExport_studioId_createdAt_idx" ON "StudioExport"("studioId", "createdAt");

-- CreateIndex
CREATE INDEX "StudioExport_expiresAt_idx" ON "StudioExport"("expiresAt");

-- AddForeignKey
ALTER TABLE "StudioExport" ADD CONSTRAINT "StudioExport_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
