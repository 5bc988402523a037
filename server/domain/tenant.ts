// Which studio a request is for, from its Host header: a studio's own domain, <urlEstudio>.localhost,
// <urlEstudio>.<platform domain>, or the configured default studio on plain localhost.

export type StudioLookup = { slug: string } | { domains: string[] };

export interface TenantOptions {
  defaultStudio: string;
  platformDomain?: string | undefined;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0']);
const slugLabel = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The host name alone: lower case, without port, brackets or a trailing dot. */
export function hostName(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

export function studioLookupForHost(hostHeader: string | null, options: TenantOptions): StudioLookup | null {
  if (!hostHeader) return { slug: options.defaultStudio };
  const name = hostName(hostHeader);
  if (!name || loopbackHosts.has(name)) return { slug: options.defaultStudio };
  for (const parent of ['localhost', options.platformDomain]) {
    if (parent && name.endsWith(`.${parent}`)) {
      const label = name
        .slice(0, -parent.length - 1)
        .split('.')
        .pop()!;
      return slugLabel.test(label) ? { slug: label } : null;
    }
    if (parent && name === parent) return { slug: options.defaultStudio };
  }
  // A studio's own domain answers with or without "www.".
  const bare = name.replace(/^www\./, '');
  return { domains: bare === name ? [name, `www.${name}`] : [bare, name] };
}
