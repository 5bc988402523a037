// The studio's view of what customers chose in a gallery: which sessions count (a favourite or a photo in the
// cart), and the signed offer link that opens one customer's favourites for whoever the studio sends it to.
import { offerToken, parseOfferToken } from '../../domain/customer-choices.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { Secrets } from '../secrets/secrets.ts';

const offerPurpose = 'customer-offer';

/** Sessions that chose something: a favourite still in the gallery, or a photo in their cart. */
export const customerChoicesWhere: Prisma.GallerySessionWhereInput = {
  OR: [{ favorites: { some: { photo: { status: 'READY' } } } }, { cart: { items: { some: {} } } }],
};

/** The offer link's token for a session: signed, so nobody can make one for another customer's list. */
export function customerOfferToken(secrets: Secrets, sessionId: string): string {
  return offerToken(sessionId, secrets.sign(offerPurpose, sessionId));
}

/** The session an offer token was signed for, or null when it is not a valid offer token. */
export function offeredSession(secrets: Secrets, token: string): string | null {
  const parsed = parseOfferToken(token);
  if (!parsed || !secrets.verify(offerPurpose, parsed.sessionId, parsed.signature)) return null;
  return parsed.sessionId;
}
