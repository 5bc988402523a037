// A customer's LGPD requests as /adm 'Privacidade e LGPD' reads them: the studio's requests with their dates (the
// law's 15-day answer), a copy's signed link, a deletion's summary; and the search of what the studio holds about a
// customer by e-mail or CPF.
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { automaticDeletionAt, isOverdue } from '../../domain/data-requests.ts';
import { memberLabel } from '../../domain/photographers.ts';
import { isValidCpf } from '../../domain/text-rules.ts';
import { DataRequestKind, DataRequestSource, DataRequestStatus } from '../../generated/prisma/enums.ts';
import { byRole } from '../../role-gate.ts';
import {
  type CustomerDataOverview,
  customerDataOverview,
  dataRequestDownloadPath,
} from '../../services/privacy/data-requests.ts';
import { inStudio, studioIdOf } from '../node/tenant-where.ts';
import { StudioRef } from '../studio/types.ts';

export const DataRequestKindEnum = builder.enumType(DataRequestKind, {
  name: 'DataRequestKind',
  description: 'EXPORT: a copy of the data (JSON and HTML in a ZIP); DELETION: erased, orders anonymised.',
});

const DataRequestStatusEnum = builder.enumType(DataRequestStatus, {
  name: 'DataRequestStatus',
  description:
    'AWAITING_CONFIRMATION (the customer has 48 hours to open the e-mailed link), CONFIRMED, PROCESSING, DONE, ' +
    'FAILED, CANCELLED (not confirmed in time).',
});

const DataRequestSourceEnum = builder.enumType(DataRequestSource, {
  name: 'DataRequestSource',
  description: 'CUSTOMER: asked on the storefront; STUDIO: opened by a member in /adm.',
});

const SummaryLineRef = builder
  .objectRef<{ table: string; count: number }>('DataRequestSummaryLine')
  .implement({
    description: 'Rows of one kind a deletion handled.',
    fields: (t) => ({ table: t.exposeString('table'), count: t.exposeInt('count') }),
  });

