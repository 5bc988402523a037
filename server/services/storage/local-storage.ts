// The local folder storage (DATA_DIR/files): one machine, files served through Revela itself.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type FileStorage, isValidStorageKey } from './file-storage.ts';

/** Temporary files are named `<key>.<pid>.<time>[.<random>].tmp` while written, then renamed into place. */
const scrapPattern = /\.\d+\.\d+(\.[0-9a-f]+)?\.tmp$/;

export function createLocalFileStorage(root: string): FileStorage {
  const fullPath = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    description: root,
    async put(key, data, _options) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const temporary = `${target}.${process.pid}.${Date.now()}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        if (data instanceof Readable) await pipeline(data, createWriteStream(temporary));
        else await writeFile(temporary, data);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(key) {
      return readFile(fullPath(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async localPath(key) {
      const target = fullPath(key);
      return (await stat(target).catch(() => null))?.isFile() ? target : null;
    },
    async open(key) {
      if (!isValidStorageKey(key)) return null;
      const target = fullPath(key);
      const info = await stat(target).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        size: info.size,
        modified: info.mtime,
        etag: `"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
        stream: () => Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>,
      };
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fullPath(key), { force: true })));
    },
    async deleteFolder(folder) {
      // A render still writing into the folder makes rmdir find it not empty (ENOTEMPTY): try again.
      await rm(fullPath(folder), { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
    async *listKeys(folder) {
      const start = folder ? fullPath(folder) : root;
      const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.isFile())
          yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      }
    },
    signedUrl: async () => null,
    publicUrl: async () => null,
    async sweepScraps(olderThanMs) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      const cutoff = Date.now() - olderThanMs;
      let removed = 0;
      for (const entry of entries) {
        if (!entry.isFile() || !scrapPattern.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => null);
        if (info && info.mtimeMs < cutoff) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
