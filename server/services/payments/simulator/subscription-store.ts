// The simulator's subscriptions: preapproval plans, preapprovals charged with a card token, and each cycle's
// authorised payment, made by the controls (approve, refuse or fail a cycle) or by a card update retrying a refused one.
import { randomBytes } from 'node:crypto';
import { ApiError, badRequest } from './api-error.ts';
import { isObject, money, mpDate, objectOrEmpty, text } from './api-values.ts';
import { cardOutcome } from './card-outcomes.ts';

export interface FakePreapprovalPlan {
  id: string;
  accessToken: string;
  resource: Record<string, unknown> & {
    auto_recurring: {
      frequency: number;
      frequency_type: string;
      transaction_amount: number;
      currency_id: string;
    };
  };
}

export interface FakePreapproval {
  id: string;
  accessToken: string;
  cardToken: string;
  frequencyMonths: number;
  amount: number;
  status: string;
  nextPaymentDate: Date;
  resource(): Record<string, unknown>;
  charges: string[];
  externalReference: string | null;
  payerEmail: string;
  reason: string;
  planId: string | null;
  dateCreated: Date;
}

export interface FakeCharge {
  id: string;
  preapprovalId: string;
  /** scheduled, processed, recycling, cancelled */
  status: string;
  amount: number;
  payment: { id: string; status: string; status_detail: string } | null;
  debitDate: Date;
  retryAttempt: number;
}

export type CycleResult = 'approved' | 'refused' | 'failed';

export interface SubscriptionStore {
  plans: Map<string, FakePreapprovalPlan>;
  preapprovals: Map<string, FakePreapproval>;
  charges: Map<string, FakeCharge>;
  createPlan(
    token: string,
    idempotencyKey: string | null,
    body: Record<string, unknown>,
  ): FakePreapprovalPlan;
  readPlan(token: string, id: string): FakePreapprovalPlan;
  create(token: string, idempotencyKey: string | null, body: Record<string, unknown>): FakePreapproval;
  read(token: string, id: string): FakePreapproval;
  /** Applies a PUT; a new card retries a refused cycle at once (the charge it made, if any, is returned). */
  update(
    token: string,
    id: string,
    body: Record<string, unknown>,
  ): { preapproval: FakePreapproval; retried: FakeCharge | null };
  readCharge(token: string, id: string): FakeCharge;
  chargeResource(charge: FakeCharge): Record<string, unknown>;
  /** Charges the preapproval's next cycle with the result asked for. */
  runCycle(id: string, result: CycleResult): FakeCharge;
}

const hexId = () => randomBytes(16).toString('hex');

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const notFound = (what: string) =>
  new ApiError(404, 'not_found', `${what} not found`, [{ code: 404, description: `${what} not found` }]);

function frequencyOf(autoRecurring: Record<string, unknown>): number {
  const frequency = Number(autoRecurring.frequency ?? 1);
  const type = text(autoRecurring.frequency_type) ?? 'months';
  if (type !== 'months' && type !== 'days')
    throw badRequest(1, 'auto_recurring.frequency_type must be months or days');
  if (!Number.isInteger(frequency) || frequency < 1)
    throw badRequest(1, 'auto_recurring.frequency must be positive');
  return type === 'months' ? frequency : Math.max(1, Math.round(frequency / 30));
}

function amountOf(autoRecurring: Record<string, unknown>): number {
  const amount = Number(autoRecurring.transaction_amount);
  if (!Number.isFinite(amount) || amount <= 0)
    throw badRequest(1, 'auto_recurring.transaction_amount must be positive');
  if (text(autoRecurring.currency_id) !== 'BRL')
    throw badRequest(1, 'auto_recurring.currency_id must be BRL');
  return money(amount);
}

