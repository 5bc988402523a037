// A token's request limit as its answers tell it: the IETF draft's RateLimit-Policy and RateLimit fields
// (draft-ietf-httpapi-ratelimit-headers-08 and later), the widely used RateLimit-Limit/-Remaining/-Reset, and
// Retry-After once the limit is passed.

/** One token's window: `limit` requests per `windowSeconds`, `used` so far (this one included). */
export interface RateWindow {
  limit: number;
  windowSeconds: number;
  used: number;
  /** Seconds until the window starts again (at least 1). */
  resetSeconds: number;
}

/** The policy's name in the draft's fields. */
const policyName = 'token';

export function isOverLimit(window: RateWindow): boolean {
  return window.used > window.limit;
}

export function rateLimitHeaders(window: RateWindow): Record<string, string> {
  const remaining = Math.max(0, window.limit - window.used);
  const reset = String(Math.max(1, Math.ceil(window.resetSeconds)));
  return {
    'RateLimit-Policy': `"${policyName}";q=${window.limit};w=${window.windowSeconds}`,
    RateLimit: `"${policyName}";r=${remaining};t=${reset}`,
    'RateLimit-Limit': String(window.limit),
    'RateLimit-Remaining': String(remaining),
    'RateLimit-Reset': reset,
    ...(isOverLimit(window) && { 'Retry-After': reset }),
  };
}

export function rateLimitedMessage(window: RateWindow): string {
  const seconds = Math.max(1, Math.ceil(window.resetSeconds));
  return `Limite de requisições deste token excedido (${window.limit} a cada ${window.windowSeconds} segundos). Tente de novo em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`;
}
