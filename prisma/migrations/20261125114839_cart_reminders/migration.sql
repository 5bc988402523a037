-- AlterTable
ALTER TABLE "Studio" ADD COLUMN     "cartReminderDelayHours" INTEGER;

-- AlterTable
ALTER TABLE "Cart" ADD COLUMN     "reminderId" UUID,
ADD COLUMN     "storefrontUrl" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "CartReminder" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "cartId" UUID,
    "email" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CartReminder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CartReminderOptOut" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CartReminderOptOut_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CartReminder_cartId_key" ON "CartReminder"("cartId");

-- CreateIndex
CREATE INDEX "CartReminder_studioId_sentAt_idx" ON "CartReminder"("studioId", "sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "CartReminderOptOut_studioId_email_key" ON "CartReminderOptOut"("studioId", "email");

-- CreateIndex
CREATE INDEX "Cart_reminderId_idx" ON "Cart"("reminderId");

-- AddForeignKey
ALTER TABLE "Cart" ADD CONSTRAINT "Cart_reminderId_fkey" FOREIGN KEY ("reminderId") REFERENCES "CartReminder"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartReminder" ADD CONSTRAINT "CartReminder_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartReminder" ADD CONSTRAINT "CartReminder_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "Cart"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartReminderOptOut" ADD CONSTRAINT "CartReminderOptOut_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;
