// 'Minhas compras': a customer asks for the links to their orders of a studio by typing their e-mail. The answer is
// the same whether or not the address bought anything; the sends are limited like the other e-mails people trigger.
import { DomainError } from './errors.ts';

export const myOrdersPolicy = {
  /** E-mails to one address per studio per window: more requests get the same answer and no e-mail. */
  perEmail: 3,
  /** Requests from one client address per window, whatever the e-mails: more are refused. */
  perClientAddress: 10,
  windowMs: 60 * 60_000,
  /** The orders one e-mail lists, newest first. */
  ordersListed: 50,
};

/** What the customer reads after asking, whether or not the address has orders. */
export const myOrdersSentMessage =
  'Se houver pedidos com este e-mail nesta loja, enviamos para ele os links de todos eles. Confira sua caixa de entrada e o spam.';

export class MyOrdersRateLimitedError extends DomainError {
  static override readonly status = 429;
  constructor() {
    super('Muitos pedidos de links em pouco tempo. Tente de novo daqui a uma hora.');
  }
}

/** The address as orders keep it, compared without regard to case. */
export function normaliseOrderEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether a request may go on: refused past the client address's count; silent (no e-mail) past the address's. */
export function myOrdersDecision(counts: { clientAddress: number; email: number }): 'send' | 'silent' {
  if (counts.clientAddress > myOrdersPolicy.perClientAddress) throw new MyOrdersRateLimitedError();
  return counts.email > myOrdersPolicy.perEmail ? 'silent' : 'send';
}
