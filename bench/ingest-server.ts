// bench:ingest, server side: the studio, the marathon's event, and the state of its photos and render queue as
// the database holds it (so any number of workers may be draining it).
import type { BenchApp } from './lib/bench-app.ts';
import { commands as uploadCommands, setup as uploadSetup } from './upload-server.ts';

export const setup = uploadSetup;

export const commands = {
  newEvent: uploadCommands.newEvent,
  /** The event's photos by status, the render jobs not finished yet, and when the last render completed. */
  async ingestState(app: BenchApp, eventSlug: string) {
    const [photos] = await app.db.$queryRaw<
      { total: number; ready: number; processing: number; failed: number; lastReadyMs: number | null }[]
    >`
      SELECT count(*)::int AS total,
        count(*) FILTER (WHERE p.status = 'READY')::int AS ready,
        count(*) FILTER (WHERE p.status = 'PROCESSING')::int AS processing,
        count(*) FILTER (WHERE p.status = 'FAILED')::int AS failed,
        (SELECT EXTRACT(epoch FROM max(j.completed_on)) * 1000 FROM pgboss.job j
          WHERE j.name = 'photo-render' AND j.state = 'completed')::float8 AS "lastReadyMs"
      FROM "Photo" p JOIN "Event" e ON e.id = p."eventId" WHERE e.slug = ${eventSlug}`;
    const [queue] = await app.db.$queryRaw<{ waiting: number; active: number }[]>`
      SELECT count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
        count(*) FILTER (WHERE state = 'active')::int AS active
      FROM pgboss.job WHERE name = 'photo-render'`;
    return { ...photos!, ...queue! };
  },
  /** Photos of the event with all four files stored (original, preview, thumbnail, tile). */
  async completePhotos(app: BenchApp, eventSlug: string) {
    const [row] = await app.db.$queryRaw<{ complete: number }[]>`
      SELECT count(*)::int AS complete FROM "Photo" p JOIN "Event" e ON e.id = p."eventId"
      WHERE e.slug = ${eventSlug} AND p.status = 'READY'
        AND (SELECT count(DISTINCT f.variant) FROM "PhotoFile" f WHERE f."photoId" = p.id) = 4`;
    return row!.complete;
  },
};
