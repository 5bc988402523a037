// Mercado Pago's SDK script, loaded by us before the Brick renders: the SDK's own loader remembers a failed load for
// good (no retry) and throws it where no one catches it; this one reports the failure and lets a retry load again.

export const mercadoPagoSdkUrl = 'https://sdk.mercadopago.com/js/v2';

/** Past this the script is taken as unreachable (a network that drops it silently). */
const loadTimeoutMs = 20_000;

type WithSdk = Window & { MercadoPago?: unknown };

let loading: Promise<void> | null = null;

/** Resolves once window.MercadoPago exists; rejects when the script cannot be had, leaving nothing behind. */
export function loadMercadoPagoScript(timeoutMs = loadTimeoutMs): Promise<void> {
  if ((window as WithSdk).MercadoPago) return Promise.resolve();
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = mercadoPagoSdkUrl;
    script.async = true;
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // A later try must inject a fresh element: the SDK's loader would otherwise wait on this failed one.
      script.remove();
      loading = null;
      reject(new Error('Mercado Pago SDK unavailable'));
    };
    const timer = setTimeout(fail, timeoutMs);
    script.addEventListener('load', () => {
      if (settled) return;
      if (!(window as WithSdk).MercadoPago) return fail();
      settled = true;
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return loading;
}
