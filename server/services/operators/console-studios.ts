// The operator console's studios: the list (search, filters, keyset pages) and the actions on one studio, each
// written with its audit entry in one transaction.

import { DomainInUseError } from '../../domain/custom-domains.ts';
import { NotFoundError } from '../../domain/errors.ts';
import {
  extendedTrialEnd,
  OperatorActionError,
  type StudioState,
  suspendReason,
} from '../../domain/operator.ts';
import { Prisma, type Studio } from '../../generated/prisma/client.ts';
import { noDomain, setDomainByOperator } from '../domains/custom-domains.ts';
import type { RequestContext } from '../request-context.ts';
import { queueVerificationEmail } from '../studios/sign-up.ts';
import { audited } from './audit.ts';

export type LastSaleFilter = 'WITHIN_7_DAYS' | 'WITHIN_30_DAYS' | 'OLDER_THAN_30_DAYS' | 'NEVER';

export interface StudioFilter {
  /** Part of the name, the address (urlEstudio), the own domain or an admin's e-mail. */
  search?: string | null;
  planCode?: string | null;
  state?: StudioState | null;
  /** Originals stored, as a share of the plan's limit (80: at least 80 %). */
  storageAtLeastPercent?: number | null;
  lastSale?: LastSaleFilter | null;
  /** Paid orders in the last 30 days, at least. */
  minSales30Days?: number | null;
}

export interface ConsoleStudioRow {
  id: string;
  name: string;
  slug: string;
  domain: string | null;
  createdAt: Date;
  planCode: string;
  planName: string;
  planStatus: 'ACTIVE' | 'PENDING';
  trialEndsAt: Date | null;
  suspendedAt: Date | null;
  suspendedReason: string | null;
  highResStorageUsedBytes: bigint;
  highResStorageLimitBytes: bigint;
  lastSaleAt: Date | null;
  sales30Days: number;
}

const day = 24 * 60 * 60_000;

export function encodeStudioCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

function decodeStudioCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? '')) return null;
  return { createdAt, id: id! };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A page of studios, newest first, after `after`; `take` + 1 rows are read to tell whether more follow. The last
 * sale and the sales of 30 days come from the orders' (studioId, paidAt) index, one studio at a time.
 */
