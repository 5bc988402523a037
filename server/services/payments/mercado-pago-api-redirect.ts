// Sends the Mercado Pago SDK's requests to another base URL (a local fake), leaving every other request alone.
//
// Why a fetch wrapper: the SDK (3.6.x) reads its base URL from a constant (AppConfig.BASE_URL) on every request and offers
// no option or environment variable to change it, but it calls the global `fetch` at request time. So we wrap
// `globalThis.fetch` once, and the wrapper rewrites a URL only when both hold:
//   - the URL starts with https://api.mercadopago.com, and
//   - the request was started inside withMercadoPagoApiUrl() (an AsyncLocalStorage scope our gateway opens per call).
// Other code's requests, including other code talking to api.mercadopago.com outside our gateway, pass through untouched.
import { AsyncLocalStorage } from 'node:async_hooks';

export const MERCADO_PAGO_API_BASE = 'https://api.mercadopago.com';

/** The URL aimed at `base` instead when it targets Mercado Pago's API; any other URL unchanged. */
export function rewriteMercadoPagoUrl(url: string, base: string): string {
  const rest = url.slice(MERCADO_PAGO_API_BASE.length);
  if (!url.startsWith(MERCADO_PAGO_API_BASE) || !(rest === '' || /^[/?#]/.test(rest))) return url;
  return base.replace(/\/+$/, '') + rest;
}

/** A fetch that rewrites Mercado Pago API URLs to currentBase() (when it returns one) before calling inner. */
export function redirectingFetch(inner: typeof fetch, currentBase: () => string | undefined): typeof fetch {
  return (input, init) => {
    const base = currentBase();
    if (base === undefined) return inner(input, init);
    if (typeof input === 'string' || input instanceof URL) {
      const url = String(input);
      const rewritten = rewriteMercadoPagoUrl(url, base);
      return inner(rewritten === url ? input : rewritten, init);
    }
    const rewritten = rewriteMercadoPagoUrl(input.url, base);
    return inner(rewritten === input.url ? input : new Request(rewritten, input), init);
  };
}

interface RedirectRegistry {
  storage: AsyncLocalStorage<string>;
  installed: boolean;
}

// Kept on globalThis so that two copies of this module (test isolation, bundling) share one wrapper and one scope.
const registryKey = Symbol.for('revela.mercadoPagoApiRedirect');
const globals = globalThis as typeof globalThis & { [registryKey]?: RedirectRegistry };
globals[registryKey] ??= { storage: new AsyncLocalStorage<string>(), installed: false };
const registry = globals[registryKey];

/** Wraps globalThis.fetch once per process; later calls do nothing. */
export function installMercadoPagoApiRedirect(): void {
  if (registry.installed) return;
  globalThis.fetch = redirectingFetch(globalThis.fetch, () => registry.storage.getStore());
  registry.installed = true;
}

/** Runs fn with the SDK's requests (and only those to api.mercadopago.com) sent to apiUrl. */
export function withMercadoPagoApiUrl<T>(apiUrl: string, fn: () => Promise<T>): Promise<T> {
  installMercadoPagoApiRedirect();
  return registry.storage.run(apiUrl, fn);
}
