// The operator console's reads: one root field, operatorConsole, whose every field needs an operator session.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { givenUpEmails } from '../../services/mail/outbox.ts';
import { auditEntries, requireOperator } from '../../services/operators/audit.ts';
import { listPlans } from '../../services/operators/console-plans.ts';
import {
  consoleStudio,
  encodeStudioCursor,
  listConsoleStudios,
} from '../../services/operators/console-studios.ts';
import { failedJobs, stalePendingPayments } from '../../services/operators/needs-a-hand.ts';
import { platformFigures } from '../../services/operators/platform-figures.ts';
import {
  AuditEntryRef,
  ConsolePlanRef,
  ConsoleStudioRef,
  type ConsoleStudioShape,
  FailedJobRef,
  GivenUpEmailRef,
  PlatformFiguresRef,
  StalePaymentRef,
  StudioStateRef,
} from './types.ts';

const operatorOnly = { isOperator: true } as const;

/** The row id of a console global id of `type` (a bare UUID is taken too), or the nil UUID. */
export function consoleRowId(id: string, type: string): string {
  try {
    const decoded = decodeGlobalID(id);
    return decoded.typename === type ? uuidOrNil(decoded.id) : uuidOrNil('');
  } catch {
    return uuidOrNil(id);
  }
}

const LastSaleFilterRef = builder.enumType('LastSaleFilter', {
  values: ['WITHIN_7_DAYS', 'WITHIN_30_DAYS', 'OLDER_THAN_30_DAYS', 'NEVER'] as const,
});

const ConsoleStudioFilter = builder.inputType('ConsoleStudioFilter', {
  fields: (t) => ({
    search: t.string({ validate: z.string().max(200) }),
    planCode: t.string({ validate: z.string().max(100) }),
    state: t.field({ type: StudioStateRef }),
    storageAtLeastPercent: t.int({ validate: z.number().int().min(0).max(1000) }),
    lastSale: t.field({ type: LastSaleFilterRef }),
    minSales30Days: t.int({ validate: z.number().int().min(0).max(1_000_000) }),
  }),
});

const pageMax = 100;

/** One studio with what its console page shows: plan, sales, admins. */
export async function consoleStudioShape(
  context: Pick<Context, 'db'>,
  studioId: string,
): Promise<ConsoleStudioShape | null> {
  const studio = await consoleStudio(context, studioId);
  if (!studio) return null;
  const [sales] = await context.db.$queryRaw<{ last: Date | null; recent: bigint }[]>`
    SELECT max("paidAt") AS last, count(*) FILTER (WHERE "paidAt" >= now() - interval '30 days') AS recent
    FROM "Order" WHERE "studioId" = ${studio.id}::uuid AND "paidAt" IS NOT NULL`;
  return {
    ...studio,
    planCode: studio.plan.code,
    planName: studio.plan.name,
    highResStorageLimitBytes: studio.plan.highResStorageLimitBytes,
    lastSaleAt: sales?.last ?? null,
    sales30Days: Number(sales?.recent ?? 0),
    adminEmails: studio.adminUsers.map((user) => user.email),
  };
}

const OperatorConsoleRef = builder.objectRef<{ operatorId: string }>('OperatorConsole').implement({
  description: "The platform operator's console (/plataforma).",
  authScopes: operatorOnly,
  fields: (t) => ({
    operatorEmail: t.string({
      resolve: async (root, _args, context) =>
        (await context.db.operator.findUniqueOrThrow({ where: { id: root.operatorId } })).email,
    }),
    studios: t.connection({
      type: ConsoleStudioRef,
      args: { filter: t.arg({ type: ConsoleStudioFilter }) },
      resolve: async (_root, args, context) => {
        const take = Math.min(Math.max(args.first ?? 25, 1), pageMax);
        const { rows, hasNextPage } = await listConsoleStudios(context, args.filter ?? {}, {
          take,
          after: args.after ?? null,
        });
        const edges = rows.map((row) => ({ cursor: encodeStudioCursor(row), node: row }));
        return {
          edges,
          pageInfo: {
            hasNextPage,
            hasPreviousPage: Boolean(args.after),
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        };
      },
    }),
    studio: t.field({
      type: ConsoleStudioRef,
      nullable: true,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, context) =>
        consoleStudioShape(context, consoleRowId(String(args.id), 'ConsoleStudio')),
    }),
    plans: t.field({ type: [ConsolePlanRef], resolve: (_root, _args, context) => listPlans(context) }),
    figures: t.field({
      type: PlatformFiguresRef,
      resolve: (_root, _args, context) => platformFigures(context),
    }),
    failedJobs: t.field({ type: [FailedJobRef], resolve: (_root, _args, context) => failedJobs(context) }),
    givenUpEmails: t.field({
      type: [GivenUpEmailRef],
      resolve: (_root, _args, context) => givenUpEmails(context.db, { limit: 100 }),
    }),
    stalePayments: t.field({
      type: [StalePaymentRef],
      description: 'Payments pending for more than a day, oldest first.',
      resolve: (_root, _args, context) => stalePendingPayments(context),
    }),
    auditLog: t.connection({
      type: AuditEntryRef,
      args: { studioId: t.arg.id() },
      resolve: async (_root, args, context) => {
        const take = Math.min(Math.max(args.first ?? 50, 1), pageMax);
        const before = args.after ? decodeAuditCursor(args.after) : undefined;
        const rows = await auditEntries(context, {
          take: take + 1,
          ...(args.studioId && { studioId: consoleRowId(String(args.studioId), 'ConsoleStudio') }),
          ...(before && { before }),
        });
        const edges = rows.slice(0, take).map((row) => ({ cursor: encodeAuditCursor(row), node: row }));
        return {
          edges,
          pageInfo: {
            hasNextPage: rows.length > take,
            hasPreviousPage: Boolean(args.after),
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
        };
      },
    }),
  }),
});

function encodeAuditCursor(row: { at: Date; id: string }): string {
  return Buffer.from(`${row.at.toISOString()}|${row.id}`).toString('base64url');
}

function decodeAuditCursor(cursor: string): { at: Date; id: string } | undefined {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at ?? '');
  return Number.isNaN(date.getTime()) ? undefined : { at: date, id: uuidOrNil(id ?? '') };
}

builder.queryField('operatorConsole', (t) =>
  t.field({
    type: OperatorConsoleRef,
    authScopes: operatorOnly,
    resolve: (_root, _args, context) => ({ operatorId: requireOperator(context) }),
  }),
);
