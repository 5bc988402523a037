import { describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';
import { zipOfStoredFiles } from './stored-zip.ts';

/** A storage whose files are endless streams of zeros, recording which were opened and which cancelled. */
function endlessStorage(missing: string[] = []) {
  const opened: string[] = [];
  const cancelled: string[] = [];
  const storage = {
    async open(key: string) {
      if (missing.includes(key)) return null;
      opened.push(key);
      return {
        size: 0,
        modified: new Date(),
        etag: '"x"',
        stream: () =>
          new ReadableStream<Uint8Array>({
            pull: (controller) => controller.enqueue(new Uint8Array(64 * 1024)),
            cancel: () => {
              cancelled.push(key);
            },
          }),
      };
    },
  } as unknown as FileStorage;
  return { storage, opened, cancelled };
}

const entries = [
  { storageKey: 'originais/a.jpg', name: 'a.jpg' },
  { storageKey: 'originais/b.jpg', name: 'b.jpg' },
];

describe('zipOfStoredFiles', () => {
  it('stops reading from storage when the download is cancelled, opening nothing further', async () => {
    const { storage, opened, cancelled } = endlessStorage();
    const errors: unknown[] = [];
    const zip = zipOfStoredFiles(storage, entries, { date: new Date(), onError: (e) => errors.push(e) });
    const reader = zip.getReader();
    let read = 0;
    while (read < 1024 * 1024) read += (await reader.read()).value!.length;
    await reader.cancel();
    await expect.poll(() => cancelled).toEqual(['originais/a.jpg']);
    expect(opened).toEqual(['originais/a.jpg']);
    expect(errors).toEqual([]);
  });

  it('fails the download, rather than ending it short, when a file is missing', async () => {
    const { storage } = endlessStorage(['originais/a.jpg']);
    const errors: unknown[] = [];
    const zip = zipOfStoredFiles(storage, entries, { date: new Date(), onError: (e) => errors.push(e) });
    await expect(new Response(zip).arrayBuffer()).rejects.toThrow();
    expect(String(errors[0])).toContain('originais/a.jpg');
  });
});