export async function listConsoleStudios(
  context: Pick<RequestContext, 'db'>,
  filter: StudioFilter,
  page: { take: number; after?: string | null },
  now = new Date(),
): Promise<{ rows: ConsoleStudioRow[]; hasNextPage: boolean }> {
  const since30 = new Date(now.getTime() - 30 * day);
  const conditions: Prisma.Sql[] = [];
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    conditions.push(Prisma.sql`(lower(s."name") LIKE ${pattern} OR s."slug" LIKE ${pattern}
      OR s."domain" LIKE ${pattern}
      OR EXISTS (SELECT 1 FROM "AdminUser" u WHERE u."studioId" = s."id" AND u."email" LIKE ${pattern}))`);
  }
  if (filter.planCode) conditions.push(Prisma.sql`p."code" = ${filter.planCode}`);
  switch (filter.state) {
    case 'SUSPENDED':
      conditions.push(Prisma.sql`s."suspendedAt" IS NOT NULL`);
      break;
    case 'TRIAL':
      conditions.push(Prisma.sql`s."suspendedAt" IS NULL AND s."trialEndsAt" > ${now}`);
      break;
    case 'PENDING':
    case 'ACTIVE':
      conditions.push(Prisma.sql`s."suspendedAt" IS NULL AND (s."trialEndsAt" IS NULL OR s."trialEndsAt" <= ${now})
        AND s."planStatus" = ${filter.state}::"PlanStatus"`);
      break;
  }
  if (filter.storageAtLeastPercent != null)
    conditions.push(
      Prisma.sql`s."highResStorageUsedBytes" * 100 >= p."highResStorageLimitBytes" * ${filter.storageAtLeastPercent}`,
    );
  switch (filter.lastSale) {
    case 'WITHIN_7_DAYS':
      conditions.push(Prisma.sql`sales."lastSaleAt" >= ${new Date(now.getTime() - 7 * day)}`);
      break;
    case 'WITHIN_30_DAYS':
      conditions.push(Prisma.sql`sales."lastSaleAt" >= ${since30}`);
      break;
    case 'OLDER_THAN_30_DAYS':
      conditions.push(Prisma.sql`sales."lastSaleAt" < ${since30}`);
      break;
    case 'NEVER':
      conditions.push(Prisma.sql`sales."lastSaleAt" IS NULL`);
      break;
  }
  if (filter.minSales30Days != null && filter.minSales30Days > 0)
    conditions.push(Prisma.sql`sales."sales30Days" >= ${filter.minSales30Days}`);
  const cursor = page.after ? decodeStudioCursor(page.after) : null;
  if (cursor)
    conditions.push(Prisma.sql`(s."createdAt", s."id") < (${cursor.createdAt}, ${cursor.id}::uuid)`);
  const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
  const salesOf = Prisma.sql`CROSS JOIN LATERAL (
      SELECT
        (SELECT max(o."paidAt") FROM "Order" o WHERE o."studioId" = s."id" AND o."paidAt" IS NOT NULL) AS "lastSaleAt",
        (SELECT count(*) FROM "Order" o WHERE o."studioId" = s."id" AND o."paidAt" >= ${since30}) AS "sales30Days"
    ) sales`;
  // Without a filter on sales, the page is cut first and only its rows' sales are counted.
  const bySales = Boolean(filter.lastSale) || (filter.minSales30Days ?? 0) > 0;
  const rows = await context.db.$queryRaw<
    (Omit<ConsoleStudioRow, 'sales30Days'> & { sales30Days: bigint })[]
  >`
    SELECT s."id", s."name", s."slug", s."domain", s."createdAt", s."planCode", s."planName",
      s."planStatus", s."trialEndsAt", s."suspendedAt", s."suspendedReason",
      s."highResStorageUsedBytes", s."highResStorageLimitBytes", sales."lastSaleAt", sales."sales30Days"
    FROM (
      SELECT s."id", s."name", s."slug", s."domain", s."createdAt", p."code" AS "planCode", p."name" AS "planName",
        s."planStatus"::text AS "planStatus", s."trialEndsAt", s."suspendedAt", s."suspendedReason",
        s."highResStorageUsedBytes", p."highResStorageLimitBytes"
        ${bySales ? Prisma.sql`, sales."lastSaleAt", sales."sales30Days"` : Prisma.empty}
      FROM "Studio" s
      JOIN "Plan" p ON p."id" = s."planId"
      ${bySales ? salesOf : Prisma.empty}
      ${where}
      ORDER BY s."createdAt" DESC, s."id" DESC
      LIMIT ${page.take + 1}
    ) s
    ${salesOf}
    ORDER BY s."createdAt" DESC, s."id" DESC`;
  return {
    rows: rows.slice(0, page.take).map((row) => ({ ...row, sales30Days: Number(row.sales30Days) })),
    hasNextPage: rows.length > page.take,
  };
}

export async function consoleStudio(context: Pick<RequestContext, 'db'>, studioId: string) {
  return context.db.studio.findUnique({
    where: { id: studioId },
    include: {
      plan: true,
      adminUsers: { select: { email: true, name: true, role: true }, orderBy: { createdAt: 'asc' } },
    },
  });
}

async function studioFor(tx: Prisma.TransactionClient, studioId: string): Promise<Studio> {
  // Locked: two operators acting on one studio record their befores and afters in order.
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Studio" WHERE "id" = ${studioId}::uuid FOR UPDATE`;
  if (!row) throw new NotFoundError('Estúdio não encontrado');
  return tx.studio.findUniqueOrThrow({ where: { id: studioId } });
}

