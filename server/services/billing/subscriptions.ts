// A studio's subscription to the platform: subscribing with a card token, changing plan, updating the card,
// cancelling at the end of the period; what each cycle's charge does (notifications); the daily end of trials and
// cancelled periods. Amounts always come from the Plan rows, never from the client.
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../database/database.ts';
import {
  AlreadySubscribedError,
  afterCharge,
  assertFitsStorage,
  type BillingCycle,
  BillingUnavailableError,
  chargeOutcome,
  cyclePriceCents,
  dailyOutcome,
  NoSubscriptionError,
  PlanNotOfferedError,
  planChangeKind,
  prorationCents,
  refusedCycleMessage,
  SamePlanError,
  SubscriptionCardRefusedError,
  subscriptionStatusOf,
} from '../../domain/billing.ts';
import type { Plan, Prisma, StudioSubscription } from '../../generated/prisma/client.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { refusedCycleEmail } from '../mail/templates/subscription-refused.ts';
import {
  type BillingGateway,
  BillingGatewayError,
  type ProviderCharge,
} from '../payments/billing-gateway.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import type { Services } from '../services.ts';
import { platformAddress } from '../studio-links.ts';

export type BillingContext = Pick<RequestContext, 'db' | 'studio'> & {
  config: Pick<AppConfig, 'publicUrl' | 'platformDomain' | 'billing'>;
  services: Pick<Services, 'billing' | 'log'>;
};

/** The platform's notification address for the subscription topics (set in Mercado Pago's panel). */
export const subscriptionNotificationPath = '/api/plataforma/assinaturas/notificacoes';

function gatewayOf(context: BillingContext): BillingGateway {
  if (!context.services.billing || !context.config.billing) throw new BillingUnavailableError();
  return context.services.billing;
}

const cycleWord = (cycle: BillingCycle) => (cycle === 'YEARLY' ? 'anual' : 'mensal');
const reasonOf = (plan: Plan, cycle: BillingCycle) => `Revela ${plan.name} (${cycleWord(cycle)})`;

function meuPlanoLink(context: BillingContext, slug: string) {
  return `${platformAddress(context.config, slug)}/adm/meu-plano`;
}

/** Gateway failures as the owner reads them; bugs go on. */
function asDomainError(error: unknown): unknown {
  if (!(error instanceof BillingGatewayError)) return error;
  return error.reason === 'card-refused' ? new SubscriptionCardRefusedError() : new BillingUnavailableError();
}

async function offeredPlan(db: Db, code: string, cycle: BillingCycle): Promise<Plan> {
  const plan = await db.plan.findUnique({ where: { code } });
  if (!plan) throw new PlanNotOfferedError();
  if (!plan.isPublic || cyclePriceCents(plan, cycle) <= 0) throw new PlanNotOfferedError();
  return plan;
}

/** The preapproval plan for this plan, cycle and price, made once (a price the operator edits makes another). */
async function providerPlanId(context: BillingContext, plan: Plan, cycle: BillingCycle, amountCents: number) {
  const { db } = context;
  const key = { planId: plan.id, cycle, amountCents };
  const known = await db.billingProviderPlan.findUnique({ where: { planId_cycle_amountCents: key } });
  if (known) return known.providerPlanId;
  const made = await gatewayOf(context).createPlan({
    reason: reasonOf(plan, cycle),
    cycle,
    amountCents,
    backUrl: `${context.config.publicUrl}/adm/meu-plano`,
    idempotencyKey: `plano:${plan.id}:${cycle}:${amountCents}`,
  });
  // Two studios subscribing at once: the idempotency key gives both the same plan, the unique row keeps one.
  await db.billingProviderPlan.upsert({
    where: { planId_cycle_amountCents: key },
    create: { ...key, providerPlanId: made.id },
    update: {},
  });
  return made.id;
}

