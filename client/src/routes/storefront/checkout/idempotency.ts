// A fresh X-Idempotency-Key for one payment submission (crypto.randomUUID needs a secure context; this does not).
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
