-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "customerSearch" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Order_studioId_paidAt_idx" ON "Order"("studioId", "paidAt");

-- The studio's order search (server/domain/order-list.ts) finds names and e-mails whatever their case and accents, on
-- PGlite and on any PostgreSQL: the trigger keeps them lower-cased without accents (translate before lower, which in
-- a C locale only lowers ASCII). The body writes \073 for the semicolon (see 20261125090244_read_versions).
CREATE FUNCTION "revela_order_customer_search"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."customerSearch" := lower(translate(
    NEW."customerFirstName" || '' '' || NEW."customerLastName" || '' '' || NEW."customerEmail",
    ''ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ'',
    ''aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy''))\073
  RETURN NEW\073
END';

CREATE TRIGGER "Order_customer_search" BEFORE INSERT OR UPDATE OF "customerFirstName", "customerLastName", "customerEmail"
  ON "Order" FOR EACH ROW EXECUTE FUNCTION "revela_order_customer_search"();

UPDATE "Order" SET "customerFirstName" = "customerFirstName";