export function createSubscriptionStore(): SubscriptionStore {
  const plans = new Map<string, FakePreapprovalPlan>();
  const preapprovals = new Map<string, FakePreapproval>();
  const charges = new Map<string, FakeCharge>();
  const replays = new Map<string, string>();
  let nextChargeId = 7_000_000_000 + Math.floor(Date.now() % 1_000_000);
  let nextPaymentId = 9_000_000_000 + Math.floor(Date.now() % 1_000_000);

  const replayed = (token: string, key: string | null) =>
    key ? replays.get(`${token}\u0000${key}`) : undefined;
  const remember = (token: string, key: string | null, id: string) => {
    if (key) replays.set(`${token}\u0000${key}`, id);
  };

  function charge(
    preapproval: FakePreapproval,
    outcome: 'approved' | 'refused' | 'failed',
    card: string,
  ): FakeCharge {
    const id = String(nextChargeId++);
    const made: FakeCharge = {
      id,
      preapprovalId: preapproval.id,
      status: 'scheduled',
      amount: preapproval.amount,
      payment: null,
      debitDate: new Date(),
      retryAttempt: 0,
    };
    settle(made, outcome, card);
    charges.set(id, made);
    preapproval.charges.push(id);
    if (made.status === 'processed') {
      preapproval.nextPaymentDate = addMonths(
        preapproval.nextPaymentDate > new Date() ? preapproval.nextPaymentDate : new Date(),
        preapproval.frequencyMonths,
      );
    }
    return made;
  }

  function settle(made: FakeCharge, outcome: 'approved' | 'refused' | 'failed', card: string) {
    if (outcome === 'failed') {
      // Retries exhausted: the cycle's charge is given up.
      made.status = 'cancelled';
      made.payment = {
        id: String(nextPaymentId++),
        status: 'rejected',
        status_detail: 'cc_rejected_other_reason',
      };
      return;
    }
    const fromCard = cardOutcome(card, null);
    const approved = outcome === 'approved' && fromCard.status === 'approved';
    made.status = approved ? 'processed' : 'recycling';
    made.payment = {
      id: String(nextPaymentId++),
      status: approved ? 'approved' : 'rejected',
      status_detail: approved
        ? 'accredited'
        : fromCard.status === 'rejected'
          ? fromCard.detail
          : 'cc_rejected_insufficient_amount',
    };
  }

  function owned<T extends { accessToken: string }>(
    map: Map<string, T>,
    token: string,
    id: string,
    what: string,
  ): T {
    const found = map.get(id);
    if (!found || found.accessToken !== token) throw notFound(what);
    return found;
  }

  return {
    plans,
    preapprovals,
    charges,
    createPlan(token, idempotencyKey, body) {
      const existing = replayed(token, idempotencyKey);
      if (existing && plans.has(existing)) return plans.get(existing)!;
      const reason = text(body.reason);
      if (!reason) throw badRequest(1, 'reason is required');
      const autoRecurring = objectOrEmpty(body.auto_recurring);
      const frequency = frequencyOf(autoRecurring);
      const amount = amountOf(autoRecurring);
      const id = hexId();
      const now = new Date();
      const plan: FakePreapprovalPlan = {
        id,
        accessToken: token,
        resource: {
          id,
          status: 'active',
          reason,
          back_url: text(body.back_url) ?? '',
          auto_recurring: {
            frequency,
            frequency_type: 'months',
            transaction_amount: amount,
            currency_id: 'BRL',
          },
          date_created: mpDate(now),
          last_modified: mpDate(now),
          init_point: `https://www.mercadopago.com.br/subscriptions/checkout?preapproval_plan_id=${id}`,
        },
      };
      plans.set(id, plan);
      remember(token, idempotencyKey, id);
      return plan;
    },
    readPlan(token, id) {
      return owned(plans, token, id, 'Preapproval plan');
    },
    create(token, idempotencyKey, body) {
      const existing = replayed(token, idempotencyKey);
      if (existing && preapprovals.has(existing)) return preapprovals.get(existing)!;
      const payerEmail = text(body.payer_email);
      if (!payerEmail) throw badRequest(1, 'payer_email is required');
      const cardToken = text(body.card_token_id);
      if (!cardToken) throw badRequest(1, 'card_token_id is required');
      const planId = text(body.preapproval_plan_id);
      if (planId) owned(plans, token, planId, 'Preapproval plan');
      const autoRecurring = isObject(body.auto_recurring) ? body.auto_recurring : {};
      const plan = planId ? plans.get(planId)! : null;
      const amount = autoRecurring.transaction_amount
        ? amountOf(autoRecurring)
        : (plan?.resource.auto_recurring.transaction_amount ?? amountOf(autoRecurring));
      const frequencyMonths = autoRecurring.frequency
        ? frequencyOf(autoRecurring)
        : (plan?.resource.auto_recurring.frequency ?? 1);
      // The card is validated when the preapproval is made: a card the bank refuses makes none.
      if (cardOutcome(cardToken, null).status === 'rejected') {
        throw badRequest(433, 'CC_VAL_433 Credit card validation has failed');
      }
      const now = new Date();
      const startDate = text(autoRecurring.start_date) ? new Date(String(autoRecurring.start_date)) : null;
      const preapproval: FakePreapproval = {
        id: hexId(),
        accessToken: token,
        cardToken,
        frequencyMonths,
        amount,
        status: 'authorized',
        nextPaymentDate: startDate && startDate > now ? startDate : now,
        charges: [],
        externalReference: text(body.external_reference),
        payerEmail,
        reason: text(body.reason) ?? plan?.resource.reason?.toString() ?? '',
        planId,
        dateCreated: now,
        resource() {
          return {
            id: this.id,
            preapproval_plan_id: this.planId,
            payer_email: this.payerEmail,
            status: this.status,
            reason: this.reason,
            external_reference: this.externalReference,
            date_created: mpDate(this.dateCreated),
            last_modified: mpDate(new Date()),
            next_payment_date: mpDate(this.nextPaymentDate),
            auto_recurring: {
              frequency: this.frequencyMonths,
              frequency_type: 'months',
              transaction_amount: this.amount,
              currency_id: 'BRL',
            },
            summarized: {
              charged_quantity: this.charges.filter(
                (chargeId) => charges.get(chargeId)?.status === 'processed',
              ).length,
            },
          };
        },
      };
      preapprovals.set(preapproval.id, preapproval);
      remember(token, idempotencyKey, preapproval.id);
      // No trial ahead: the first cycle is charged at once.
      if (!(startDate && startDate > now)) charge(preapproval, 'approved', cardToken);
      return preapproval;
    },
    read(token, id) {
      return owned(preapprovals, token, id, 'Preapproval');
    },
    update(token, id, body) {
      const preapproval = owned(preapprovals, token, id, 'Preapproval');
      if (preapproval.status === 'cancelled')
        throw badRequest(1, 'You can not modify a cancelled preapproval');
      const status = text(body.status);
      if (status && !['authorized', 'paused', 'cancelled'].includes(status))
        throw badRequest(1, 'invalid status');
      if (isObject(body.auto_recurring) && body.auto_recurring.transaction_amount !== undefined) {
        preapproval.amount = amountOf(body.auto_recurring);
      }
      let retried: FakeCharge | null = null;
      const cardToken = text(body.card_token_id);
      if (cardToken) {
        if (cardOutcome(cardToken, null).status === 'rejected') {
          throw badRequest(433, 'CC_VAL_433 Credit card validation has failed');
        }
        preapproval.cardToken = cardToken;
        const last = charges.get(preapproval.charges.at(-1) ?? '');
        // Mercado Pago retries a refused cycle with the new card (the simulator also one whose retries ran out).
        if (last && (last.status === 'recycling' || last.status === 'cancelled')) {
          last.retryAttempt += 1;
          last.debitDate = new Date();
          settle(last, 'approved', cardToken);
          if ((last.status as string) === 'processed') {
            preapproval.nextPaymentDate = addMonths(new Date(), preapproval.frequencyMonths);
          }
          retried = last;
        }
      }
      if (status) preapproval.status = status;
      return { preapproval, retried };
    },
    readCharge(token, id) {
      const found = charges.get(id);
      if (!found || preapprovals.get(found.preapprovalId)?.accessToken !== token)
        throw notFound('Authorized payment');
      return found;
    },
    chargeResource(made) {
      const preapproval = preapprovals.get(made.preapprovalId);
      return {
        id: Number(made.id),
        preapproval_id: made.preapprovalId,
        type: 'scheduled',
        status: made.status,
        transaction_amount: made.amount,
        currency_id: 'BRL',
        reason: preapproval?.reason ?? '',
        external_reference: preapproval?.externalReference ?? null,
        date_created: mpDate(made.debitDate),
        last_modified: mpDate(new Date()),
        debit_date: mpDate(made.debitDate),
        retry_attempt: made.retryAttempt,
        payment: made.payment,
      };
    },
    runCycle(id, result) {
      const preapproval = preapprovals.get(id);
      if (!preapproval) throw notFound('Preapproval');
      if (preapproval.status !== 'authorized') throw badRequest(1, `preapproval is ${preapproval.status}`);
      return charge(preapproval, result, result === 'approved' ? preapproval.cardToken : 'FUND');
    },
  };
}
