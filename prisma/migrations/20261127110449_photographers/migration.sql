-- AlterTable
ALTER TABLE "Studio" ADD COLUMN     "photographerCommissionBasisPoints" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "AdminUser" ADD COLUMN     "commissionBasisPoints" INTEGER;

-- AlterTable
ALTER TABLE "Photo" ADD COLUMN     "photographerId" UUID,
ADD COLUMN     "photographerName" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "photographerId" UUID,
ADD COLUMN     "photographerName" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Photo_photographerId_eventId_sortKey_id_idx" ON "Photo"("photographerId", "eventId", "sortKey", "id");

-- CreateIndex
CREATE INDEX "Photo_eventId_photographerName_sortKey_id_idx" ON "Photo"("eventId", "photographerName", "sortKey", "id");

-- AddForeignKey
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_photographerId_fkey" FOREIGN KEY ("photographerId") REFERENCES "AdminUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_photographerId_fkey" FOREIGN KEY ("photographerId") REFERENCES "AdminUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;
