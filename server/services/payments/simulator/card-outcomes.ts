// How a card payment ends, by Mercado Pago's test cardholder names (APRO, OTHE, CONT...), read from the card token
// or from payer.first_name; APRO when neither names one.
import type { ProviderStatus } from '../../../domain/payments.ts';

export interface Outcome {
  status: ProviderStatus;
  detail: string;
}

const testCardOutcomes: Record<string, Outcome> = {
  APRO: { status: 'approved', detail: 'accredited' },
  OTHE: { status: 'rejected', detail: 'cc_rejected_other_reason' },
  CONT: { status: 'in_process', detail: 'pending_contingency' },
  CALL: { status: 'rejected', detail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', detail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', detail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', detail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', detail: 'cc_rejected_bad_filled_other' },
  DUPL: { status: 'rejected', detail: 'cc_rejected_duplicated_payment' },
  LOCK: { status: 'rejected', detail: 'cc_rejected_card_disabled' },
  BLAC: { status: 'rejected', detail: 'cc_rejected_blacklist' },
};
const testCardCodes = Object.keys(testCardOutcomes);

/** The token wins over the name: a token containing a code anywhere, a first name equal to one. */
export function cardOutcome(token: string | null, firstName: string | null): Outcome {
  const fromToken = token && testCardCodes.find((code) => token.toUpperCase().includes(code));
  const fromName = firstName && testCardCodes.find((code) => firstName.toUpperCase() === code);
  return testCardOutcomes[fromToken || fromName || 'APRO']!;
}
