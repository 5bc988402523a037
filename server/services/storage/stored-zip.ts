// A ZIP of stored files written as it is read: each file streamed from storage in turn (never whole in memory,
// never copied to disk), stored without recompression (photos are already compressed).
import { type Duplex, pipeline, Readable } from 'node:stream';
import ZipStream from 'zip-stream';
import { isStores, type Stores, storageFor } from './archive-storage.ts';
import type { FileStorage } from './file-storage.ts';

export type ZipEntry = {
  name: string;
  /** A stream the file passes through on its way in (a sharp pipeline that crops it); none: stored as it is. */
  transform?: () => Duplex;
} & (
  | {
      storageKey: string;
      content?: never;
      /** Left out when missing (a photo deleted while a long export is written) instead of failing the ZIP. */
      optional?: boolean;
      /** Its event is archived: the file is in the archive storage. */
      archived?: boolean;
    }
  /** Bytes made while the ZIP is written (a CSV or JSON read from the database in pages), not a stored file. */
  | { content: () => Readable; storageKey?: never }
);

/** A Node stream of a web stream's bytes that cancels the web stream (an S3 download, an open file) when destroyed. */
export function nodeStreamOf(body: ReadableStream<Uint8Array>): Readable {
  const reader = body.getReader();
  return new Readable({
    read() {
      reader.read().then(
        ({ done, value }) =>
          this.push(done ? null : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
        (error: Error) => this.destroy(error),
      );
    },
    destroy(error, callback) {
      reader.cancel(error ?? undefined).then(
        () => callback(error),
        () => callback(error),
      );
    },
  });
}

/**
 * The ZIP's bytes. A file missing from storage, or failing mid-way, errors the stream (the download fails rather
 * than arriving short); cancelling it (the browser went away) stops reading from storage.
 */
export function zipOfStoredFiles(
  storage: FileStorage | Stores,
  entries: ZipEntry[] | AsyncIterable<ZipEntry>,
  options: { date: Date; onError: (error: unknown) => void },
): ReadableStream<Uint8Array> {
  const zip = new ZipStream({ store: true });
  let current: Readable | null = null;
  let closed = false;
  zip.on('close', () => {
    closed = true;
    current?.destroy();
  });
  zip.on('error', () => current?.destroy());

  const append = (source: Readable, name: string) =>
    new Promise<void>((resolve, reject) => {
      const stop = () => reject(new Error('ZIP closed'));
      zip.once('close', stop);
      source.once('error', reject);
      zip.entry(source, { name, date: options.date, store: true }, (error) => {
        zip.off('close', stop);
        if (error) reject(error);
        else resolve();
      });
    });

  (async () => {
    for await (const entry of entries) {
      if (closed) return;
      if (entry.content) current = entry.content();
      else {
        const from = isStores(storage) ? storageFor(storage, entry.archived) : storage;
        const stored = await from.open(entry.storageKey);
        if (!stored && entry.optional) continue;
        if (!stored) throw new Error(`Stored file missing for a ZIP: ${entry.storageKey}`);
        current = nodeStreamOf(stored.stream());
      }
      // pipeline: a failing transform stops the read from storage, and either failure fails the entry.
      const source: Readable = entry.transform ? pipeline(current, entry.transform(), () => {}) : current;
      await append(source, entry.name);
      current = null;
    }
    zip.finish();
  })().catch((error: unknown) => {
    if (closed) return;
    options.onError(error);
    zip.destroy(error as Error);
  });

  const chunks = zip[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    },
    async cancel() {
      await chunks.return?.();
      zip.destroy();
    },
  });
}
