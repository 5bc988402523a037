// What needs the operator's hand: jobs that failed for good, e-mails given up, payments waiting over a day; each
// with its retry, written with an audit entry.

import { NotFoundError } from '../../domain/errors.ts';
import { OperatorActionError, operatorPolicy } from '../../domain/operator.ts';
import { enqueueJob } from '../../queue/enqueue.ts';
import { type JobName, jobNames } from '../../queue/queues.ts';
import { recordProviderPayment } from '../checkout/order-results.ts';
import { reconcilePayment } from '../checkout/reconcile-payment.ts';
import { PaymentGatewayError } from '../payments/gateway.ts';
import type { RequestContext } from '../request-context.ts';
import { audited, recordOperatorAction } from './audit.ts';

export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  error: string;
  createdAt: Date;
  failedAt: Date | null;
}

/** Jobs pg-boss failed for good (retries spent), newest first. */
export async function failedJobs(context: Pick<RequestContext, 'db'>, take = 100): Promise<FailedJob[]> {
  const rows = await context.db.$queryRaw<
    {
      id: string;
      name: string;
      data: unknown;
      retry_count: number;
      output: unknown;
      created_on: Date;
      completed_on: Date | null;
    }[]
  >`
    SELECT id::text, name, data, retry_count, output, created_on, completed_on FROM pgboss.job
    WHERE state = 'failed' AND name = ANY(${jobNames as string[]})
    ORDER BY completed_on DESC NULLS LAST, id DESC LIMIT ${take}`;
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    data: row.data,
    retryCount: row.retry_count,
    error: errorText(row.output),
    createdAt: row.created_on,
    failedAt: row.completed_on,
  }));
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output)
    return String(output.message).slice(0, 500);
  return output == null ? '' : JSON.stringify(output).slice(0, 500);
}

/** Puts a failed job back to run once more (pg-boss's own retry: one more try allowed, due now). */
export async function retryFailedJob(context: RequestContext, jobId: string): Promise<void> {
  await audited(context, async (tx) => {
    const [job] = await tx.$queryRaw<{ name: string; data: unknown }[]>`
      SELECT name, data FROM pgboss.job WHERE id = ${jobId}::uuid AND state = 'failed' FOR UPDATE`;
    if (!job) throw new NotFoundError('Tarefa com falha não encontrada (talvez já tenha sido repetida).');
    await tx.$executeRaw`
      UPDATE pgboss.job SET state = 'retry', retry_limit = retry_limit + 1, start_after = now()
      WHERE id = ${jobId}::uuid AND name = ${job.name} AND state = 'failed'`;
    const studioId = (job.data as { studioId?: string } | null)?.studioId ?? null;
    return {
      result: undefined,
      entry: {
        action: 'job.retry',
        studioId,
        subject: `${job.name}:${jobId}`,
        before: { state: 'failed' },
        after: { state: 'retry' },
      },
    };
  });
  context.services.jobs.wake(await jobNameOf(context, jobId));
}

async function jobNameOf(context: Pick<RequestContext, 'db'>, jobId: string): Promise<JobName> {
  const [row] = await context.db.$queryRaw<
    { name: JobName }[]
  >`SELECT name FROM pgboss.job WHERE id = ${jobId}::uuid`;
  return row?.name ?? 'mail-send';
}

/** Sends a given-up e-mail again: a fresh delivery job, its 24 hours of retries counted from now. */
export async function retryGivenUpEmail(context: RequestContext, messageId: string): Promise<void> {
  await audited(context, async (tx) => {
    const message = await tx.emailMessage.findUnique({ where: { id: messageId } });
    if (message?.status !== 'FAILED')
      throw new NotFoundError('E-mail não encontrado entre os que desistimos.');
    if (!message.textBody && !message.htmlBody)
      throw new OperatorActionError(
        'Este e-mail não guarda mais o conteúdo (um link de senha, apagado por segurança): peça ao dono um novo.',
      );
    // The retry window runs from createdAt: the retried message starts its own 24 hours.
    await tx.emailMessage.update({
      where: { id: message.id },
      data: { status: 'PENDING', lastError: null, createdAt: new Date() },
    });
    await enqueueJob(tx, 'mail-send', { messageId: message.id, attempt: message.attempts });
    return {
      result: undefined,
      entry: {
        action: 'email.retry',
        studioId: message.studioId,
        subject: message.id,
        before: { status: 'FAILED', attempts: message.attempts, lastError: message.lastError },
        after: { status: 'PENDING' },
      },
    };
  });
}

/** Payments still pending after a day, oldest first. */
export function stalePendingPayments(context: Pick<RequestContext, 'db'>, now = new Date(), take = 100) {
  return context.db.payment.findMany({
    where: {
      status: 'PENDING',
      createdAt: { lt: new Date(now.getTime() - operatorPolicy.pendingPaymentMs) },
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    take,
    include: {
      order: { select: { number: true } },
      studio: { select: { id: true, slug: true, name: true } },
    },
  });
}

export type PaymentCheckOutcome =
  | 'recorded'
  | 'cancelled'
  | 'waiting'
  | 'unavailable'
  | 'settled'
  | 'unchanged';

/**
 * 'Consultar o Mercado Pago agora': an attempt without Mercado Pago's answer goes through the reconciliation
 * (services/checkout/reconcile-payment.ts); one Mercado Pago knows is read again and recorded as a notification would.
 */
export async function checkPaymentNow(context: RequestContext, paymentId: string, now = new Date()) {
  const payment = await context.db.payment.findUnique({
    where: { id: paymentId },
    include: { studio: { select: { mercadoPagoAccessToken: true } } },
  });
  if (!payment) throw new NotFoundError('Pagamento não encontrado');
  const before = { status: payment.status, statusDetail: payment.statusDetail };
  const entry = (outcome: PaymentCheckOutcome, after: unknown) => ({
    action: 'payment.check',
    studioId: payment.studioId,
    subject: payment.id,
    before,
    after: { outcome, ...(after as object) },
  });
  let outcome: PaymentCheckOutcome;
  if (!payment.providerPaymentId) {
    outcome = await reconcilePayment(context, payment.id, now, async (tx, settled) => {
      const after = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } });
      await recordOperatorAction(
        tx,
        context,
        entry(settled, { status: after.status, statusDetail: after.statusDetail }),
      );
    });
    if (outcome === 'recorded' || outcome === 'cancelled') return outcome;
  } else if (!payment.studio.mercadoPagoAccessToken) {
    outcome = 'unavailable';
  } else {
    try {
      const provider = await context.services.payments.getPayment(
        context.services.secrets.decrypt(payment.studio.mercadoPagoAccessToken),
        payment.providerPaymentId,
      );
      return await audited(context, async (tx) => {
        const current = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } });
        const recorded = await recordProviderPayment(tx, context.services.secrets, current, provider, now);
        const changed = recorded.payment.status !== payment.status;
        const result: PaymentCheckOutcome = changed ? 'recorded' : 'unchanged';
        return {
          result,
          entry: entry(result, {
            status: recorded.payment.status,
            statusDetail: recorded.payment.statusDetail,
          }),
        };
      });
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      outcome = 'unavailable';
    }
  }
  // Nothing changed: the check itself is still the operator's action, on the record.
  await audited(context, async () => ({
    result: undefined,
    entry: entry(outcome, { status: payment.status }),
  }));
  return outcome;
}
