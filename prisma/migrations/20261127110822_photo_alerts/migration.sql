-- AlterTable
ALTER TABLE "GallerySession" ADD COLUMN     "photoAlertId" UUID;

-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "listUnsubscribe" TEXT;

-- CreateTable
CREATE TABLE "PhotoAlert" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "raceNumber" TEXT,
    "embedding" BYTEA,
    "scale" DOUBLE PRECISION,
    "consentVersion" TEXT NOT NULL,
    "consentText" TEXT NOT NULL,
    "consentedAt" TIMESTAMP(3) NOT NULL,
    "storefrontUrl" TEXT NOT NULL,
    "checkedUntil" TIMESTAMP(3) NOT NULL,
    "lastSentAt" TIMESTAMP(3),
    "sentCount" INTEGER NOT NULL DEFAULT 0,
    "unsubscribedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PhotoAlert_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PhotoAlertMatch" (
    "alertId" UUID NOT NULL,
    "photoId" UUID NOT NULL,
    "matchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "notifiedAt" TIMESTAMP(3),

    CONSTRAINT "PhotoAlertMatch_pkey" PRIMARY KEY ("alertId","photoId")
);

-- CreateIndex
CREATE INDEX "PhotoAlert_eventId_unsubscribedAt_idx" ON "PhotoAlert"("eventId", "unsubscribedAt");

-- CreateIndex
CREATE INDEX "PhotoAlert_studioId_idx" ON "PhotoAlert"("studioId");

-- CreateIndex
CREATE INDEX "PhotoAlert_eventId_email_idx" ON "PhotoAlert"("eventId", "email");

-- CreateIndex
CREATE INDEX "PhotoAlertMatch_photoId_idx" ON "PhotoAlertMatch"("photoId");

-- CreateIndex
CREATE INDEX "PhotoSearchScan_eventId_kind_scannedAt_idx" ON "PhotoSearchScan"("eventId", "kind", "scannedAt");

-- AddForeignKey
ALTER TABLE "GallerySession" ADD CONSTRAINT "GallerySession_photoAlertId_fkey" FOREIGN KEY ("photoAlertId") REFERENCES "PhotoAlert"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhotoAlert" ADD CONSTRAINT "PhotoAlert_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhotoAlert" ADD CONSTRAINT "PhotoAlert_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhotoAlertMatch" ADD CONSTRAINT "PhotoAlertMatch_alertId_fkey" FOREIGN KEY ("alertId") REFERENCES "PhotoAlert"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhotoAlertMatch" ADD CONSTRAINT "PhotoAlertMatch_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE CASCADE ON UPDATE CASCADE;
