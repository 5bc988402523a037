// A new cart for a customer who already bought: the paid cart lets go of the session (its order stays the session's
// through Order.sessionId) and an empty one becomes the session's current cart. The checkout forms stay filled.
import { NotFoundError } from '../../domain/errors.ts';
import { PaymentInProgressError } from '../../domain/payments.ts';
import { assertGalleryOpen } from '../events/event-expiry.ts';
import { type CustomerContext, requireGallerySession } from '../request-context.ts';

export type NewCartOutcome = 'started' | 'already-shopping';

/**
 * Starts a new cart once the current one became a paid (or exempt) order. Idempotent: a session already shopping
 * keeps its cart, so two tabs (or a repeated request) start one cart between them. A cart waiting for its payment
 * keeps the session: that payment may still be approved, or the customer may choose another method.
 */
export async function startNewCart(context: CustomerContext): Promise<NewCartOutcome> {
  const sessionId = requireGallerySession(context);
  await assertGalleryOpen(context);
  return context.db.$transaction(async (tx) => {
    // The session's row is the turn: requests for it wait here, and each then sees the cart the other left.
    const [session] = await tx.$queryRaw<{ studioId: string; eventId: string }[]>`
      SELECT "studioId", "eventId" FROM "GallerySession" WHERE id = ${sessionId}::uuid FOR UPDATE`;
    if (!session) throw new NotFoundError('Sessão não encontrada');
    const current = await tx.cart.findUnique({
      where: { sessionId },
      select: { id: true, status: true, order: { select: { status: true } } },
    });
    if (current?.status === 'SHOPPING') return 'already-shopping';
    if (current?.status === 'AWAITING_PAYMENT' || (current && current.order?.status !== 'PREPARING_DELIVERY'))
      throw new PaymentInProgressError();
    if (current) await tx.cart.update({ where: { id: current.id }, data: { sessionId: null } });
    await tx.cart.create({ data: { studioId: session.studioId, eventId: session.eventId, sessionId } });
    return 'started';
  });
}
