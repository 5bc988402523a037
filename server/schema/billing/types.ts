// The studio's subscription to the platform as its owner sees it ('Meu plano'): the plans on offer, the current
// plan and trial, the subscription and its next charge, the charges so far, and what the card form needs.
import { builder } from '../../builder.ts';
import { prorationRule, trialDaysLeft } from '../../domain/billing.ts';
import type { Plan, StudioSubscription, SubscriptionCharge } from '../../generated/prisma/client.ts';
import { BillingCycle, SubscriptionStatus } from '../../generated/prisma/enums.ts';
import { byRole } from '../../role-gate.ts';
import { StudioRef } from '../studio/types.ts';

export const BillingCycleEnum = builder.enumType(BillingCycle, { name: 'BillingCycle' });
export const SubscriptionStatusEnum = builder.enumType(SubscriptionStatus, {
  name: 'SubscriptionStatus',
  description:
    'PENDING: waiting for Mercado Pago; AUTHORIZED: charging; PAST_DUE: a cycle refused; CANCELLED: ended.',
});

const BillablePlanRef = builder.objectRef<Plan>('BillablePlan').implement({
  description: 'A plan as offered to owners (prices in centavos).',
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    priceMonthlyCents: t.exposeInt('priceMonthlyCents'),
    priceYearlyCents: t.exposeInt('priceYearlyCents'),
    storageLimitBytes: t.float({ resolve: (plan) => Number(plan.highResStorageLimitBytes) }),
    maxPhotoBytes: t.exposeInt('maxPhotoBytes'),
    selfieSearch: t.exposeBoolean('selfieSearch'),
    raceNumbers: t.exposeBoolean('raceNumbers'),
    customDomain: t.exposeBoolean('customDomain'),
    teamSize: t.exposeInt('teamSize'),
    isDefault: t.exposeBoolean('isDefault', { description: 'The free plan studios fall back to.' }),
  }),
});

type SubscriptionView = StudioSubscription & { plan: Plan; nextPlan: Plan | null };

const SubscriptionRef = builder.objectRef<SubscriptionView>('PlatformSubscription').implement({
  fields: (t) => ({
    status: t.expose('status', { type: SubscriptionStatusEnum }),
    cycle: t.expose('cycle', { type: BillingCycleEnum }),
    plan: t.field({ type: BillablePlanRef, resolve: (subscription) => subscription.plan }),
    nextPlan: t.field({
      type: BillablePlanRef,
      nullable: true,
      description: 'A downgrade waiting for the end of the paid period.',
      resolve: (subscription) => subscription.nextPlan,
    }),
    priceCents: t.exposeInt('priceCents'),
    nextChargeCents: t.int({
      nullable: true,
      description: 'What the next cycle charges (null once cancelled).',
      resolve: (subscription) => (subscription.status === 'CANCELLED' ? null : subscription.nextChargeCents),
    }),
    currentPeriodEnd: t.expose('currentPeriodEnd', {
      type: 'DateTime',
      nullable: true,
      description: 'The end of the paid period: the next charge, or the end of the plan once cancelled.',
    }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd'),
    lastPaymentStatus: t.exposeString('lastPaymentStatus', { nullable: true }),
  }),
});

const ChargeRef = builder.objectRef<SubscriptionCharge>('SubscriptionCharge').implement({
  fields: (t) => ({
    providerChargeId: t.exposeString('providerChargeId'),
    amountCents: t.exposeInt('amountCents'),
    status: t.exposeString('status', { description: 'scheduled, processed, recycling or cancelled.' }),
    paymentStatus: t.exposeString('paymentStatus', { nullable: true }),
    paymentStatusDetail: t.exposeString('paymentStatusDetail', { nullable: true }),
    approved: t.boolean({ resolve: (charge) => charge.paymentStatus === 'approved' }),
    chargedAt: t.expose('chargedAt', { type: 'DateTime', nullable: true }),
  }),
});

interface BillingView {
  studioId: string;
  planId: string;
  trialEndsAt: Date | null;
}

const BillingRef = builder.objectRef<BillingView>('StudioBilling').implement({
  fields: (t) => ({
    available: t.boolean({
      description: 'The platform bills studios (BILLING on); off: the menu shows the plans page, if any.',
      resolve: (_view, _args, context) => Boolean(context.config.billing && context.services.billing),
    }),
    publicKey: t.string({
      nullable: true,
      description: "The platform's Mercado Pago public key, to turn the card into a token in the browser.",
      resolve: (_view, _args, context) => context.config.billing?.publicKey ?? null,
    }),
    simulated: t.boolean({
      description: 'Payments are simulated: the card form is the test one (no real charge).',
      resolve: (_view, _args, context) => context.config.mercadoPago.mode === 'simulated',
    }),
    prorationRule: t.string({ resolve: () => prorationRule }),
    trialEndsAt: t.expose('trialEndsAt', { type: 'DateTime', nullable: true }),
    trialDaysLeft: t.int({ resolve: (view) => trialDaysLeft(view.trialEndsAt, new Date()) }),
    currentPlan: t.field({
      type: BillablePlanRef,
      resolve: (view, _args, context) => context.db.plan.findUniqueOrThrow({ where: { id: view.planId } }),
    }),
    plans: t.field({
      type: [BillablePlanRef],
      description: 'The plans on offer, cheapest first.',
      resolve: (_view, _args, context) =>
        context.db.plan.findMany({
          where: { isPublic: true },
          orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
        }),
    }),
    subscription: t.field({
      type: SubscriptionRef,
      nullable: true,
      resolve: (view, _args, context) =>
        context.db.studioSubscription.findUnique({
          where: { studioId: view.studioId },
          include: { plan: true, nextPlan: true },
        }),
    }),
    charges: t.field({
      type: [ChargeRef],
      description: 'The last 24 charges, newest first.',
      resolve: (view, _args, context) =>
        context.db.subscriptionCharge.findMany({
          where: { subscription: { studioId: view.studioId } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          take: 24,
        }),
    }),
  }),
});

builder.prismaObjectFields(StudioRef, (t) => ({
  billing: t.field({
    type: BillingRef,
    description: "'Meu plano': the studio's subscription to the platform (the owner's).",
    authScopes: byRole,
    select: { id: true, planId: true, trialEndsAt: true },
    resolve: (studio) => ({ studioId: studio.id, planId: studio.planId, trialEndsAt: studio.trialEndsAt }),
  }),
}));
