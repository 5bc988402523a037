// 'Encerrar a loja': the owner confirms with the password, an export starts at once (its link is e-mailed), and after
// a 30-day grace the studio's rows and stored files are deleted by a job; the owner may cancel during the grace.
import type { Db } from '../../database/database.ts';
import { closesAtFor, isDueForDeletion, StudioClosureError } from '../../domain/studio-closure.ts';
import type { Studio } from '../../generated/prisma/client.ts';
import { enqueueJob, enqueueJobs } from '../../queue/enqueue.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { studioClosingRequestedEmail } from '../mail/templates/studio-export.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import { type Stores, storageFor } from '../storage/archive-storage.ts';
import { platformAddress } from '../studio-links.ts';
import { requestStudioExport } from './studio-export.ts';

/** The signed-in member, who must be the studio's owner (exports and closing hold every customer's data). */
export async function requireOwner(context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>) {
  const studio = requireStudio(context);
  const viewer = context.viewer;
  const user =
    viewer.kind === 'admin'
      ? await context.db.adminUser.findFirst({ where: { id: viewer.userId, studioId: studio.id } })
      : null;
  if (user?.role !== 'OWNER') throw new StudioClosureError(StudioClosureError.onlyOwner);
  return { studio, user };
}

const ownerChecks = new WeakMap<object, Promise<boolean>>();

/** Whether the request's viewer is the studio's owner (asked once per request). */
export function viewerIsOwner(context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>): Promise<boolean> {
  let check = ownerChecks.get(context);
  if (!check) {
    check = requireOwner(context).then(
      () => true,
      () => false,
    );
    ownerChecks.set(context, check);
  }
  return check;
}

/** 'Exportar dados': an export for the signed-in owner, e-mailed when ready. */
export async function exportStudioData(context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>) {
  const { studio, user } = await requireOwner(context);
  return context.db.$transaction((tx) => requestStudioExport(tx, studio, user.email));
}

/** Asks for the studio's closing: password checked, export started, 30 days of grace, the owner e-mailed. */
export async function requestStudioClosure(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer' | 'config'>,
  password: string,
  now = new Date(),
): Promise<Studio> {
  const { studio, user } = await requireOwner(context);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new StudioClosureError(StudioClosureError.wrongPassword);
  return context.db.$transaction(async (tx) => {
    const closesAt = closesAtFor(now);
    const { count } = await tx.studio.updateMany({
      where: { id: studio.id, closeRequestedAt: null },
      data: { closeRequestedAt: now, closesAt },
    });
    if (!count) throw new StudioClosureError(StudioClosureError.alreadyRequested);
    // An export already running for the owner serves as the closing's: its link is e-mailed just the same.
    const running = await tx.studioExport.findFirst({ where: { studioId: studio.id, status: 'PENDING' } });
    if (running) await tx.studioExport.update({ where: { id: running.id }, data: { forClosing: true } });
    else await requestStudioExport(tx, studio, user.email, { forClosing: true, now });
    const content = studioClosingRequestedEmail({
      studioName: studio.name,
      closesAt,
      link: `${platformAddress(context.config, studio.slug)}/adm/configuracoes/exportar-dados`,
    });
    await enqueueEmail(tx, {
      studioId: studio.id,
      kind: 'studio-closing-requested',
      to: user.email,
      ...content,
    });
    return tx.studio.findUniqueOrThrow({ where: { id: studio.id } });
  });
}

/** Cancels a closing during its grace: the studio goes on as before. */
export async function cancelStudioClosure(context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>) {
  const { studio } = await requireOwner(context);
  const { count } = await context.db.studio.updateMany({
    where: { id: studio.id, closeRequestedAt: { not: null } },
    data: { closeRequestedAt: null, closesAt: null },
  });
  if (!count) throw new StudioClosureError(StudioClosureError.notRequested);
  return context.db.studio.findUniqueOrThrow({ where: { id: studio.id } });
}

/** The hourly job: queues the deletion of every studio whose grace is over. */
export async function queueDueClosures(db: Db, now = new Date()): Promise<number> {
  const due = await db.studio.findMany({
    where: { closeRequestedAt: { not: null }, closesAt: { lte: now } },
    select: { id: true },
  });
  if (due.length)
    await db.$transaction((tx) =>
      enqueueJobs(
        tx,
        'studio-delete',
        due.map((studio) => ({ data: { studioId: studio.id }, singletonKey: studio.id })),
      ),
    );
  return due.length;
}

/** Stored keys of a studio's rows, a page at a time (photos' files, storefront images, exports). */
async function* storedKeysOf(db: Db, studioId: string): AsyncGenerator<string[]> {
  const page = 1000;
  for (const table of ['PhotoFile', 'Asset', 'StudioExport'] as const) {
    let after = '';
    for (;;) {
      const rows = await db.$queryRawUnsafe<{ id: string; storageKey: string | null }[]>(
        `SELECT "id"::text AS "id", "storageKey" FROM "${table}" WHERE "studioId" = $1::uuid AND "id"::text > $2 ORDER BY "id" LIMIT ${page}`,
        studioId,
        after,
      );
      const keys = rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
      if (keys.length) yield keys;
      if (rows.length < page) break;
      after = rows[rows.length - 1]!.id;
    }
  }
}

/**
 * The studio-delete job: every stored file of the studio, then every row (one transaction; the studio's foreign keys
 * cascade, and the rows that only name it are removed by hand). Files go first so that a crash leaves rows to find
 * them by: the job runs again. Does nothing when the closing was cancelled or its grace is not over.
 */
export async function deleteClosedStudio(
  context: { db: Db; services: Stores },
  studioId: string,
  now = new Date(),
): Promise<boolean> {
  const { db } = context;
  // Archived events' originals go from the archive storage too.
  const storage = storageFor(context.services);
  const studio = await db.studio.findUnique({ where: { id: studioId } });
  if (!studio || !isDueForDeletion(studio, now)) return false;
  const folders = [`originais/${studio.id}`, `estaticos/estudios/${studio.slug}`, `exportacoes/${studio.id}`];
  for await (const keys of storedKeysOf(db, studio.id)) await storage.delete(keys);
  for (const folder of folders) await storage.deleteFolder(folder);
  await db.$transaction(async (tx) => {
    // Payment notifications outlive a studio otherwise (SET NULL keeps them for audit); rate counters name it.
    await tx.paymentNotification.deleteMany({ where: { studioId: studio.id } });
    await tx.rateLimitBucket.deleteMany({ where: { key: { contains: studio.id } } });
    await tx.studio.delete({ where: { id: studio.id } });
  });
  // Whatever an upload wrote while the rows were being deleted.
  for (const folder of folders) await storage.deleteFolder(folder);
  return true;
}

/** Queues the studio-delete job of a studio now (tests, and the operator once a console acts on closings). */
export function queueStudioDeletion(db: Db, studioId: string) {
  return db.$transaction((tx) => enqueueJob(tx, 'studio-delete', { studioId }, { singletonKey: studioId }));
}
