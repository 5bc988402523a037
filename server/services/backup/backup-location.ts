// Where backups are written: a folder on this machine or an S3-compatible prefix (s3://[key:secret@]bucket/prefix?
// endpoint=...), each backup a folder of its own named by when it was taken. Both are used through FileStorage.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3Config } from '../../config.ts';
import { takenAtOf } from '../../domain/backup-retention.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createLocalFileStorage } from '../storage/local-storage.ts';
import { createS3FileStorage } from '../storage/s3-storage.ts';

export interface BackupLocation {
  /** The address as given (credentials hidden), for messages. */
  description: string;
  storage: FileStorage;
  /** The address of a folder inside this one (a backup inside the location of backups). */
  child(name: string): BackupLocation;
  /** The backups here that finished (their manifest was written), oldest first. */
  backups(): Promise<string[]>;
}

export class BackupLocationError extends Error {
  override name = 'BackupLocationError';
}

const isS3 = (address: string) => address.startsWith('s3://');

function hideCredentials(address: string): string {
  return isS3(address) ? address.replace(/^s3:\/\/[^@/]*@/, 's3://') : address;
}

export function openBackupLocation(address: string): BackupLocation {
  if (isS3(address)) {
    if (!URL.canParse(address))
      throw new BackupLocationError(`Not a valid s3:// address: ${hideCredentials(address)}`);
    const config = s3Config(address, undefined);
    const storage = createS3FileStorage(config);
    return {
      description: hideCredentials(address),
      storage,
      child(name) {
        const url = new URL(address);
        url.pathname = `${url.pathname.replace(/\/+$/, '')}/${name}`;
        return openBackupLocation(url.toString());
      },
      async backups() {
        const names: string[] = [];
        let ContinuationToken: string | undefined;
        do {
          const page = await storage.client.send(
            new ListObjectsV2Command({
              Bucket: config.bucket,
              Prefix: config.prefix,
              Delimiter: '/',
              ContinuationToken,
            }),
          );
          for (const entry of page.CommonPrefixes ?? []) {
            const name = entry.Prefix?.slice(config.prefix.length).replace(/\/$/, '');
            if (name && takenAtOf(name) && (await storage.open(`${name}/manifest.json`))) names.push(name);
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
        return names.sort();
      },
    };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(address))
    throw new BackupLocationError(
      `Backups go to a folder or an s3:// address, not ${hideCredentials(address)}`,
    );
  const folder = path.resolve(address);
  return {
    description: folder,
    storage: createLocalFileStorage(folder),
    child: (name) => openBackupLocation(path.join(folder, name)),
    async backups() {
      const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
      const names: string[] = [];
      for (const entry of entries) {
        if (!entry.isDirectory() || !takenAtOf(entry.name)) continue;
        if (await stat(path.join(folder, entry.name, 'manifest.json')).catch(() => null))
          names.push(entry.name);
      }
      return names.sort();
    },
  };
}
