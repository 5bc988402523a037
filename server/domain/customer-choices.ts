// What customers chose in a gallery, as the studio sees it: who each one is, and the token of the studio's offer
// link, which opens a customer's favourites for whoever the studio sends it to.

/** A short code that tells visitors who never gave their name apart (the end of their session's id). */
export function visitorCode(sessionId: string): string {
  return sessionId.replace(/-/g, '').slice(-6).toUpperCase();
}

/** Who chose: the name the customer saved, else their e-mail, else their session. */
export function customerLabel(session: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}): string {
  const name = `${session.firstName.trim()} ${session.lastName.trim()}`.trim();
  if (name) return name;
  const email = session.email.trim();
  return email || `Visitante ${visitorCode(session.id)}`;
}

/**
 * The offer link's token: the customer's session and the platform's signature of it, side by side ('<uuid><43
 * characters>'; no dot, which the server would take for a file's extension).
 */
const offerTokenPattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})([A-Za-z0-9_-]{43})$/;

export function offerToken(sessionId: string, signature: string): string {
  return `${sessionId}${signature}`;
}

/** The session and signature an offer token holds, or null for anything else (a customer's own share token). */
export function parseOfferToken(token: string): { sessionId: string; signature: string } | null {
  const match = offerTokenPattern.exec(token);
  return match ? { sessionId: match[1]!, signature: match[2]! } : null;
}

/** Where the offer opens: the gallery's page of a shared list of favourites. */
export function offerPath(eventSlug: string, token: string): string {
  return `/${eventSlug}/favoritas/${token}`;
}