async function ownerEmail(db: Db | Prisma.TransactionClient, studioId: string): Promise<string> {
  const owner = await db.adminUser.findFirst({
    where: { studioId },
    orderBy: [{ role: 'asc' }, { createdAt: 'asc' }],
    select: { email: true },
  });
  if (!owner) throw new Error(`Studio ${studioId} has no admin to bill`);
  return owner.email;
}

const isLive = (subscription: StudioSubscription | null) =>
  Boolean(subscription?.providerSubscriptionId) &&
  subscription!.status !== 'CANCELLED' &&
  !subscription!.cancelAtPeriodEnd;

/** 'Assinar': a preapproval charged with the card token; in trial, its first charge is at the trial's end. */
export async function subscribe(
  context: BillingContext,
  input: { planCode: string; cycle: BillingCycle; cardToken: string },
  now = new Date(),
): Promise<StudioSubscription> {
  const gateway = gatewayOf(context);
  const { db } = context;
  const studio = await db.studio.findUniqueOrThrow({ where: { id: requireStudio(context).id } });
  const previous = await db.studioSubscription.findUnique({ where: { studioId: studio.id } });
  if (isLive(previous)) throw new AlreadySubscribedError();
  const plan = await offeredPlan(db, input.planCode, input.cycle);
  assertFitsStorage(studio.highResStorageUsedBytes, plan);
  const amountCents = cyclePriceCents(plan, input.cycle);
  const inTrial = studio.trialEndsAt && studio.trialEndsAt > now ? studio.trialEndsAt : null;
  // A cancelled subscription still paid for: the new one starts when that period ends.
  const paidUntil =
    previous?.currentPeriodEnd && previous.currentPeriodEnd > now ? previous.currentPeriodEnd : null;
  const startDate = inTrial ?? paidUntil;
  let providerPlan: string;
  try {
    providerPlan = await providerPlanId(context, plan, input.cycle, amountCents);
  } catch (error) {
    throw asDomainError(error);
  }
  // The row first: the first charge's notification may arrive before Mercado Pago's answer does.
  const fields = {
    planId: plan.id,
    nextPlanId: null,
    cycle: input.cycle,
    priceCents: amountCents,
    nextChargeCents: amountCents,
    providerSubscriptionId: null,
    status: 'PENDING' as const,
    currentPeriodEnd: startDate,
    cancelAtPeriodEnd: false,
    lastPaymentStatus: null,
  };
  const row = await db.studioSubscription.upsert({
    where: { studioId: studio.id },
    create: { studioId: studio.id, ...fields },
    update: fields,
  });
  let provider: Awaited<ReturnType<BillingGateway['createSubscription']>>;
  try {
    provider = await gateway.createSubscription({
      providerPlanId: providerPlan,
      reason: reasonOf(plan, input.cycle),
      externalReference: studio.id,
      payerEmail: await ownerEmail(db, studio.id),
      cardTokenId: input.cardToken,
      cycle: input.cycle,
      amountCents,
      startDate,
      backUrl: meuPlanoLink(context, studio.slug),
      idempotencyKey: randomUUID(),
    });
  } catch (error) {
    // Nothing was made: the row goes back to what it was.
    if (previous) {
      const {
        id: _id,
        studioId: _studioId,
        createdAt: _createdAt,
        updatedAt: _updatedAt,
        ...before
      } = previous;
      await db.studioSubscription.update({ where: { id: row.id }, data: before });
    } else await db.studioSubscription.delete({ where: { id: row.id } });
    throw asDomainError(error);
  }
  return db.$transaction(async (tx) => {
    const current = await tx.studioSubscription.findUniqueOrThrow({ where: { id: row.id } });
    const status = subscriptionStatusOf(provider.status);
    const updated = await tx.studioSubscription.update({
      where: { id: row.id },
      data: {
        providerSubscriptionId: provider.id,
        // A charge notified meanwhile already moved it on.
        ...(current.status === 'PENDING' && { status }),
        currentPeriodEnd: current.currentPeriodEnd ?? provider.nextPaymentDate,
      },
    });
    await tx.studio.update({
      where: { id: studio.id },
      data: { planId: plan.id, ...(current.status !== 'PAST_DUE' && clearedPlanMessage) },
    });
    return updated;
  });
}

