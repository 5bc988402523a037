-- Drafts: a new event is made with published = false (services/events/event-changes.ts createEvent), and the default
-- true keeps every event made before drafts existed open to its customers. The event date stays unset (the
-- creation day is shown) until the owner sets it.
-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "eventDate" DATE,
ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true;
