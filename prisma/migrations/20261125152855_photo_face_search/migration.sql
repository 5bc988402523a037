-- AlterEnum
ALTER TYPE "PhotoSearchKind" ADD VALUE 'FACE';

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "faceSearch" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "PhotoFace" (
    "id" UUID NOT NULL,
    "photoId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "left" INTEGER NOT NULL,
    "top" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "embedding" BYTEA NOT NULL,
    "scale" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "PhotoFace_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PhotoFace_eventId_id_idx" ON "PhotoFace"("eventId", "id");

-- CreateIndex
CREATE INDEX "PhotoFace_photoId_idx" ON "PhotoFace"("photoId");

-- AddForeignKey
ALTER TABLE "PhotoFace" ADD CONSTRAINT "PhotoFace_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhotoFace" ADD CONSTRAINT "PhotoFace_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;
