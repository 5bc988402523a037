// Every key the storage holds (local folder or bucket), for tests that check nothing is left behind.
import type { FileStorage } from '../services/storage/file-storage.ts';

export async function storedKeys(storage: FileStorage, folder = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.listKeys(folder)) keys.push(key);
  return keys.sort();
}
