// Where resumable uploads (tus) wait until their last byte: beside the files (DATA_DIR/envios) or in the bucket with
// them, locked in the database so any server may take the next chunk; swept after a day when never finished.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore, Locker } from '@tus/utils';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../database/database.ts';
import { s3ClientConfig } from '../storage/s3-storage.ts';
import { createDatabaseLocker } from './upload-locker.ts';

/** Unfinished uploads are forgotten (and swept) after a day. */
const expirationMs = 24 * 3_600_000;

type UploadConfig = Pick<AppConfig, 'storage' | 'dataDir'>;

export interface ResumableUploadStore {
  datastore: DataStore;
  locker: Locker;
  /** A finished upload, read as a stream on its way to the photo's own key. */
  read(uploadId: string): Promise<Readable>;
  /** Drops an upload's scratch copy (the photo keeps its own). */
  remove(uploadId: string): Promise<void>;
}

function uploadDatastore(config: UploadConfig): FileStore | S3Store {
  return config.storage.kind === 's3'
    ? new S3Store({
        partSize: 5 * 1024 * 1024,
        expirationPeriodInMilliseconds: expirationMs,
        s3ClientConfig: { bucket: config.storage.bucket, ...s3ClientConfig(config.storage) },
      })
    : new FileStore({
        directory: path.join(config.dataDir, 'envios'),
        expirationPeriodInMilliseconds: expirationMs,
      });
}

export function createResumableUploadStore(config: UploadConfig, db: Db): ResumableUploadStore {
  const datastore = uploadDatastore(config);
  const directory = path.join(config.dataDir, 'envios');
  return {
    datastore,
    locker: createDatabaseLocker(db),
    async read(uploadId) {
      if (datastore instanceof FileStore) return createReadStream(path.join(directory, uploadId));
      return datastore.read(uploadId);
    },
    remove: (uploadId) => datastore.remove(uploadId).catch(() => {}),
  };
}

/** Removes unfinished uploads older than a day; the periodic sweep runs it. */
export function sweepUnfinishedUploads(config: UploadConfig): Promise<number> {
  return uploadDatastore(config)
    .deleteExpired()
    .catch(() => 0);
}
