// Chromium takes every *.localhost name (a studio at <urlEstudio>.revela.localhost) to this machine; Node's resolver
// does not. In the test process, such names are looked up as 127.0.0.1, so the helpers' fetch reaches a studio too.
import dns from 'node:dns';

let installed = false;

export function resolveLocalhostNames(): void {
  if (installed) return;
  installed = true;
  const lookup = dns.lookup;
  const patched = (hostname: string, options: unknown, callback?: unknown) =>
    typeof options === 'function'
      ? Reflect.apply(lookup, dns, [hostname.endsWith('.localhost') ? '127.0.0.1' : hostname, options])
      : Reflect.apply(lookup, dns, [
          hostname.endsWith('.localhost') ? '127.0.0.1' : hostname,
          options,
          callback,
        ]);
  dns.lookup = patched as typeof dns.lookup;
}
