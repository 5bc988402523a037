-- AlterTable
ALTER TABLE "Studio" ADD COLUMN     "readVersion" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "readVersion" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "GallerySession" ADD COLUMN     "readVersion" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Cart" ADD COLUMN     "readVersion" INTEGER NOT NULL DEFAULT 0;

-- What a customer's gallery shows is cached by the servers under these versions (server/cache/read-cache.ts): every
-- write that changes it bumps one, whichever path made it (GraphQL, REST, a job, a console), so no server can serve
-- an answer older than the rows it came from.

-- The function bodies are E'' strings with \073 for the semicolon: Prisma's pg adapter splits a migration script at
-- every semicolon, even inside quotes.

-- A row's own change bumps its version.
CREATE FUNCTION "revela_bump_own_read_version"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."readVersion" := (OLD."readVersion" + 1) % 2147483647\073
  RETURN NEW\073
END';

CREATE TRIGGER "Studio_read_version" BEFORE UPDATE ON "Studio" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "revela_bump_own_read_version"();
CREATE TRIGGER "Event_read_version" BEFORE UPDATE ON "Event" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "revela_bump_own_read_version"();
CREATE TRIGGER "GallerySession_read_version" BEFORE UPDATE ON "GallerySession" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "revela_bump_own_read_version"();
CREATE TRIGGER "Cart_read_version" BEFORE UPDATE ON "Cart" FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "revela_bump_own_read_version"();

-- A change to what an event shows (its photos and their files, its price table, its authorised people) bumps the
-- event once per statement, and a change to a cart's items, order or payments bumps the cart.
CREATE FUNCTION "revela_bump_parent_read_version"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  changed uuid[]\073
BEGIN
  IF TG_OP = ''INSERT'' THEN
    EXECUTE format(''SELECT array_agg(DISTINCT %s) FROM new_rows r %s'', TG_ARGV[1], TG_ARGV[2]) INTO changed\073
  ELSIF TG_OP = ''DELETE'' THEN
    EXECUTE format(''SELECT array_agg(DISTINCT %s) FROM old_rows r %s'', TG_ARGV[1], TG_ARGV[2]) INTO changed\073
  ELSE
    EXECUTE format(
      ''SELECT array_agg(DISTINCT k) FROM (SELECT %1$s AS k FROM new_rows r %2$s UNION SELECT %1$s FROM old_rows r %2$s) c'',
      TG_ARGV[1], TG_ARGV[2]) INTO changed\073
  END IF\073
  IF changed IS NOT NULL THEN
    EXECUTE format(''UPDATE %I SET "readVersion" = ("readVersion" + 1) %% 2147483647 WHERE id = ANY($1)'', TG_ARGV[0])
      USING changed\073
  END IF\073
  RETURN NULL\073
END ';

CREATE TRIGGER "Photo_read_version_insert" AFTER INSERT ON "Photo" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'r."eventId"', '');
CREATE TRIGGER "Photo_read_version_update" AFTER UPDATE ON "Photo" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'r."eventId"', '');
CREATE TRIGGER "Photo_read_version_delete" AFTER DELETE ON "Photo" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'r."eventId"', '');

CREATE TRIGGER "PhotoFile_read_version_insert" AFTER INSERT ON "PhotoFile" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'p."eventId"', 'JOIN "Photo" p ON p.id = r."photoId"');
CREATE TRIGGER "PhotoFile_read_version_update" AFTER UPDATE ON "PhotoFile" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'p."eventId"', 'JOIN "Photo" p ON p.id = r."photoId"');
CREATE TRIGGER "PhotoFile_read_version_delete" AFTER DELETE ON "PhotoFile" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'p."eventId"', 'JOIN "Photo" p ON p.id = r."photoId"');

