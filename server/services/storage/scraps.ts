// Partial files of writes a crash cut short (`<key>.<pid>.<ms>.<random>.tmp` in the folder storage): no journal names
// them, so they are swept by age, when every process starts and by the periodic files sweep.
import type { FileStorage } from './file-storage.ts';

/** A write untouched for this long is dead: a live one changes its file at every chunk it receives. */
export const scrapAgeMs = 15 * 60_000;

/** Sweeps at start without holding the start up: the walk of a large folder takes a while. */
export function sweepScrapsAtStart(
  storage: Pick<FileStorage, 'sweepScraps'>,
  log: (line: string) => void,
): void {
  storage.sweepScraps(scrapAgeMs).then(
    (removed) => {
      if (removed) log(`Start: ${removed} partial files of interrupted writes removed`);
    },
    (error: Error) => log(`Start: partial files not swept: ${error.message}`),
  );
}