export const DataRequestRef = builder.prismaNode('DataRequest', {
  id: { field: 'id' },
  findUnique: inStudio,
  nullable: true,
  authScopes: { adminCan: 'DataRequest' },
  description: "A data subject's request (LGPD art. 18) to the studio, logged with its dates.",
  fields: (t) => ({
    kind: t.expose('kind', { type: DataRequestKindEnum }),
    status: t.expose('status', { type: DataRequestStatusEnum }),
    source: t.expose('source', { type: DataRequestSourceEnum }),
    email: t.exposeString('email', {
      description: "Whose data (lower case); '' once a deletion is done or the request lapsed unconfirmed.",
    }),
    emailHint: t.exposeString('emailHint', {
      description: 'The e-mail masked ("j***@g***.com"), kept for good.',
    }),
    cpf: t.exposeString('cpf', {
      description:
        "The CPF's digits given with it ('' when none). A customer's is not used by itself: the studio searches it.",
    }),
    requestedAt: t.expose('requestedAt', { type: 'DateTime' }),
    confirmedAt: t.expose('confirmedAt', { type: 'DateTime', nullable: true }),
    dueAt: t.expose('dueAt', {
      type: 'DateTime',
      description: 'The law’s answer time: 15 days after it was asked.',
    }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    overdue: t.boolean({
      description: 'Not answered and past dueAt.',
      select: { status: true, dueAt: true },
      resolve: (row) => isOverdue(row, new Date()),
    }),
    automaticDeletionAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'A confirmed deletion nobody carried out is done by the platform then (2 days before dueAt).',
      select: { kind: true, status: true, dueAt: true },
      resolve: (row) =>
        row.kind === 'DELETION' && row.status === 'CONFIRMED' ? automaticDeletionAt(row.dueAt) : null,
    }),
    handledByName: t.string({
      nullable: true,
      description: 'The member who opened or carried it out (null: the customer, or the platform).',
      select: { handledBy: { select: { name: true, email: true } } },
      resolve: (row) => (row.handledBy ? memberLabel(row.handledBy) : null),
    }),
    sizeBytes: t.float({
      nullable: true,
      select: { sizeBytes: true },
      resolve: (row) => (row.sizeBytes === null ? null : Number(row.sizeBytes)),
    }),
    fileExpiresAt: t.expose('fileExpiresAt', { type: 'DateTime', nullable: true }),
    downloadUrl: t.string({
      nullable: true,
      description: "A done copy's signed address on this host, until fileExpiresAt; null otherwise.",
      select: { id: true, storageKey: true, fileExpiresAt: true },
      resolve: (row, _args, context) => dataRequestDownloadPath(context.services, row),
    }),
    summary: t.field({
      type: [SummaryLineRef],
      description: "A done deletion's rows handled per kind (no personal data); empty otherwise.",
      select: { summary: true },
      resolve: (row) =>
        Object.entries((row.summary ?? {}) as Record<string, number>)
          .filter(([, count]) => typeof count === 'number' && count > 0)
          .map(([table, count]) => ({ table, count })),
    }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

const CustomerDataCountsRef = builder
  .objectRef<NonNullable<CustomerDataOverview['counts']>>('CustomerDataCounts')
  .implement({
    description: 'What the studio holds about the customer, in rows.',
    fields: (t) => ({
      orders: t.exposeInt('orders'),
      paidOrders: t.exposeInt('paidOrders'),
      sessions: t.exposeInt('sessions', { description: 'Gallery visits with their personal data.' }),
      carts: t.exposeInt('carts'),
      favorites: t.exposeInt('favorites'),
      photoAlerts: t.exposeInt('photoAlerts'),
      cartReminders: t.exposeInt('cartReminders'),
      invitations: t.exposeInt('invitations'),
      consents: t.exposeInt('consents'),
      emails: t.exposeInt('emails'),
    }),
  });

const CustomerDataRef = builder.objectRef<CustomerDataOverview>('CustomerData').implement({
  description: 'The search of /adm Privacidade: a customer by e-mail (and CPF).',
  fields: (t) => ({
    email: t.exposeString('email'),
    cpf: t.exposeString('cpf'),
    emailsOfCpf: t.exposeStringList('emailsOfCpf', {
      description: 'The e-mails orders and gallery visits used with the CPF searched.',
    }),
    counts: t.field({ type: CustomerDataCountsRef, nullable: true, resolve: (data) => data.counts }),
    requests: t.prismaField({
      type: ['DataRequest'],
      description: "The customer's requests, newest first.",
      resolve: (query, data, _args, context) =>
        data.requestIds?.length
          ? context.db.dataRequest.findMany({
              ...query,
              where: { id: { in: data.requestIds }, studioId: studioIdOf(context) },
              orderBy: { id: 'desc' },
            })
          : [],
    }),
  }),
});

const searchedEmail = z.string().trim().max(254, 'E-mail muito longo');
const searchedCpf = z
  .string()
  .trim()
  .refine((cpf) => cpf === '' || isValidCpf(cpf), 'CPF inválido');

builder.prismaObjectFields(StudioRef, (t) => ({
  dataRequests: t.relatedConnection('dataRequests', {
    description: "The customers' LGPD requests, newest first.",
    authScopes: byRole,
    cursor: 'id',
    defaultSize: 50,
    maxSize: 100,
    query: { orderBy: { id: 'desc' } },
  }),
  customerData: t.field({
    type: CustomerDataRef,
    description: 'What the studio holds about a customer, by e-mail and/or CPF, and their requests.',
    authScopes: byRole,
    args: {
      email: t.arg.string({ validate: searchedEmail }),
      cpf: t.arg.string({ validate: searchedCpf }),
    },
    resolve: (_studio, args, context) =>
      customerDataOverview(context, { email: args.email ?? '', cpf: args.cpf ?? '' }),
  }),
}));
