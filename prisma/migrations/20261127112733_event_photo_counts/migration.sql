-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "photoCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "readyPhotoCount" INTEGER NOT NULL DEFAULT 0;
-- Each statement that adds, removes or changes photos moves its events' counts by what it did, in the same
-- transaction, whichever path wrote them (uploads, renders, deletes, a restore). The event's row is already
-- updated by these statements (its readVersion, migration read_versions): counting adds no lock of its own.
-- The function bodies are E'' strings with \073 for the semicolon: Prisma's pg adapter splits a migration script at
-- every semicolon, even inside quotes.
CREATE FUNCTION "revela_count_event_photos"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    UPDATE "Event" e SET "photoCount" = e."photoCount" + d.total, "readyPhotoCount" = e."readyPhotoCount" + d.ready
    FROM (SELECT "eventId", count(*)::int AS total, count(*) FILTER (WHERE status = ''READY'')::int AS ready
          FROM new_rows GROUP BY "eventId") d
    WHERE e.id = d."eventId"\073
  ELSIF TG_OP = ''DELETE'' THEN
    UPDATE "Event" e SET "photoCount" = e."photoCount" - d.total, "readyPhotoCount" = e."readyPhotoCount" - d.ready
    FROM (SELECT "eventId", count(*)::int AS total, count(*) FILTER (WHERE status = ''READY'')::int AS ready
          FROM old_rows GROUP BY "eventId") d
    WHERE e.id = d."eventId"\073
  ELSE
    UPDATE "Event" e SET "photoCount" = e."photoCount" + d.total, "readyPhotoCount" = e."readyPhotoCount" + d.ready
    FROM (SELECT "eventId", sum(n)::int AS total, sum(r)::int AS ready FROM (
            SELECT "eventId", 1 AS n, (status = ''READY'')::int AS r FROM new_rows
            UNION ALL SELECT "eventId", -1, -(status = ''READY'')::int FROM old_rows) c
          GROUP BY "eventId") d
    WHERE e.id = d."eventId" AND (d.total <> 0 OR d.ready <> 0)\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "Photo_count_insert" AFTER INSERT ON "Photo" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_count_event_photos"();
CREATE TRIGGER "Photo_count_update" AFTER UPDATE ON "Photo" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_count_event_photos"();
CREATE TRIGGER "Photo_count_delete" AFTER DELETE ON "Photo" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_count_event_photos"();

-- The photos already there.
UPDATE "Event" e SET "photoCount" = c.total, "readyPhotoCount" = c.ready
FROM (SELECT "eventId", count(*)::int AS total, count(*) FILTER (WHERE status = 'READY')::int AS ready
      FROM "Photo" GROUP BY "eventId") c
WHERE e.id = c."eventId";
