// The payment methods the simulator tells apart: Pix, boleto (bolbradesco, pec) and cards, and their payment types.

export type MethodKind = 'pix' | 'ticket' | 'card';

const ticketMethods = new Set(['bolbradesco', 'pec']);

export function methodKind(methodId: string): MethodKind {
  if (methodId === 'pix') return 'pix';
  return ticketMethods.has(methodId) ? 'ticket' : 'card';
}

/** Mercado Pago's payment_type_id; card methods starting with 'deb' are debit cards. */
export function paymentTypeOf(kind: MethodKind, methodId: string): string {
  if (kind === 'pix') return 'bank_transfer';
  if (kind === 'ticket') return 'ticket';
  return methodId.startsWith('deb') ? 'debit_card' : 'credit_card';
}
