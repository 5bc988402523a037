// The operator console's types (/plataforma): studios as the platform sees them, plans, figures, the audit log and
// what needs a hand. Every one is for operators only (isOperator), field by field.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { type StudioState, studioState } from '../../domain/operator.ts';
import type { Plan } from '../../generated/prisma/client.ts';
import type { GivenUpEmail } from '../../services/mail/outbox.ts';
import type { ConsoleStudioRow } from '../../services/operators/console-studios.ts';
import type { FailedJob } from '../../services/operators/needs-a-hand.ts';
import type { PlatformFigures } from '../../services/operators/platform-figures.ts';

const operatorOnly = { isOperator: true } as const;

export const StudioStateRef = builder.enumType('StudioState', {
  values: {
    ACTIVE: { value: 'ACTIVE', description: 'Paying (or on a free plan), nothing owed.' },
    TRIAL: { value: 'TRIAL', description: 'In its free trial.' },
    PENDING: { value: 'PENDING', description: "'Pendências no plano': a bill unpaid, uploads stopped." },
    SUSPENDED: {
      value: 'SUSPENDED',
      description: 'Suspended by an operator: the storefront takes no orders.',
    },
  } as const,
});

export const ConsolePlanRef = builder.objectRef<Plan>('ConsolePlan').implement({
  description: 'A plan as the plans editor shows it.',
  authScopes: operatorOnly,
  fields: (t) => ({
    id: t.id({ resolve: (plan) => encodeGlobalID('ConsolePlan', plan.id) }),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    priceMonthlyCents: t.exposeInt('priceMonthlyCents'),
    priceYearlyCents: t.exposeInt('priceYearlyCents'),
    highResStorageLimitBytes: t.float({ resolve: (plan) => Number(plan.highResStorageLimitBytes) }),
    maxPhotoBytes: t.exposeInt('maxPhotoBytes'),
    selfieSearch: t.exposeBoolean('selfieSearch'),
    raceNumbers: t.exposeBoolean('raceNumbers'),
    customDomain: t.exposeBoolean('customDomain'),
    teamSize: t.exposeInt('teamSize'),
    trialDays: t.exposeInt('trialDays'),
    isPublic: t.exposeBoolean('isPublic'),
    sortOrder: t.exposeInt('sortOrder'),
    isDefault: t.exposeBoolean('isDefault'),
    isTrialPlan: t.exposeBoolean('isTrialPlan'),
  }),
});

export type ConsoleStudioShape = Omit<ConsoleStudioRow, 'lastSaleAt' | 'sales30Days'> & {
  lastSaleAt?: Date | null;
  sales30Days?: number;
  adminEmails?: string[];
  /** Read on a studio's own page (not in the list). */
  emailVerifiedAt?: Date | null;
};

