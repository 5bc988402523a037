// File storage behind one interface: the local folder implementation keeps files under DATA_DIR/files.
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

export interface StoredFile {
  size: number;
  modified: Date;
  stream(): ReadableStream<Uint8Array>;
}

export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  open(key: string): Promise<StoredFile | null>;
  delete(keys: string[]): Promise<void>;
  /** Removes every file whose key starts with this folder ("a/b" removes "a/b/..."). */
  deleteFolder(folder: string): Promise<void>;
}

const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isValidStorageKey(key: string): boolean {
  return keyPattern.test(key) && !key.split('/').includes('..');
}

function assertKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

export function createLocalFileStorage(root: string): FileStorage {
  const fullPath = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside then renamed, so a reader never sees half a file.
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async read(key) {
      return readFile(fullPath(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async open(key) {
      if (!isValidStorageKey(key)) return null;
      const target = fullPath(key);
      const info = await stat(target).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        size: info.size,
        modified: info.mtime,
        stream: () => Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>,
      };
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fullPath(key), { force: true })));
    },
    async deleteFolder(folder) {
      await rm(fullPath(folder), { recursive: true, force: true });
    },
  };
}
