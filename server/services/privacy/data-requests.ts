// A customer's LGPD requests to a studio (domain/data-requests.ts): asked on the storefront and confirmed from the
// e-mail, or opened by the studio in /adm; a copy is written by a job and offered by a signed 7-day link, a deletion
// waits for the studio (it may have deliveries in course) and is done by the platform 2 days before the law's
// deadline if nobody acted. The data itself is read and erased by customer-export.ts and customer-erasure.ts.
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../database/database.ts';
import { dayOf } from '../../domain/calendar.ts';
import {
  automaticDeletionDueBy,
  confirmExpiresAt,
  DataRequestError,
  type DataRequestKind,
  DataRequestLinkError,
  dataRequestDecision,
  dataRequestDueAt,
  dataRequestMessages,
  dataRequestPolicy,
  fileExpiresAt,
  mayCarryOut,
  mayConfirm,
  purgedOnceSentKind,
  sameEmail,
} from '../../domain/data-requests.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { maskEmail, normaliseSubject } from '../../domain/privacy.ts';
import type { DataRequest, Prisma, Studio } from '../../generated/prisma/client.ts';
import { enqueueJob } from '../../queue/enqueue.ts';
import type { JobPayloads } from '../../queue/queues.ts';
import { hashToken, newToken, tokenPrefixes } from '../auth/tokens.ts';
import { countFailure } from '../limits/rate-limit.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import {
  dataRequestConfirmationEmail,
  dataRequestDeletionDoneEmail,
  dataRequestExportReadyEmail,
} from '../mail/templates/data-requests.ts';
import { dataRequestPagePath } from '../mail/templates/html.ts';
import { isOrderArchiveLinkCode, orderArchiveLinkCode } from '../orders/order-archive.ts';
import { memberIdOf, type RequestContext, requireStudio } from '../request-context.ts';
import type { Services } from '../services.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { platformAddress } from '../studio-links.ts';
import { eraseCustomerData } from './customer-erasure.ts';
import { type DataSubject, findSubjectRows, writeCustomerExportZip } from './customer-export.ts';

export const dataRequestNotFoundMessage = 'Pedido não encontrado ou arquivo expirado';

type Subject = { email: string; cpf?: string | null };

export function dataRequestStorageKey(studioId: string, requestId: string): string {
  return `privacidade/${studioId}/${requestId}.zip`;
}

/** The storefront page that confirms a request: the link of the confirmation e-mail. */
export function confirmationLink(storefrontUrl: string, token: string): string {
  return `${storefrontUrl}${dataRequestPagePath}/confirmar?codigo=${encodeURIComponent(token)}`;
}

/** Whom a request is about: by e-mail; the CPF only when the studio typed it (a customer's is not proof of anything). */
function subjectOf(row: Pick<DataRequest, 'studioId' | 'email' | 'cpf' | 'source'>): DataSubject {
  return {
    studioId: row.studioId,
    email: row.email,
    ...(row.source === 'STUDIO' && row.cpf && { cpf: row.cpf }),
  };
}

/** The studio's name, accent and logo, as its e-mails show them. */
async function studioFrame(db: Db, studio: Pick<Studio, 'name' | 'accentColor' | 'logoId'>, address: string) {
  const logo = studio.logoId
    ? await db.asset.findUnique({ where: { id: studio.logoId }, select: { storageKey: true } })
    : null;
  return {
    studioName: studio.name,
    accentColor: studio.accentColor,
    logoUrl: logo ? `${address}/api/${logo.storageKey}` : null,
  };
}

function newRow(
  studioId: string,
  subject: { email: string; cpf: string },
  kind: DataRequestKind,
  now: Date,
): Prisma.DataRequestUncheckedCreateInput {
  return {
    studioId,
    kind,
    email: subject.email,
    cpf: subject.cpf,
    emailHint: maskEmail(subject.email),
    requestedAt: now,
    dueAt: dataRequestDueAt(now),
    source: 'CUSTOMER',
  };
}

// --- The storefront ---------------------------------------------------------------------------------------------

/**
 * 'Meus dados': records the request and e-mails its one-time confirmation link (valid 48 hours), whether or not
 * the address has data here; past the limits nothing is recorded or sent (the asker hears the same). Answers the
 * request, or null when silenced.
 */
