// The X-Idempotency-Key of a payment attempt. One attempt keeps its key across re-submits until the server answers
// it (a lost answer, a double click, a reload of the page): Mercado Pago then returns the payment it already made
// instead of charging again. Only an answer ends the attempt; the next payment gets a new key.

const storageKey = (cartId: string) => `revela:tentativa-de-pagamento:${cartId}`;

/** A fresh random key (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The key of the cart's attempt in progress, or a new one that is kept until finishAttempt. */
export function attemptKey(cartId: string): string {
  const kept = storage()?.getItem(storageKey(cartId));
  if (kept) return kept;
  const key = newIdempotencyKey();
  storage()?.setItem(storageKey(cartId), key);
  return key;
}

/** The server answered the attempt (paid, pending, refused): the next payment is a new attempt. */
export function finishAttempt(cartId: string): void {
  storage()?.removeItem(storageKey(cartId));
}
