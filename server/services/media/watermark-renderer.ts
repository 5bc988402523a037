// Re-renders, in the background, the public images of photos made before the studio's watermark changed.
// Staleness lives in the database (photo vs studio watermarkRevision), so work left by a restart resumes.
import type { Db } from '../../database/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { rerenderPhotoPublicImages } from './photos.ts';

export interface WatermarkRenderer {
  /** Looks for stale photos now (coalesced with a pass already running). */
  kick(): void;
  /** Resolves when no stale photo is left (or only ones that failed in this pass). */
  drain(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export function createWatermarkRenderer(options: {
  db: Db;
  storage: FileStorage;
  log: (line: string) => void;
  batchSize?: number;
  pollIntervalMs?: number;
}): WatermarkRenderer {
  const { db, storage, log } = options;
  const batchSize = options.batchSize ?? 20;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function pass(): Promise<void> {
    const failed = new Set<string>();
    for (;;) {
      const stale = await db.$queryRaw<{ id: string }[]>`
        SELECT p.id FROM "Photo" p JOIN "Studio" s ON s.id = p."studioId"
        WHERE p."watermarkRevision" <> s."watermarkRevision"
        ORDER BY p.id LIMIT ${batchSize + failed.size}`;
      const todo = stale.map((row) => row.id).filter((id) => !failed.has(id));
      if (!todo.length) return;
      for (const id of todo) {
        try {
          await rerenderPhotoPublicImages({ db, storage }, id);
        } catch (error) {
          failed.add(id);
          log(`Could not re-render photo ${id} with the new watermark: ${(error as Error).message}`);
        }
      }
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass().catch((error: Error) => log(`Watermark re-rendering stopped: ${error.message}`));
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    kick: () => void run(),
    async drain() {
      await run();
      while (running) await running;
    },
    start() {
      timer = setInterval(() => void run(), options.pollIntervalMs ?? 60_000);
      timer.unref();
      void run();
    },
    async stop() {
      clearInterval(timer);
      if (running) await running;
    },
  };
}
