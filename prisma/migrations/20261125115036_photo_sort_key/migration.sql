-- AlterTable
ALTER TABLE "Photo" ADD COLUMN     "sortKey" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Photo_eventId_sortKey_id_idx" ON "Photo"("eventId", "sortKey", "id");

-- A photo's place in its gallery: its original file name in natural order, so IMG_2.jpg comes before IMG_10.jpg
-- and camera numbering keeps the shooting order. The key is lower-case letters and digits only (accents folded,
-- punctuation and the extension dropped), each run of digits written as its length then its value, so plain text
-- order of the keys is the natural order under any collation. A trigger writes it, whichever path inserts the row.
-- The function bodies write the semicolon as \073: Prisma's pg adapter splits a migration script at every one.
CREATE FUNCTION "revela_natural_sort_key"(name text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS E'
DECLARE
  part text\073
  sortKey text := ''''\073
BEGIN
  FOR part IN
    SELECT match[1] FROM regexp_matches(
      lower(translate(regexp_replace(coalesce(name, ''''), ''\\.[^.]*$'', ''''),
        ''ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝý'',
        ''aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyy'')),
      ''[0-9]+|[a-z]+'', ''g'') AS match
  LOOP
    IF part ~ ''^[0-9]'' THEN
      part := left(coalesce(nullif(ltrim(part, ''0''), ''''), ''0''), 99)\073
      sortKey := sortKey || lpad(length(part)::text, 2, ''0'') || part\073
    ELSE
      sortKey := sortKey || part\073
    END IF\073
  END LOOP\073
  RETURN left(sortKey, 200)\073
END';

CREATE FUNCTION "revela_photo_sort_key"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."sortKey" := "revela_natural_sort_key"(NEW."originalName")\073
  RETURN NEW\073
END';

CREATE TRIGGER "Photo_sort_key" BEFORE INSERT OR UPDATE OF "originalName" ON "Photo" FOR EACH ROW
  EXECUTE FUNCTION "revela_photo_sort_key"();

-- The photos already uploaded take their place (the update bumps their events' readVersion: galleries reorder).
UPDATE "Photo" SET "sortKey" = "revela_natural_sort_key"("originalName");
