-- CreateEnum
CREATE TYPE "PhotoSearchKind" AS ENUM ('BIB');

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "bibSearch" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "PhotoSearchScan" (
    "photoId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "kind" "PhotoSearchKind" NOT NULL,
    "scannedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PhotoSearchScan_pkey" PRIMARY KEY ("photoId","kind")
);

-- CreateTable
CREATE TABLE "PhotoBibNumber" (
    "id" UUID NOT NULL,
    "photoId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "confidence" DOUBLE PRECISION NOT NULL,
    "left" INTEGER NOT NULL,
    "top" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,

    CONSTRAINT "PhotoBibNumber_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PhotoSearchScan_eventId_kind_idx" ON "PhotoSearchScan"("eventId", "kind");

-- CreateIndex
CREATE INDEX "PhotoBibNumber_eventId_number_idx" ON "PhotoBibNumber"("eventId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "PhotoBibNumber_photoId_number_key" ON "PhotoBibNumber"("photoId", "number");

-- AddForeignKey
ALTER TABLE "PhotoSearchScan" ADD CONSTRAINT "PhotoSearchScan_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhotoSearchScan" ADD CONSTRAINT "PhotoSearchScan_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhotoBibNumber" ADD CONSTRAINT "PhotoBibNumber_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhotoBibNumber" ADD CONSTRAINT "PhotoBibNumber_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