CREATE TRIGGER "PriceTable_read_version_insert" AFTER INSERT ON "PriceTable" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'r."eventId"', '');
CREATE TRIGGER "PriceTable_read_version_update" AFTER UPDATE ON "PriceTable" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'r."eventId"', '');
CREATE TRIGGER "PriceTable_read_version_delete" AFTER DELETE ON "PriceTable" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'r."eventId"', '');

CREATE TRIGGER "PriceTableItem_read_version_insert" AFTER INSERT ON "PriceTableItem" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 't."eventId"', 'JOIN "PriceTable" t ON t.id = r."priceTableId"');
CREATE TRIGGER "PriceTableItem_read_version_update" AFTER UPDATE ON "PriceTableItem" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 't."eventId"', 'JOIN "PriceTable" t ON t.id = r."priceTableId"');
CREATE TRIGGER "PriceTableItem_read_version_delete" AFTER DELETE ON "PriceTableItem" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 't."eventId"', 'JOIN "PriceTable" t ON t.id = r."priceTableId"');

CREATE TRIGGER "AuthorizedPerson_read_version_insert" AFTER INSERT ON "AuthorizedPerson" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'r."eventId"', '');
CREATE TRIGGER "AuthorizedPerson_read_version_update" AFTER UPDATE ON "AuthorizedPerson" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'r."eventId"', '');
CREATE TRIGGER "AuthorizedPerson_read_version_delete" AFTER DELETE ON "AuthorizedPerson" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Event', 'r."eventId"', '');

CREATE TRIGGER "CartItem_read_version_insert" AFTER INSERT ON "CartItem" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Cart', 'r."cartId"', '');
CREATE TRIGGER "CartItem_read_version_update" AFTER UPDATE ON "CartItem" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Cart', 'r."cartId"', '');
CREATE TRIGGER "CartItem_read_version_delete" AFTER DELETE ON "CartItem" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Cart', 'r."cartId"', '');

CREATE TRIGGER "Order_read_version_insert" AFTER INSERT ON "Order" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Cart', 'r."cartId"', '');
CREATE TRIGGER "Order_read_version_update" AFTER UPDATE ON "Order" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Cart', 'r."cartId"', '');
CREATE TRIGGER "Order_read_version_delete" AFTER DELETE ON "Order" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Cart', 'r."cartId"', '');

CREATE TRIGGER "Payment_read_version_insert" AFTER INSERT ON "Payment" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Cart', 'o."cartId"', 'JOIN "Order" o ON o.id = r."orderId"');
CREATE TRIGGER "Payment_read_version_update" AFTER UPDATE ON "Payment" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Cart', 'o."cartId"', 'JOIN "Order" o ON o.id = r."orderId"');
CREATE TRIGGER "Payment_read_version_delete" AFTER DELETE ON "Payment" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('Cart', 'o."cartId"', 'JOIN "Order" o ON o.id = r."orderId"');

-- An order and its payments also show on the session that placed it (the payment status page), whatever cart.
CREATE TRIGGER "Order_session_read_version_insert" AFTER INSERT ON "Order" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('GallerySession', 'r."sessionId"', '');
CREATE TRIGGER "Order_session_read_version_update" AFTER UPDATE ON "Order" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('GallerySession', 'r."sessionId"', '');
CREATE TRIGGER "Order_session_read_version_delete" AFTER DELETE ON "Order" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('GallerySession', 'r."sessionId"', '');

CREATE TRIGGER "Payment_session_read_version_insert" AFTER INSERT ON "Payment" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('GallerySession', 'o."sessionId"', 'JOIN "Order" o ON o.id = r."orderId"');
CREATE TRIGGER "Payment_session_read_version_update" AFTER UPDATE ON "Payment" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('GallerySession', 'o."sessionId"', 'JOIN "Order" o ON o.id = r."orderId"');
CREATE TRIGGER "Payment_session_read_version_delete" AFTER DELETE ON "Payment" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('GallerySession', 'o."sessionId"', 'JOIN "Order" o ON o.id = r."orderId"');
