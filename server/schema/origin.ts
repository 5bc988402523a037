// The address people reach this studio at, for links we hand out (postback URL, e-mail links).
import type { Context } from '../context.ts';

export function requestOrigin(context: Pick<Context, 'request'>): string {
  const url = new URL(context.request.url);
  // Behind a TLS-terminating proxy the request arrives as http; the proxy says what the browser used.
  const forwarded = context.request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const protocol = forwarded === 'https' || forwarded === 'http' ? `${forwarded}:` : url.protocol;
  return `${protocol}//${url.host}`;
}
