-- AlterTable
ALTER TABLE "Cart" ALTER COLUMN "sessionId" DROP NOT NULL;

-- A session's current cart is the one whose "sessionId" names it. When a customer starts a new cart, the paid one
-- lets go of the session and a new row takes its place: the session's read version moves too, so a read kept
-- under the old cart's version is never answered again (server/cache/). One statement trigger for a new cart, one
-- row trigger for a cart that changes session (the bodies use \073 for the semicolon, as in read_versions).
CREATE TRIGGER "Cart_session_read_version_insert" AFTER INSERT ON "Cart" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('GallerySession', 'r."sessionId"', '');

CREATE FUNCTION "revela_bump_cart_sessions_read_version"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "GallerySession" SET "readVersion" = ("readVersion" + 1) % 2147483647
    WHERE id IN (OLD."sessionId", NEW."sessionId")\073
  RETURN NULL\073
END';

CREATE TRIGGER "Cart_session_read_version_update" AFTER UPDATE OF "sessionId" ON "Cart" FOR EACH ROW
  WHEN (OLD."sessionId" IS DISTINCT FROM NEW."sessionId")
  EXECUTE FUNCTION "revela_bump_cart_sessions_read_version"();
