// The operators' audit log: each action writes who, what, on which studio, before and after, in its own transaction.

import { NotFoundError } from '../../domain/errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { RequestContext } from '../request-context.ts';

/** The operator of the context; only reached under the isOperator scope, so a missing one is a bug. */
export function requireOperator(context: Pick<RequestContext, 'viewer'>): string {
  if (context.viewer.kind !== 'operator') throw new NotFoundError('Operador não encontrado');
  return context.viewer.operatorId;
}

/** A value as JSON: big integers (bytes) as strings, dates as ISO text. */
export function asJson(value: unknown): Prisma.InputJsonValue {
  return JSON.parse(
    JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item)),
  ) as Prisma.InputJsonValue;
}

export interface AuditedAction {
  action: string;
  studioId?: string | null;
  subject?: string | null;
  before?: unknown;
  after?: unknown;
}

export async function recordOperatorAction(
  tx: Prisma.TransactionClient,
  context: Pick<RequestContext, 'viewer'>,
  entry: AuditedAction,
): Promise<void> {
  await tx.operatorAuditEntry.create({
    data: {
      operatorId: requireOperator(context),
      action: entry.action,
      studioId: entry.studioId ?? null,
      subject: entry.subject ?? null,
      ...(entry.before !== undefined && { before: asJson(entry.before) }),
      ...(entry.after !== undefined && { after: asJson(entry.after) }),
    },
  });
}

/** Runs an operator action and its audit entry in one transaction: both are written, or neither. */
export function audited<T>(
  context: Pick<RequestContext, 'db' | 'viewer'>,
  work: (tx: Prisma.TransactionClient) => Promise<{ result: T; entry: AuditedAction }>,
): Promise<T> {
  requireOperator(context);
  return context.db.$transaction(async (tx) => {
    const { result, entry } = await work(tx);
    await recordOperatorAction(tx, context, entry);
    return result;
  });
}

/** The audit log, newest first, of every studio or one; keyset pages by (at, id). */
export function auditEntries(
  context: Pick<RequestContext, 'db'>,
  options: { studioId?: string; take: number; before?: { at: Date; id: string } },
) {
  return context.db.operatorAuditEntry.findMany({
    where: {
      ...(options.studioId && { studioId: options.studioId }),
      ...(options.before && {
        OR: [{ at: { lt: options.before.at } }, { at: options.before.at, id: { lt: options.before.id } }],
      }),
    },
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    take: options.take,
    include: { operator: { select: { email: true } }, studio: { select: { slug: true, name: true } } },
  });
}
