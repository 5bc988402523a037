-- DropIndex
DROP INDEX "PhotoFace_eventId_id_idx";

-- AlterTable
ALTER TABLE "PhotoFace" ADD COLUMN     "code" BYTEA;

-- CreateTable
CREATE TABLE "FaceIndexVersion" (
    "eventId" UUID NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "FaceIndexVersion_pkey" PRIMARY KEY ("eventId")
);

-- CreateTable
CREATE TABLE "FaceIndexChange" (
    "eventId" UUID NOT NULL,
    "version" BIGINT NOT NULL,
    "faceId" UUID NOT NULL,
    "added" BOOLEAN NOT NULL,

    CONSTRAINT "FaceIndexChange_pkey" PRIMARY KEY ("eventId","version","faceId")
);

-- AddForeignKey
ALTER TABLE "FaceIndexVersion" ADD CONSTRAINT "FaceIndexVersion_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FaceIndexChange" ADD CONSTRAINT "FaceIndexChange_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An index's first read takes every face's id and code of the event from this index alone (an index-only scan of
-- ~110 bytes a face, where the rows are ~1.3 KB with their vectors), and serves the pages by id as the index dropped
-- above did.
CREATE INDEX "PhotoFace_eventId_id_code_idx" ON "PhotoFace" ("eventId", id) INCLUDE (code);

-- Every statement adding or removing faces bumps each event's FaceIndexVersion once and logs the faces under the
-- new version (see schema.prisma). Faces removed with their event (a cascade) log nothing: the event is gone.
-- The function bodies are E'' strings with \073 for the semicolon (Prisma's pg adapter splits at every semicolon).
CREATE FUNCTION "revela_log_face_changes"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    INSERT INTO "FaceIndexVersion" AS v ("eventId", version)
      SELECT DISTINCT r."eventId", 1 FROM new_rows r JOIN "Event" e ON e.id = r."eventId"
      ON CONFLICT ("eventId") DO UPDATE SET version = v.version + 1\073
    INSERT INTO "FaceIndexChange" ("eventId", version, "faceId", added)
      SELECT r."eventId", v.version, r.id, true FROM new_rows r
      JOIN "Event" e ON e.id = r."eventId" JOIN "FaceIndexVersion" v ON v."eventId" = r."eventId"\073
  ELSE
    INSERT INTO "FaceIndexVersion" AS v ("eventId", version)
      SELECT DISTINCT r."eventId", 1 FROM old_rows r JOIN "Event" e ON e.id = r."eventId"
      ON CONFLICT ("eventId") DO UPDATE SET version = v.version + 1\073
    INSERT INTO "FaceIndexChange" ("eventId", version, "faceId", added)
      SELECT r."eventId", v.version, r.id, false FROM old_rows r
      JOIN "Event" e ON e.id = r."eventId" JOIN "FaceIndexVersion" v ON v."eventId" = r."eventId"\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER "PhotoFace_index_insert" AFTER INSERT ON "PhotoFace" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_log_face_changes"();
CREATE TRIGGER "PhotoFace_index_delete" AFTER DELETE ON "PhotoFace" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "revela_log_face_changes"();
