// Changes that write and/or remove stored files together with database rows, safe against crashes:
// new files are journaled before they are written and the journal entry is dropped in the transaction that
// records them; removed files are journaled in the transaction that drops their rows and deleted afterwards.
// Whatever a crash leaves behind is swept: journaled files that no row references are deleted.
import type { Db } from '../../database/database.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { FileStorage } from './file-storage.ts';

export interface FileChange<T> {
  /** Keys about to be written by `write`. */
  written?: string[];
  write?: () => Promise<void>;
  /** Records the change; returns its result and the keys of files no longer referenced. */
  commit: (tx: Prisma.TransactionClient) => Promise<{ result: T; removed?: string[] }>;
}

/**
 * Awaits every one of a change's writes before failing with the first error: the clean-up deletes the written keys,
 * and a write still in flight when it ran would land afterwards, an orphan no journal entry names.
 */
export async function settleWrites(writes: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(writes)).find((write) => write.status === 'rejected');
  if (failed) throw failed.reason;
}

export async function commitFileChange<T>(db: Db, storage: FileStorage, change: FileChange<T>): Promise<T> {
  const written = change.written ?? [];
  const pending = written.length ? await db.storedFileJournal.create({ data: { keys: written } }) : null;
  let outcome: { result: T; removed: string[]; journalId: string | null };
  try {
    await change.write?.();
    outcome = await db.$transaction(async (tx) => {
      const { result, removed = [] } = await change.commit(tx);
      if (pending) await tx.storedFileJournal.delete({ where: { id: pending.id } });
      const journal = removed.length ? await tx.storedFileJournal.create({ data: { keys: removed } }) : null;
      return { result, removed, journalId: journal?.id ?? null };
    });
  } catch (error) {
    await storage.delete(written);
    if (pending) await db.storedFileJournal.deleteMany({ where: { id: pending.id } });
    throw error;
  }
  if (outcome.journalId) {
    await storage.delete(outcome.removed);
    await db.storedFileJournal.delete({ where: { id: outcome.journalId } });
  }
  return outcome.result;
}

/** Deletes journaled files that no row references; entries younger than `olderThanMs` may still be in flight. */
export async function sweepFileJournal(
  db: Db,
  storage: FileStorage,
  olderThanMs = 15 * 60_000,
): Promise<number> {
  const entries = await db.storedFileJournal.findMany({
    where: { createdAt: { lt: new Date(Date.now() - olderThanMs) } },
    take: 500,
  });
  let removed = 0;
  for (const entry of entries) {
    const referenced = await referencedKeys(db, entry.keys);
    const orphans = entry.keys.filter((key) => !referenced.has(key));
    await storage.delete(orphans);
    await db.storedFileJournal.delete({ where: { id: entry.id } });
    removed += orphans.length;
  }
  return removed;
}

/** Of these stored files' keys, those a row holds: a photo's file or a storefront image (asset). */
export async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const [photoFiles, assets] = await Promise.all([
    db.photoFile.findMany({ where: { storageKey: { in: keys } }, select: { storageKey: true } }),
    db.asset.findMany({ where: { storageKey: { in: keys } }, select: { storageKey: true } }),
  ]);
  return new Set([...photoFiles, ...assets].map((row) => row.storageKey));
}

/** Whether a row holds this stored file (one statement: the CDN redirect of every public image asks it). */
export async function isReferencedKey(db: Db, key: string): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`
    SELECT 1 FROM "PhotoFile" WHERE "storageKey" = ${key}
    UNION ALL SELECT 1 FROM "Asset" WHERE "storageKey" = ${key} LIMIT 1`;
  return rows.length > 0;
}