export function changeStudioPlan(context: RequestContext, studioId: string, planCode: string) {
  return audited(context, async (tx) => {
    const studio = await studioFor(tx, studioId);
    const plan = await tx.plan.findUnique({ where: { code: planCode } });
    if (!plan) throw new NotFoundError('Plano não encontrado');
    // A paying studio's plan follows its Mercado Pago subscription: moving it here would charge one plan and give
    // another. The studio changes it in 'Meu plano' (or cancels, and then the operator may move it).
    const subscription = await tx.studioSubscription.findUnique({
      where: { studioId },
      select: { status: true },
    });
    if (subscription && subscription.status !== 'CANCELLED') {
      throw new OperatorActionError(
        "Esta loja paga uma assinatura: a troca de plano é feita pela loja em 'Meu plano'.",
      );
    }
    const before = await tx.plan.findUniqueOrThrow({ where: { id: studio.planId }, select: { code: true } });
    const result = await tx.studio.update({ where: { id: studio.id }, data: { planId: plan.id } });
    return {
      result,
      entry: { action: 'studio.plan', studioId, before: { plan: before.code }, after: { plan: plan.code } },
    };
  });
}

export function extendStudioTrial(context: RequestContext, studioId: string, days: number, now = new Date()) {
  return audited(context, async (tx) => {
    const studio = await studioFor(tx, studioId);
    const trialEndsAt = extendedTrialEnd(studio.trialEndsAt, days, now);
    const result = await tx.studio.update({ where: { id: studio.id }, data: { trialEndsAt } });
    return {
      result,
      entry: {
        action: 'studio.trial.extend',
        studioId,
        before: { trialEndsAt: studio.trialEndsAt },
        after: { trialEndsAt, days },
      },
    };
  });
}

export function suspendStudio(
  context: RequestContext,
  studioId: string,
  typedReason: string,
  now = new Date(),
) {
  const reason = suspendReason(typedReason);
  return audited(context, async (tx) => {
    const studio = await studioFor(tx, studioId);
    if (studio.suspendedAt) throw new OperatorActionError('Esta loja já está suspensa.');
    const result = await tx.studio.update({
      where: { id: studio.id },
      data: { suspendedAt: now, suspendedReason: reason },
    });
    return {
      result,
      entry: {
        action: 'studio.suspend',
        studioId,
        before: { suspendedAt: null, suspendedReason: null },
        after: { suspendedAt: now, suspendedReason: reason },
      },
    };
  });
}

export function reactivateStudio(context: RequestContext, studioId: string) {
  return audited(context, async (tx) => {
    const studio = await studioFor(tx, studioId);
    if (!studio.suspendedAt) throw new OperatorActionError('Esta loja não está suspensa.');
    const result = await tx.studio.update({
      where: { id: studio.id },
      data: { suspendedAt: null, suspendedReason: null },
    });
    return {
      result,
      entry: {
        action: 'studio.reactivate',
        studioId,
        before: { suspendedAt: studio.suspendedAt, suspendedReason: studio.suspendedReason },
        after: { suspendedAt: null, suspendedReason: null },
      },
    };
  });
}

/** Sets the studio's own domain (as verified) or, with null, removes it. */
export async function setStudioDomainByOperator(
  context: RequestContext,
  studioId: string,
  typed: string | null,
) {
  try {
    return await audited(context, async (tx) => {
      const studio = await studioFor(tx, studioId);
      const result =
        typed === null
          ? await tx.studio.update({ where: { id: studio.id }, data: noDomain })
          : await setDomainByOperator(context, tx, studio.id, typed);
      return {
        result,
        entry: {
          action: typed === null ? 'studio.domain.remove' : 'studio.domain.set',
          studioId,
          before: { domain: studio.domain, domainStatus: studio.domainStatus },
          after: { domain: result.domain, domainStatus: result.domainStatus },
        },
      };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      throw new DomainInUseError();
    throw error;
  }
}

/** 'Reenviar e-mail de verificação': the owner's confirmation link again, while the storefront waits for it. */
export function resendStudioVerification(context: RequestContext, studioId: string, now = new Date()) {
  return audited(context, async (tx) => {
    const studio = await studioFor(tx, studioId);
    if (studio.emailVerifiedAt) throw new OperatorActionError('O e-mail desta loja já foi confirmado.');
    await queueVerificationEmail(tx, context, studio.id, now);
    return { result: studio, entry: { action: 'studio.verification.resend', studioId } };
  });
}