export async function askForDataRequest(
  context: Pick<RequestContext, 'db' | 'studio' | 'clientAddress'>,
  input: Subject & { kind: DataRequestKind; storefrontUrl: string },
  now = new Date(),
): Promise<DataRequest | null> {
  const { db } = context;
  const studio = requireStudio(context);
  const subject = normaliseSubject(input);
  // The counter's key holds a digest: a counter must not keep the address a deletion would have to find.
  const decision = dataRequestDecision({
    clientAddress: await countFailure(
      db,
      `data-request-address:${context.clientAddress}`,
      dataRequestPolicy.clientAddressWindowMs,
      now,
    ),
    email: await countFailure(
      db,
      `data-request:${studio.id}:${hashToken(subject.email)}`,
      dataRequestPolicy.emailWindowMs,
      now,
    ),
  });
  if (decision === 'silent') return null;
  const token = newToken(tokenPrefixes.dataRequest);
  const expiresAt = confirmExpiresAt(now);
  const content = dataRequestConfirmationEmail({
    ...(await studioFrame(db, studio, input.storefrontUrl)),
    kind: input.kind,
    link: confirmationLink(input.storefrontUrl, token),
    expiresAt,
  });
  return db.$transaction(async (tx) => {
    const row = await tx.dataRequest.create({
      data: {
        ...newRow(studio.id, subject, input.kind, now),
        confirmTokenHash: hashToken(token),
        confirmExpiresAt: expiresAt,
      },
    });
    await enqueueEmail(tx, {
      studioId: studio.id,
      kind: 'data-request-confirmation',
      to: subject.email,
      ...content,
    });
    return row;
  });
}

/** The confirmation link, opened on the storefront: the request is CONFIRMED (once); a copy starts at once. */
export async function confirmDataRequest(
  context: Pick<RequestContext, 'db' | 'studio'>,
  input: { token: string; storefrontUrl: string },
  now = new Date(),
): Promise<DataRequest> {
  const { db } = context;
  const studio = requireStudio(context);
  const row = await db.dataRequest.findFirst({
    where: { studioId: studio.id, confirmTokenHash: hashToken(input.token.trim()) },
  });
  if (!row || !mayConfirm(row, now)) throw new DataRequestLinkError();
  return db.$transaction(async (tx) => {
    const confirmed = await tx.dataRequest.updateMany({
      where: { id: row.id, status: 'AWAITING_CONFIRMATION' },
      data: { status: 'CONFIRMED', confirmedAt: now, confirmTokenHash: null },
    });
    if (!confirmed.count) throw new DataRequestLinkError();
    if (row.kind === 'EXPORT')
      await enqueueJob(
        tx,
        'data-request',
        { requestId: row.id, storefrontUrl: input.storefrontUrl },
        { singletonKey: row.id },
      );
    return { ...row, status: 'CONFIRMED' as const, confirmedAt: now, confirmTokenHash: null };
  });
}

// --- /adm -------------------------------------------------------------------------------------------------------

/** An e-mail is needed to act: the search by CPF alone only finds which e-mails it was used with. */
function requireEmail(subject: { email: string; cpf: string }) {
  if (!subject.email) throw new DataRequestError('Informe o e-mail do cliente.');
  return subject;
}

/** 'Exportar dados' of a customer in /adm: no confirmation (the studio answers for it); the link shows in /adm. */
export async function startStudioExport(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>,
  input: Subject,
  now = new Date(),
): Promise<DataRequest> {
  const studio = requireStudio(context);
  const subject = requireEmail(normaliseSubject(input));
  return context.db.$transaction(async (tx) => {
    const row = await tx.dataRequest.create({
      data: {
        ...newRow(studio.id, subject, 'EXPORT', now),
        source: 'STUDIO',
        status: 'CONFIRMED',
        confirmedAt: now,
        handledById: memberIdOf(context.viewer),
      },
    });
    await enqueueJob(tx, 'data-request', { requestId: row.id }, { singletonKey: row.id });
    return row;
  });
}