const clearedPlanMessage = { planStatus: 'ACTIVE' as const, planMessageType: null, planMessageText: null };

async function liveSubscription(context: BillingContext) {
  const studio = requireStudio(context);
  const subscription = await context.db.studioSubscription.findUnique({
    where: { studioId: studio.id },
    include: { plan: true },
  });
  if (!subscription?.providerSubscriptionId || subscription.status === 'CANCELLED')
    throw new NoSubscriptionError();
  return { studio, subscription, providerId: subscription.providerSubscriptionId };
}

/**
 * 'Mudar de plano'. Up: the new plan at once, and the next charge adds the difference for the days left of the
 * period. Down: refused below the storage in use; otherwise the current plan stays until the period ends, and the next
 * charge is already the lower price (the approved cycle switches the plan).
 */
export async function changePlan(
  context: BillingContext,
  input: { planCode: string },
  now = new Date(),
): Promise<{ subscription: StudioSubscription; kind: 'upgrade' | 'downgrade' }> {
  const gateway = gatewayOf(context);
  const { db } = context;
  const { subscription, providerId } = await liveSubscription(context);
  const studio = await db.studio.findUniqueOrThrow({ where: { id: subscription.studioId } });
  const target = await offeredPlan(db, input.planCode, subscription.cycle);
  const kind = planChangeKind(subscription.plan, target, subscription.cycle);
  if (kind === 'same') {
    if (!subscription.nextPlanId) throw new SamePlanError();
  } else if (kind === 'downgrade') assertFitsStorage(studio.highResStorageUsedBytes, target);
  const targetPrice = cyclePriceCents(target, subscription.cycle);
  // Trial days are free: an upgrade in trial has nothing to prorate.
  const inTrial = studio.trialEndsAt !== null && studio.trialEndsAt > now;
  const extra =
    kind === 'upgrade' && !inTrial
      ? prorationCents({
          fromPriceCents: subscription.priceCents,
          toPriceCents: targetPrice,
          cycle: subscription.cycle,
          periodEnd: subscription.currentPeriodEnd,
          now,
        })
      : 0;
  const nextChargeCents = targetPrice + extra;
  try {
    await gateway.updateSubscription(providerId, { amountCents: nextChargeCents }, randomUUID());
  } catch (error) {
    throw asDomainError(error);
  }
  const updated = await db.$transaction(async (tx) => {
    if (kind === 'upgrade' || kind === 'same') {
      await tx.studio.update({ where: { id: studio.id }, data: { planId: target.id } });
      return tx.studioSubscription.update({
        where: { id: subscription.id },
        data: { planId: target.id, nextPlanId: null, priceCents: targetPrice, nextChargeCents },
      });
    }
    return tx.studioSubscription.update({
      where: { id: subscription.id },
      data: { nextPlanId: target.id, nextChargeCents },
    });
  });
  return { subscription: updated, kind: kind === 'same' ? 'upgrade' : kind };
}

/** 'Atualizar cartão': Mercado Pago charges the new card from now on, and retries a refused cycle with it. */
export async function updateCard(
  context: BillingContext,
  input: { cardToken: string },
): Promise<StudioSubscription> {
  const gateway = gatewayOf(context);
  const { subscription, providerId } = await liveSubscription(context);
  try {
    await gateway.updateSubscription(providerId, { cardTokenId: input.cardToken }, randomUUID());
  } catch (error) {
    throw asDomainError(error);
  }
  return context.db.studioSubscription.findUniqueOrThrow({ where: { id: subscription.id } });
}

/**
 * 'Cancelar assinatura': no more charges from now (the preapproval is cancelled at Mercado Pago); the plan stays until
 * the end of the paid period, then the daily job moves the studio to the free plan.
 */
