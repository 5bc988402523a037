// The device cookie at the edge: read from the request, set on the answer (over https: Secure).

import type { Context } from '../context.ts';
import { cookieOf, devicePolicy, deviceSetCookie } from '../domain/device-cookies.ts';
import { setAnswerCookie } from './response-cookies.ts';
import { overHttps } from './security-headers.ts';

export function requestDeviceCookie(context: Pick<Context, 'request'>): string | null {
  return cookieOf(context.request.headers.get('cookie'), devicePolicy.cookieName);
}

/** Sets the device cookie's value on the answer; null deletes it (this browser was forgotten). */
export function rememberBrowser(context: Pick<Context, 'request' | 'config'>, value: string | null): void {
  const secure = overHttps(context.request, context.config.trustProxy);
  setAnswerCookie(context.request, deviceSetCookie(value, { secure }));
}
