// Abandoned carts: which carts get the one reminder e-mail, after the delay the studio chose (off by default),
// and how long its links keep working.
import { DomainError } from './errors.ts';

/** The delays a studio may choose, in hours ('Desligado' is null). */
export const reminderDelayChoices = [1, 6, 24, 48] as const;
export type ReminderDelayHours = (typeof reminderDelayChoices)[number];

/** How long after sending the e-mail's links (back to the cart, stop reminders) are honoured. */
export const reminderLinkMaxAgeMs = 30 * 24 * 60 * 60_000;

export class CartReminderSettingsError extends DomainError {
  constructor() {
    super('Escolha quando enviar o lembrete: 1 hora, 6 horas, 24 horas ou 48 horas depois, ou desligado.');
  }
}

/** The delay as chosen, or null (off); anything else is refused. */
export function checkReminderDelay(hours: number | null | undefined): ReminderDelayHours | null {
  if (hours === null || hours === undefined) return null;
  if (!(reminderDelayChoices as readonly number[]).includes(hours)) throw new CartReminderSettingsError();
  return hours as ReminderDelayHours;
}

export interface ReminderCandidate {
  status: 'SHOPPING' | 'AWAITING_PAYMENT' | 'PREPARING_DELIVERY';
  /** The e-mail the customer saved with their personal data ('' when they never did). */
  email: string;
  itemCount: number;
  /** What the cart would charge now: a cart with nothing to pay (delivery only, a package) is not chased. */
  totalCents: number;
  /** A payment of its order was approved (or it needed none). */
  paid: boolean;
  /** A reminder already covers this cart (sent for it, or followed into it). */
  reminded: boolean;
  /** The address asked this studio for no more reminders. */
  optedOut: boolean;
  /** The cart's last change (items, forms, delivery choice). */
  lastChangeAt: Date;
}

/**
 * A cart gets its reminder when its customer filled in their data (so the e-mail is theirs), it holds something to
 * pay for and nothing was paid, no reminder covers it yet, the address did not opt out, and it has been left
 * untouched for the studio's delay (exactly the delay counts as left).
 */
export function reminderDue(cart: ReminderCandidate, delayHours: number | null, now: Date): boolean {
  if (delayHours === null) return false;
  if (cart.status === 'PREPARING_DELIVERY' || cart.paid) return false;
  if (!cart.email || cart.optedOut || cart.reminded) return false;
  if (cart.itemCount === 0 || cart.totalCents <= 0) return false;
  return now.getTime() - cart.lastChangeAt.getTime() >= delayHours * 60 * 60_000;
}

/** The opt-out list compares addresses as people type them, whatever the case. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class ReminderLinkError extends DomainError {
  constructor(
    message = 'Este link de lembrete não é válido ou expirou. Abra a galeria e escolha as fotos novamente.',
  ) {
    super(message);
  }
}

/** Whether a link of a reminder sent at `sentAt` still works. */
export function reminderLinkValid(sentAt: Date, now: Date): boolean {
  return now.getTime() - sentAt.getTime() <= reminderLinkMaxAgeMs;
}