export async function cancelSubscription(context: BillingContext): Promise<StudioSubscription> {
  const gateway = gatewayOf(context);
  const { subscription, providerId } = await liveSubscription(context);
  if (subscription.cancelAtPeriodEnd) return subscription;
  try {
    await gateway.updateSubscription(providerId, { status: 'cancelled' }, randomUUID());
  } catch (error) {
    throw asDomainError(error);
  }
  return context.db.studioSubscription.update({
    where: { id: subscription.id },
    data: { status: 'CANCELLED', cancelAtPeriodEnd: true, nextPlanId: null },
  });
}

/** One cycle's charge as Mercado Pago reports it: recorded once per id, and its effect on the studio applied. */
export async function recordCharge(
  context: BillingContext,
  charge: ProviderCharge,
  now = new Date(),
): Promise<'recorded' | 'unknown-subscription'> {
  const { db } = context;
  let subscription = await db.studioSubscription.findUnique({
    where: { providerSubscriptionId: charge.preapprovalId },
    include: { studio: true, nextPlan: true, plan: true },
  });
  if (!subscription) {
    // The first charge can come before our own record of the preapproval: its external_reference is the studio.
    const provider = await gatewayOf(context).getSubscription(charge.preapprovalId);
    if (provider.externalReference) {
      subscription = await db.studioSubscription.findFirst({
        where: { studioId: provider.externalReference, providerSubscriptionId: null },
        include: { studio: true, nextPlan: true, plan: true },
      });
    }
  }
  if (!subscription) return 'unknown-subscription';
  const found = subscription;
  const outcome = chargeOutcome(charge);
  await db.$transaction(async (tx) => {
    const stored = await tx.subscriptionCharge.findUnique({ where: { providerChargeId: charge.id } });
    const data = {
      amountCents: charge.amountCents,
      status: charge.status,
      paymentStatus: charge.paymentStatus,
      paymentStatusDetail: charge.paymentStatusDetail,
      chargedAt: charge.debitDate ?? now,
    };
    if (stored) {
      // Deliveries repeat and come out of order: an approved charge never goes back.
      if (stored.paymentStatus === 'approved') return;
      if (stored.status === charge.status && stored.paymentStatus === charge.paymentStatus) return;
      await tx.subscriptionCharge.update({ where: { id: stored.id }, data });
    } else {
      await tx.subscriptionCharge.create({
        data: { subscriptionId: found.id, providerChargeId: charge.id, ...data },
      });
    }
    const effect = afterCharge(found, outcome, charge.debitDate ?? now);
    const paid = effect.cyclePaid;
    const nextPlan = paid ? found.nextPlan : null;
    await tx.studioSubscription.update({
      where: { id: found.id },
      data: {
        providerSubscriptionId: found.providerSubscriptionId ?? charge.preapprovalId,
        status: effect.status,
        currentPeriodEnd: effect.currentPeriodEnd,
        lastPaymentStatus: charge.paymentStatus ?? charge.status,
        ...(paid && {
          nextChargeCents: nextPlan ? cyclePriceCents(nextPlan, found.cycle) : found.priceCents,
        }),
        ...(nextPlan && {
          planId: nextPlan.id,
          nextPlanId: null,
          priceCents: cyclePriceCents(nextPlan, found.cycle),
        }),
      },
    });
    await tx.studio.update({
      where: { id: found.studioId },
      data: {
        ...(nextPlan && { planId: nextPlan.id }),
        // A paid cycle also ends the trial it followed.
        ...(paid && found.studio.trialEndsAt && found.studio.trialEndsAt <= now && { trialEndsAt: null }),
        ...(effect.studioPlanStatus === 'ACTIVE'
          ? found.studio.planStatus === 'PENDING' && clearedPlanMessage
          : { planStatus: 'PENDING', planMessageType: 'FAILURE', planMessageText: refusedCycleMessage }),
      },
    });
    if (effect.newlyRefused) {
      const content = refusedCycleEmail({
        studioName: found.studio.name,
        planName: found.plan.name,
        link: meuPlanoLink(context, found.studio.slug),
      });
      await enqueueEmail(tx, {
        studioId: found.studioId,
        kind: 'subscription-refused',
        to: await ownerEmail(tx, found.studioId),
        fromName: 'Revela',
        replyTo: null,
        ...content,
      });
    }
  });
  // The upgrade's proration was charged once: later cycles are the plan's price.
  if (outcome === 'approved' && found.providerSubscriptionId && found.nextChargeCents !== found.priceCents) {
    const after = await db.studioSubscription.findUniqueOrThrow({ where: { id: found.id } });
    if (after.status === 'AUTHORIZED') {
      await gatewayOf(context)
        .updateSubscription(
          found.providerSubscriptionId,
          { amountCents: after.nextChargeCents },
          randomUUID(),
        )
        .catch((error: unknown) =>
          context.services.log(`Subscription ${found.id}: the next amount was not set (${String(error)})`),
        );
    }
  }
  return 'recorded';
}

