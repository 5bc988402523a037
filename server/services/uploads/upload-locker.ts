// tus upload locks in the database, shared by every server: a chunk of an upload is written by one request at a
// time, whichever server it reaches. The lease is renewed while held, so a dead server's lock soon expires, and a
// request that waits asks the holder (a connection the client gave up on) to let go.
import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { Db } from '../../database/database.ts';

const leaseMs = 15_000;
const renewEveryMs = 1_000;
const retryEveryMs = 100;

export function createDatabaseLocker(db: Db, options: { acquireTimeoutMs?: number } = {}): Locker {
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 20_000;
  return {
    newLock(uploadId: string): Lock {
      const holder = randomUUID();
      let renewal: NodeJS.Timeout | undefined;

      async function tryAcquire(): Promise<boolean> {
        const now = new Date();
        const until = new Date(now.getTime() + leaseMs);
        const taken = await db.$executeRaw`
          INSERT INTO "UploadLock" ("uploadId", "holder", "expiresAt") VALUES (${uploadId}, ${holder}, ${until}::timestamp)
          ON CONFLICT ("uploadId") DO UPDATE
            SET "holder" = EXCLUDED."holder", "expiresAt" = EXCLUDED."expiresAt", "releaseWanted" = false
            WHERE "UploadLock"."expiresAt" < ${now}::timestamp`;
        return taken === 1;
      }

      return {
        async lock(stopSignal: AbortSignal, requestRelease: RequestRelease) {
          const deadline = Date.now() + acquireTimeoutMs;
          while (!(await tryAcquire())) {
            if (stopSignal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
            await db.$executeRaw`UPDATE "UploadLock" SET "releaseWanted" = true WHERE "uploadId" = ${uploadId}`;
            await new Promise((resolve) => setTimeout(resolve, retryEveryMs));
          }
          renewal = setInterval(() => {
            const until = new Date(Date.now() + leaseMs);
            db.$queryRaw<{ releaseWanted: boolean }[]>`
              UPDATE "UploadLock" SET "expiresAt" = ${until}::timestamp
              WHERE "uploadId" = ${uploadId} AND "holder" = ${holder} RETURNING "releaseWanted"`.then(
              (rows) => {
                if (rows[0]?.releaseWanted) void requestRelease();
              },
              () => {},
            );
          }, renewEveryMs);
          renewal.unref();
        },
        async unlock() {
          clearInterval(renewal);
          await db.$executeRaw`DELETE FROM "UploadLock" WHERE "uploadId" = ${uploadId} AND "holder" = ${holder}`;
        },
      };
    },
  };
}
