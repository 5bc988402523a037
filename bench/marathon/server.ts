// bench:marathon, server side: the app runs on the fixture's database (BENCH_DATABASE_URL); the selfie search is
// run here through the product's own entry point (searchPhotosBySelfie, as the GraphQL mutation calls it), with a
// face finder that hands back the planted query vector instead of reading a selfie picture.
import type { FoundFace } from '../../server/services/find/face-engine.ts';
import { searchPhotosBySelfie } from '../../server/services/find/face-index.ts';
import type { BenchApp } from '../lib/bench-app.ts';

export async function setup(_app: BenchApp, _args: unknown) {
  return {};
}

let searches = 0;

export const commands = {
  /** One selfie search of the event for `query` (a unit vector); its answer and its time inside the process. */
  async selfieSearch(app: BenchApp, args: { eventId: string; query: number[] }) {
    const embedding = Float32Array.from(args.query);
    const face: FoundFace = {
      box: { left: 0, top: 0, width: 100, height: 100 },
      score: 1,
      embedding,
    };
    searches++;
    // The gallery's limit (300 searches in 10 minutes) is not what is measured; kept runs would reach it.
    await app.db.rateLimitBucket.deleteMany({ where: { key: `selfie-event:${args.eventId}` } });
    const start = performance.now();
    const matches = await searchPhotosBySelfie(
      // A visitor per search: the per-visitor limit (10 in 10 minutes) is not what is measured.
      { db: app.db, clientAddress: `bench-${searches}`, findFaces: async () => [face] },
      { id: args.eventId, faceSearch: true },
      { consent: true, read: async () => Buffer.alloc(0) },
    );
    return { ms: performance.now() - start, photoIds: matches.map((match) => match.photoId) };
  },
};