/** A preapproval's own notification: its status read back (cancelled or paused at Mercado Pago's side). */
export async function recordSubscriptionStatus(
  context: BillingContext,
  preapprovalId: string,
): Promise<void> {
  const provider = await gatewayOf(context).getSubscription(preapprovalId);
  const subscription = await context.db.studioSubscription.findUnique({
    where: { providerSubscriptionId: preapprovalId },
  });
  if (!subscription) return;
  const status = subscriptionStatusOf(provider.status);
  // Our own states are finer (PAST_DUE comes from charges); only an end at Mercado Pago's side is taken.
  if (status === 'CANCELLED' && subscription.status !== 'CANCELLED') {
    await context.db.studioSubscription.update({
      where: { id: subscription.id },
      data: { status: 'CANCELLED', cancelAtPeriodEnd: true },
    });
  }
}

/**
 * The daily job: trials over without a subscription, and cancelled subscriptions past their paid period, fall to
 * the free plan (isDefault); trials over with a subscription just end. Idempotent: a studio already moved is kept.
 */
export async function runBillingDaily(
  db: Db,
  now = new Date(),
): Promise<{ fell: number; trialsEnded: number }> {
  const defaultPlan = await db.plan.findFirstOrThrow({ where: { isDefault: true } });
  const studios = await db.studio.findMany({
    where: {
      OR: [
        { trialEndsAt: { lte: now } },
        {
          subscription: {
            cancelAtPeriodEnd: true,
            OR: [{ currentPeriodEnd: null }, { currentPeriodEnd: { lte: now } }],
          },
        },
      ],
    },
    select: { id: true, planId: true, trialEndsAt: true, subscription: true },
  });
  let fell = 0;
  let trialsEnded = 0;
  for (const studio of studios) {
    const outcome = dailyOutcome({
      trialEndsAt: studio.trialEndsAt,
      subscription: studio.subscription,
      onDefaultPlan: studio.planId === defaultPlan.id,
      now,
    });
    if (outcome === 'keep') continue;
    const trialOver = studio.trialEndsAt !== null && studio.trialEndsAt <= now;
    await db.$transaction(async (tx) => {
      if (outcome === 'fall-to-free') {
        await tx.studio.update({
          where: { id: studio.id },
          data: { planId: defaultPlan.id, ...(trialOver && { trialEndsAt: null }), ...clearedPlanMessage },
        });
        if (studio.subscription) {
          await tx.studioSubscription.update({
            where: { id: studio.subscription.id },
            data: { status: 'CANCELLED', cancelAtPeriodEnd: false, nextPlanId: null },
          });
        }
        fell++;
      } else {
        await tx.studio.update({ where: { id: studio.id }, data: { trialEndsAt: null } });
        trialsEnded++;
      }
    });
  }
  return { fell, trialsEnded };
}