/** 'Excluir dados' of a customer in /adm, after typing the customer's e-mail again: done at once by a job. */
export async function startStudioDeletion(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>,
  input: Subject & { typedEmail: string; storefrontUrl: string },
  now = new Date(),
): Promise<DataRequest> {
  const studio = requireStudio(context);
  const subject = requireEmail(normaliseSubject(input));
  if (!sameEmail(input.typedEmail, subject.email))
    throw new DataRequestError(dataRequestMessages.emailMismatch);
  return context.db.$transaction(async (tx) => {
    const row = await tx.dataRequest.create({
      data: {
        ...newRow(studio.id, subject, 'DELETION', now),
        source: 'STUDIO',
        status: 'PROCESSING',
        confirmedAt: now,
        startedAt: now,
        handledById: memberIdOf(context.viewer),
      },
    });
    await enqueueJob(
      tx,
      'data-request',
      { requestId: row.id, storefrontUrl: input.storefrontUrl },
      { singletonKey: row.id },
    );
    return row;
  });
}

/** 'Excluir agora' on a customer's confirmed deletion (or one that failed), after typing its e-mail again. */
export async function carryOutDataRequest(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>,
  input: { requestId: string; typedEmail: string; storefrontUrl: string },
  now = new Date(),
): Promise<DataRequest> {
  const studio = requireStudio(context);
  const row = await context.db.dataRequest.findFirst({ where: { id: input.requestId, studioId: studio.id } });
  if (!row) throw new NotFoundError('Pedido não encontrado');
  if (!mayCarryOut(row)) throw new DataRequestError(dataRequestMessages.notCarriable);
  if (!sameEmail(input.typedEmail, row.email)) throw new DataRequestError(dataRequestMessages.emailMismatch);
  return context.db.$transaction(async (tx) => {
    const started = await tx.dataRequest.updateMany({
      where: { id: row.id, status: { in: ['CONFIRMED', 'FAILED'] } },
      data: { status: 'PROCESSING', startedAt: now, error: null, handledById: memberIdOf(context.viewer) },
    });
    if (!started.count) throw new DataRequestError(dataRequestMessages.notCarriable);
    await enqueueJob(
      tx,
      'data-request',
      { requestId: row.id, storefrontUrl: input.storefrontUrl },
      { singletonKey: row.id },
    );
    return { ...row, status: 'PROCESSING' as const, startedAt: now };
  });
}

/** What the studio holds about a customer, in counts (the search of /privacidade), and the e-mails a CPF was used with. */
export async function customerDataOverview(context: Pick<RequestContext, 'db' | 'studio'>, input: Subject) {
  const { db } = context;
  const studio = requireStudio(context);
  const subject = normaliseSubject(input);
  const byCpf = subject.cpf
    ? await Promise.all([
        db.order.findMany({
          where: { studioId: studio.id, customerCpf: subject.cpf, customerEmail: { not: '' } },
          distinct: ['customerEmail'],
          select: { customerEmail: true },
          take: 20,
        }),
        db.gallerySession.findMany({
          where: { studioId: studio.id, cpf: subject.cpf, email: { not: '' } },
          distinct: ['email'],
          select: { email: true },
          take: 20,
        }),
      ])
    : [[], []];
  const emailsOfCpf = [
    ...new Set([
      ...byCpf[0].map((row) => row.customerEmail.toLowerCase()),
      ...byCpf[1].map((row) => row.email.toLowerCase()),
    ]),
  ].sort();
  if (!subject.email) return { email: '', cpf: subject.cpf, emailsOfCpf, counts: null };
  const rows = await findSubjectRows(db, { studioId: studio.id, email: subject.email, cpf: subject.cpf });
  const [paidOrders, favorites] = await Promise.all([
    db.order.count({ where: { id: { in: rows.orderIds }, paidAt: { not: null } } }),
    db.favoritePhoto.count({ where: { sessionId: { in: rows.sessionIds } } }),
  ]);
  return {
    email: subject.email,
    cpf: subject.cpf,
    emailsOfCpf,
    counts: {
      orders: rows.orderIds.length,
      paidOrders,
      sessions: rows.sessionIds.length,
      carts: rows.cartIds.length,
      favorites,
      photoAlerts: rows.alertIds.length,
      cartReminders: rows.reminderIds.length + rows.optOutIds.length,
      invitations: rows.invitationIds.length,
      consents: rows.consentIds.length,
      emails: rows.emailIds.length,
    },
    requestIds: rows.dataRequestIds,
  };
}

export type CustomerDataOverview = Awaited<ReturnType<typeof customerDataOverview>>;

