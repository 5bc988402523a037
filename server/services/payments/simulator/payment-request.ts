// The checks POST /v1/payments makes on its body, in the API's order and with its error codes.
import { badRequest } from './api-error.ts';
import { objectOrEmpty, text } from './api-values.ts';
import { checkBoletoPayer } from './boleto.ts';
import { type MethodKind, methodKind } from './payment-methods.ts';

/** A request body that passed the checks, with the fields they read. */
export interface PaymentRequest {
  body: Record<string, unknown>;
  payer: Record<string, unknown>;
  email: string;
  amount: number;
  methodId: string;
  kind: MethodKind;
  cardToken: string | null;
  notificationUrl: string | null;
}

function checkEmail(email: string | null): string {
  if (email && email.length > 254) throw badRequest(4051, 'payer.email must be shorter than 254 characters');
  if (email === null || !/^[^\s@]+@([^\s@.]+\.)+[a-z]{2,}$/i.test(email)) {
    throw badRequest(4050, 'payer.email must be a valid email');
  }
  return email;
}

/** A positive amount in whole centavos. */
function checkAmount(amount: unknown): number {
  if (
    typeof amount !== 'number' ||
    !(amount > 0) ||
    Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6
  ) {
    throw badRequest(4037, 'Invalid transaction_amount');
  }
  return amount;
}

function checkNotificationUrl(url: string | null): string | null {
  if (url && !/^https?:\/\/[^\s/]+/.test(url)) {
    throw badRequest(4020, 'notification_url attribute must be url valid');
  }
  return url;
}

/** Throws the API's 400 for the first problem found. */
export function checkPaymentRequest(body: Record<string, unknown>): PaymentRequest {
  const payer = objectOrEmpty(body.payer);
  const email = checkEmail(text(payer.email));
  const amount = checkAmount(body.transaction_amount);
  const methodId = text(body.payment_method_id);
  if (!methodId) throw badRequest(4033, 'payment_method_id is required');
  if (body.issuer_id !== undefined && typeof body.issuer_id !== 'number') {
    throw badRequest(4020, 'issuer_id must be a number');
  }
  const notificationUrl = checkNotificationUrl(text(body.notification_url));
  const cardToken = text(body.token);
  const kind = methodKind(methodId);
  if (kind === 'card' && !cardToken) throw badRequest(2006, 'Card Token not found');
  if (kind === 'ticket') checkBoletoPayer(payer, methodId);
  return { body, payer, email, amount, methodId, kind, cardToken, notificationUrl };
}
