// bench:herd, server side: the first server makes the gallery benchmark's event of 5,000 photos; a server joining
// its database (BENCH_JOIN_DATABASE_URL) makes nothing. Both answer how their read cache did.
import { type GallerySetup, setup as gallerySetup } from './gallery-server.ts';
import type { BenchApp } from './lib/bench-app.ts';

export type HerdSetup = GallerySetup | null;

export async function setup(app: BenchApp, args: { photos: number; join: boolean }): Promise<HerdSetup> {
  return args.join ? null : gallerySetup(app, args);
}

export const commands = {
  /** Hits and misses of this process's read cache so far. */
  async readCache(app: BenchApp) {
    const { values } = await app.services.metrics.readCache.get();
    const count = (outcome: string) => values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
    return { hits: count('hit'), misses: count('miss') };
  },
};