// --- The copy's link ----------------------------------------------------------------------------------------------

/** The signed download address of a done copy, valid until its file expires (relative: the studio's own host). */
export function dataRequestDownloadPath(
  services: Pick<Services, 'secrets'>,
  row: Pick<DataRequest, 'id' | 'fileExpiresAt' | 'storageKey'>,
  now = new Date(),
): string | null {
  if (!row.storageKey || !row.fileExpiresAt || row.fileExpiresAt <= now) return null;
  const seconds = Math.floor((row.fileExpiresAt.getTime() - now.getTime()) / 1000);
  const code = orderArchiveLinkCode(services.secrets, row.id, seconds, 'data-request-link');
  return `/api/privacidade/solicitacoes/${row.id}/dados.zip?link=${code}`;
}

export function isDataRequestLinkCode(
  services: Pick<Services, 'secrets'>,
  requestId: string,
  code: string | null,
): boolean {
  return isOrderArchiveLinkCode(services.secrets, requestId, code, 'data-request-link');
}

/** The done, unexpired copy of this studio, or NotFoundError. */
export async function downloadableDataRequest(db: Db, studio: Pick<Studio, 'id' | 'slug'>, id: string) {
  const row = await db.dataRequest.findFirst({
    where: { id, studioId: studio.id, kind: 'EXPORT', status: 'DONE', fileExpiresAt: { gt: new Date() } },
  });
  if (!row?.storageKey) throw new NotFoundError(dataRequestNotFoundMessage);
  return {
    storageKey: row.storageKey,
    fileName: `meus-dados-${studio.slug}-${dayOf(row.completedAt ?? row.requestedAt)}.zip`,
    mimeType: 'application/zip',
  };
}

// --- The jobs -----------------------------------------------------------------------------------------------------

export interface DataRequestJobContext {
  db: Db;
  config: Pick<AppConfig, 'platformDomain' | 'publicUrl'>;
  services: { storage: FileStorage; secrets: Services['secrets'] };
  log: (line: string) => void;
}

/** The data-request job: writes a confirmed copy, or carries out a deletion the studio (or the deadline) started. */
export async function runDataRequest(
  context: DataRequestJobContext,
  { requestId, storefrontUrl }: JobPayloads['data-request'],
): Promise<void> {
  const row = await context.db.dataRequest.findUnique({
    where: { id: requestId },
    include: { studio: true },
  });
  if (!row?.email) return;
  const address = storefrontUrl || platformAddress(context.config, row.studio.slug);
  if (row.kind === 'EXPORT') await writeCopy(context, row, address);
  else await carryOutDeletion(context, row, address);
}

type RowWithStudio = DataRequest & { studio: Studio };

async function writeCopy(context: DataRequestJobContext, row: RowWithStudio, address: string) {
  const { db, services } = context;
  if (row.status !== 'CONFIRMED' && row.status !== 'PROCESSING') return;
  await db.dataRequest.update({
    where: { id: row.id },
    data: { status: 'PROCESSING', startedAt: new Date() },
  });
  const storageKey = dataRequestStorageKey(row.studioId, row.id);
  let sizeBytes: number;
  try {
    ({ sizeBytes } = await writeCustomerExportZip(
      { db, storage: services.storage },
      storageKey,
      subjectOf(row),
    ));
  } catch (error) {
    context.log(`Data request ${row.id}: the copy failed: ${String(error)}`);
    await db.dataRequest.update({
      where: { id: row.id },
      data: {
        status: 'FAILED',
        error: 'Não foi possível gerar o arquivo. Exporte os dados de novo em /adm.',
      },
    });
    return;
  }
  const completedAt = new Date();
  const expiresAt = fileExpiresAt(completedAt);
  const path = dataRequestDownloadPath(
    services,
    { id: row.id, storageKey, fileExpiresAt: expiresAt },
    completedAt,
  );
  const content =
    row.source === 'CUSTOMER'
      ? dataRequestExportReadyEmail({
          ...(await studioFrame(db, row.studio, address)),
          link: `${address}${path}`,
          expiresAt,
        })
      : null;
  await db.$transaction(async (tx) => {
    await tx.dataRequest.update({
      where: { id: row.id },
      data: {
        status: 'DONE',
        completedAt,
        storageKey,
        sizeBytes: BigInt(sizeBytes),
        fileExpiresAt: expiresAt,
        error: null,
      },
    });
    if (content)
      await enqueueEmail(tx, {
        studioId: row.studioId,
        kind: 'data-request-export-ready',
        to: row.email,
        ...content,
      });
  });
}