export const ConsoleStudioRef = builder.objectRef<ConsoleStudioShape>('ConsoleStudio').implement({
  description: 'A studio as the platform operator sees it.',
  authScopes: operatorOnly,
  fields: (t) => ({
    id: t.id({ resolve: (studio) => encodeGlobalID('ConsoleStudio', studio.id) }),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    domain: t.exposeString('domain', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    planCode: t.exposeString('planCode'),
    planName: t.exposeString('planName'),
    state: t.field({ type: StudioStateRef, resolve: (studio) => studioState(studio, new Date()) }),
    trialEndsAt: t.expose('trialEndsAt', { type: 'DateTime', nullable: true }),
    suspendedAt: t.expose('suspendedAt', { type: 'DateTime', nullable: true }),
    suspendedReason: t.exposeString('suspendedReason', { nullable: true }),
    storageUsedBytes: t.float({ resolve: (studio) => Number(studio.highResStorageUsedBytes) }),
    storageLimitBytes: t.float({ resolve: (studio) => Number(studio.highResStorageLimitBytes) }),
    lastSaleAt: t.field({ type: 'DateTime', nullable: true, resolve: (studio) => studio.lastSaleAt ?? null }),
    sales30Days: t.int({ resolve: (studio) => studio.sales30Days ?? 0 }),
    adminEmails: t.stringList({ resolve: (studio) => studio.adminEmails ?? [] }),
    emailVerified: t.boolean({
      nullable: true,
      description:
        "Whether the owner confirmed the sign-up's e-mail (null in the list, which does not read it).",
      resolve: (studio) => (studio.emailVerifiedAt === undefined ? null : studio.emailVerifiedAt !== null),
    }),
  }),
});

export interface AuditEntryShape {
  id: string;
  action: string;
  at: Date;
  subject: string | null;
  before: unknown;
  after: unknown;
  operator: { email: string };
  studio: { slug: string; name: string } | null;
}

export const AuditEntryRef = builder.objectRef<AuditEntryShape>('OperatorAuditEntry').implement({
  description: 'One operator action: who, what, on which studio, when, before and after (JSON text).',
  authScopes: operatorOnly,
  fields: (t) => ({
    id: t.id({ resolve: (entry) => encodeGlobalID('OperatorAuditEntry', entry.id) }),
    action: t.exposeString('action'),
    at: t.expose('at', { type: 'DateTime' }),
    operatorEmail: t.string({ resolve: (entry) => entry.operator.email }),
    studioSlug: t.string({ nullable: true, resolve: (entry) => entry.studio?.slug ?? null }),
    studioName: t.string({ nullable: true, resolve: (entry) => entry.studio?.name ?? null }),
    subject: t.exposeString('subject', { nullable: true }),
    before: t.string({
      nullable: true,
      resolve: (entry) => (entry.before == null ? null : JSON.stringify(entry.before)),
    }),
    after: t.string({
      nullable: true,
      resolve: (entry) => (entry.after == null ? null : JSON.stringify(entry.after)),
    }),
  }),
});

const StateCountRef = builder.objectRef<{ state: StudioState; count: number }>('StudioStateCount').implement({
  fields: (t) => ({
    state: t.field({ type: StudioStateRef, resolve: (row) => row.state }),
    count: t.exposeInt('count'),
  }),
});

const WeekCountRef = builder
  .objectRef<{ week: Date; count: number; totalCents?: number }>('WeekFigure')
  .implement({
    fields: (t) => ({
      week: t.expose('week', { type: 'DateTime', description: 'Monday 00:00 UTC.' }),
      count: t.exposeInt('count'),
      totalCents: t.int({ resolve: (row) => row.totalCents ?? 0 }),
    }),
  });

export const PlatformFiguresRef = builder.objectRef<PlatformFigures>('PlatformFigures').implement({
  authScopes: operatorOnly,
  fields: (t) => ({
    studiosByState: t.field({ type: [StateCountRef], resolve: (figures) => figures.studiosByState }),
    monthlyRecurringRevenueCents: t.exposeInt('monthlyRecurringRevenueCents', {
      description: 'The monthly price of the plan of every ACTIVE studio (paying, not in trial).',
    }),
    signUpsPerWeek: t.field({ type: [WeekCountRef], resolve: (figures) => figures.signUpsPerWeek }),
    salesPerWeek: t.field({ type: [WeekCountRef], resolve: (figures) => figures.salesPerWeek }),
    sales30DaysCount: t.int({ resolve: (figures) => figures.sales30Days.count }),
    sales30DaysTotalCents: t.int({ resolve: (figures) => figures.sales30Days.totalCents }),
  }),
});

export const FailedJobRef = builder.objectRef<FailedJob>('FailedJob').implement({
  authScopes: operatorOnly,
  fields: (t) => ({
    id: t.id({ resolve: (job) => encodeGlobalID('FailedJob', job.id) }),
    jobId: t.exposeString('id'),
    name: t.exposeString('name'),
    data: t.string({ resolve: (job) => JSON.stringify(job.data ?? {}) }),
    retryCount: t.exposeInt('retryCount'),
    error: t.exposeString('error'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    failedAt: t.expose('failedAt', { type: 'DateTime', nullable: true }),
  }),
});

export const GivenUpEmailRef = builder.objectRef<GivenUpEmail>('GivenUpEmail').implement({
  authScopes: operatorOnly,
  fields: (t) => ({
    id: t.id({ resolve: (email) => encodeGlobalID('GivenUpEmail', email.id) }),
    messageId: t.exposeString('id'),
    kind: t.exposeString('kind'),
    toAddress: t.exposeString('toAddress'),
    subject: t.exposeString('subject'),
    attempts: t.exposeInt('attempts'),
    reason: t.exposeString('reason'),
    queuedAt: t.expose('queuedAt', { type: 'DateTime' }),
    lastAttemptAt: t.expose('lastAttemptAt', { type: 'DateTime', nullable: true }),
  }),
});

export interface StalePaymentShape {
  id: string;
  status: string;
  statusDetail: string | null;
  amountCents: number;
  providerPaymentId: string | null;
  paymentMethodId: string | null;
  createdAt: Date;
  order: { number: number };
  studio: { slug: string; name: string };
}

export const StalePaymentRef = builder.objectRef<StalePaymentShape>('StalePayment').implement({
  description: 'A payment pending for more than a day.',
  authScopes: operatorOnly,
  fields: (t) => ({
    id: t.id({ resolve: (payment) => encodeGlobalID('StalePayment', payment.id) }),
    paymentId: t.exposeString('id'),
    status: t.exposeString('status'),
    statusDetail: t.exposeString('statusDetail', { nullable: true }),
    amountCents: t.exposeInt('amountCents'),
    method: t.exposeString('paymentMethodId', { nullable: true }),
    providerPaymentId: t.exposeString('providerPaymentId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    orderNumber: t.int({ resolve: (payment) => payment.order.number }),
    studioSlug: t.string({ resolve: (payment) => payment.studio.slug }),
    studioName: t.string({ resolve: (payment) => payment.studio.name }),
  }),
});
