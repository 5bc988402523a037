-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "allPhotosPriceCents" INTEGER;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "allPhotosPriceCents" INTEGER,
ADD COLUMN     "discountCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "discountMinimumQuantity" INTEGER,
ADD COLUMN     "discountPercent" INTEGER;

-- CreateTable
CREATE TABLE "DiscountTier" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "minimumQuantity" INTEGER NOT NULL,
    "percent" INTEGER NOT NULL,

    CONSTRAINT "DiscountTier_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DiscountTier_studioId_idx" ON "DiscountTier"("studioId");

-- CreateIndex
CREATE UNIQUE INDEX "DiscountTier_eventId_minimumQuantity_key" ON "DiscountTier"("eventId", "minimumQuantity");

-- AddForeignKey
ALTER TABLE "DiscountTier" ADD CONSTRAINT "DiscountTier_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscountTier" ADD CONSTRAINT "DiscountTier_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The rules of server/domain/discounts.ts, kept by the database too.
ALTER TABLE "DiscountTier" ADD CONSTRAINT "DiscountTier_minimumQuantity_check" CHECK ("minimumQuantity" BETWEEN 2 AND 9999);
ALTER TABLE "DiscountTier" ADD CONSTRAINT "DiscountTier_percent_check" CHECK ("percent" BETWEEN 1 AND 90);

-- Customers' carts and galleries read the tiers (server/cache/): a change bumps the event's read version, as the
-- price table's does (the all-photos price is a column of the event: its own trigger covers it).
CREATE TRIGGER "DiscountTier_read_version_insert" AFTER INSERT ON "DiscountTier" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'r."eventId"', '');
CREATE TRIGGER "DiscountTier_read_version_update" AFTER UPDATE ON "DiscountTier" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'r."eventId"', '');
CREATE TRIGGER "DiscountTier_read_version_delete" AFTER DELETE ON "DiscountTier" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'r."eventId"', '');