async function carryOutDeletion(context: DataRequestJobContext, row: RowWithStudio, address: string) {
  const { db, services } = context;
  if (row.status !== 'CONFIRMED' && row.status !== 'PROCESSING') return;
  if (row.status === 'CONFIRMED')
    await db.dataRequest.update({
      where: { id: row.id },
      data: { status: 'PROCESSING', startedAt: new Date() },
    });
  // The person's earlier copies are personal data too: their files go with the rest.
  const copies = await db.dataRequest.findMany({
    where: { studioId: row.studioId, email: row.email, kind: 'EXPORT', storageKey: { not: null } },
    select: { id: true, storageKey: true },
  });
  let summary: Awaited<ReturnType<typeof eraseCustomerData>>;
  try {
    summary = await eraseCustomerData(db, subjectOf(row), { keepRequestId: row.id });
  } catch (error) {
    context.log(`Data request ${row.id}: the deletion failed: ${String(error)}`);
    await db.dataRequest.update({
      where: { id: row.id },
      data: { status: 'FAILED', error: 'A exclusão não foi concluída. Tente de novo em /adm.' },
    });
    return;
  }
  if (copies.length) await services.storage.delete(copies.map((copy) => copy.storageKey!));
  const content =
    row.source === 'CUSTOMER'
      ? dataRequestDeletionDoneEmail({
          ...(await studioFrame(db, row.studio, address)),
          storefrontUrl: address,
        })
      : null;
  await db.$transaction(async (tx) => {
    await tx.dataRequest.updateMany({
      where: { id: { in: copies.map((copy) => copy.id) } },
      data: { storageKey: null, fileExpiresAt: null },
    });
    await tx.dataRequest.update({
      where: { id: row.id },
      data: { status: 'DONE', completedAt: new Date(), summary, email: '', cpf: '', error: null },
    });
    // Sent, then purged of its address and bodies by the outbox (purgedOnceSentKind).
    if (content)
      await enqueueEmail(tx, { studioId: row.studioId, kind: purgedOnceSentKind, to: row.email, ...content });
  });
}

/**
 * The hourly deadlines: requests not confirmed in 48 hours lapse (keeping only the e-mail's hint); confirmed
 * deletions nobody carried out are started 2 days before the law's deadline; copies past their 7 days are removed.
 */
export async function runDataRequestDeadlines(
  context: Pick<DataRequestJobContext, 'db' | 'services'>,
  now = new Date(),
): Promise<{ lapsed: number; started: number; removed: number }> {
  const { db, services } = context;
  const lapsed = await db.dataRequest.updateMany({
    where: { status: 'AWAITING_CONFIRMATION', confirmExpiresAt: { lte: now } },
    data: { status: 'CANCELLED', confirmTokenHash: null, email: '', cpf: '' },
  });
  const due = await db.dataRequest.findMany({
    where: { kind: 'DELETION', status: 'CONFIRMED', dueAt: { lte: automaticDeletionDueBy(now) } },
    select: { id: true },
    orderBy: { dueAt: 'asc' },
    take: 200,
  });
  let started = 0;
  for (const row of due) {
    started += await db.$transaction(async (tx) => {
      const moved = await tx.dataRequest.updateMany({
        where: { id: row.id, status: 'CONFIRMED' },
        data: { status: 'PROCESSING', startedAt: now },
      });
      if (moved.count) await enqueueJob(tx, 'data-request', { requestId: row.id }, { singletonKey: row.id });
      return moved.count;
    });
  }
  const expired = await db.dataRequest.findMany({
    where: { storageKey: { not: null }, fileExpiresAt: { lte: now } },
    select: { id: true, storageKey: true },
    take: 1000,
  });
  if (expired.length) {
    await services.storage.delete(expired.map((row) => row.storageKey!));
    await db.dataRequest.updateMany({
      where: { id: { in: expired.map((row) => row.id) } },
      data: { storageKey: null },
    });
  }
  return { lapsed: lapsed.count, started, removed: expired.length };
}
