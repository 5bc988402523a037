// Verifies the login page's invisible captcha token with a siteverify endpoint (reCAPTCHA, hCaptcha, Turnstile).
import { CaptchaRejectedError } from '../../domain/auth.ts';

export interface CaptchaVerifier {
  /** Throws CaptchaRejectedError when the token is missing or not accepted. */
  verify(token: string | null): Promise<void>;
}

export function createCaptchaVerifier(
  config: { verifyUrl: string; secret: string } | undefined,
  log: (line: string) => void,
): CaptchaVerifier {
  if (!config) {
    log('Login captcha verification is off: set CAPTCHA_VERIFY_URL and CAPTCHA_SECRET to turn it on.');
    return { verify: async () => {} };
  }
  return {
    async verify(token) {
      if (!token) throw new CaptchaRejectedError();
      const response = await fetch(config.verifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: config.secret, response: token }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      const result = (await response?.json().catch(() => null)) as { success?: boolean } | null;
      if (!result?.success) throw new CaptchaRejectedError();
    },
  };
}
