// Archived events' originals live in the archive storage (ARCHIVE_URL) under the same keys: a photo file is read from
// the storage its row names (PhotoFile.archived), and from the other one when an archive or restore moved it since.
import type { FileStorage } from './file-storage.ts';

/** The platform's storage and the archive storage (absent where a caller has none: nothing archived is read there). */
export type Stores = { storage: FileStorage; archive?: FileStorage };

export function isStores(value: FileStorage | Stores): value is Stores {
  return 'storage' in value;
}

/** The studio's storage counters after deleting these photo files (originals count where they are). */
export function originalBytesFreed(files: { variant: string; bytes: number; archived: boolean }[]) {
  const sum = (archived: boolean) =>
    files
      .filter((file) => file.variant === 'ORIGINAL' && file.archived === archived)
      .reduce((total, file) => total + file.bytes, 0);
  return {
    highResStorageUsedBytes: { decrement: sum(false) },
    archivedStorageUsedBytes: { decrement: sum(true) },
  };
}

/**
 * The storage a photo file is read from: the archive first when its row says archived, else the platform's, each
 * falling back to the other; deleting removes the key from both (so deleting a photo or an event mid-archive leaves
 * no copy behind).
 */
export function storageFor(stores: Stores, archived = false): FileStorage {
  if (!stores.archive) return stores.storage;
  const [first, second] = archived ? [stores.archive, stores.storage] : [stores.storage, stores.archive];
  const holder = async (key: string) =>
    (await first.open(key)) ? first : (await second.open(key)) ? second : null;
  return {
    description: `${first.description} (then ${second.description})`,
    put: (key, data, options) => first.put(key, data, options),
    read: async (key) => (await first.read(key)) ?? second.read(key),
    localPath: async (key) => (await first.localPath(key)) ?? second.localPath(key),
    open: async (key) => (await first.open(key)) ?? second.open(key),
    async delete(keys) {
      await Promise.all([first.delete(keys), second.delete(keys)]);
    },
    async deleteFolder(folder) {
      await Promise.all([first.deleteFolder(folder), second.deleteFolder(folder)]);
    },
    async *listKeys(folder) {
      yield* first.listKeys(folder);
      yield* second.listKeys(folder);
    },
    // A presigned address does not check the file is there: it names the storage that holds it now.
    signedUrl: async (key, options) => ((await holder(key)) ?? first).signedUrl(key, options),
    publicUrl: (key) => first.publicUrl(key),
    sweepScraps: async (olderThanMs) =>
      (await first.sweepScraps(olderThanMs)) + (await second.sweepScraps(olderThanMs)),
    async check() {
      await Promise.all([first.check(), second.check()]);
    },
  };
}
