// The address people reach this studio at, for links we hand out (postback URL, e-mail links).
import type { AppConfig } from '../config.ts';
import { overHttps } from '../http/security-headers.ts';

export function requestOrigin(context: { request: Request; config: Pick<AppConfig, 'trustProxy'> }): string {
  const url = new URL(context.request.url);
  // Behind a TLS-terminating proxy (TRUST_PROXY) the request arrives as http and the proxy says the browser used
  // https; without one, X-Forwarded-Proto is anybody's word and is not taken.
  const protocol = overHttps(context.request, context.config.trustProxy) ? 'https:' : url.protocol;
  return `${protocol}//${url.host}`;
}
