-- AlterTable
ALTER TABLE "GallerySession" ADD COLUMN     "favoritesShareToken" TEXT;

-- CreateTable
CREATE TABLE "FavoritePhoto" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "sessionId" UUID NOT NULL,
    "photoId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FavoritePhoto_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "FavoritePhoto_studioId_idx" ON "FavoritePhoto"("studioId");

-- CreateIndex
CREATE INDEX "FavoritePhoto_photoId_idx" ON "FavoritePhoto"("photoId");

-- CreateIndex
CREATE UNIQUE INDEX "FavoritePhoto_sessionId_photoId_key" ON "FavoritePhoto"("sessionId", "photoId");

-- CreateIndex
CREATE UNIQUE INDEX "GallerySession_favoritesShareToken_key" ON "GallerySession"("favoritesShareToken");

-- AddForeignKey
ALTER TABLE "FavoritePhoto" ADD CONSTRAINT "FavoritePhoto_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FavoritePhoto" ADD CONSTRAINT "FavoritePhoto_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "GallerySession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FavoritePhoto" ADD CONSTRAINT "FavoritePhoto_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A favourite is always a photo of its session's event, in the session's studio, whichever path writes it (the
-- bodies use \073 for the semicolon, as in read_versions).
CREATE FUNCTION "revela_check_favorite_photo"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM "GallerySession" s JOIN "Photo" p ON p."eventId" = s."eventId" AND p."studioId" = s."studioId"
    WHERE s.id = NEW."sessionId" AND p.id = NEW."photoId" AND s."studioId" = NEW."studioId"
  ) THEN
    RAISE EXCEPTION ''FavoritePhoto %: the photo is not of the session event and studio'', NEW.id\073
  END IF\073
  RETURN NEW\073
END';

CREATE TRIGGER "FavoritePhoto_of_session_event" BEFORE INSERT OR UPDATE ON "FavoritePhoto" FOR EACH ROW
  EXECUTE FUNCTION "revela_check_favorite_photo"();

-- The heart on each photo, the 'Favoritas' filter and its count are part of the customer's gallery read: a change
-- to the favourites (a photo deleted with them too) bumps the session's read version once per statement
-- (server/cache/).
CREATE TRIGGER "FavoritePhoto_read_version_insert" AFTER INSERT ON "FavoritePhoto" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('GallerySession', 'r."sessionId"', '');
CREATE TRIGGER "FavoritePhoto_read_version_update" AFTER UPDATE ON "FavoritePhoto" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('GallerySession', 'r."sessionId"', '');
CREATE TRIGGER "FavoritePhoto_read_version_delete" AFTER DELETE ON "FavoritePhoto" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_bump_parent_read_version"('GallerySession', 'r."sessionId"', '');
