// Which studio a request is for, from its Host header: a studio's own domain, <urlEstudio>.localhost,
// <urlEstudio>.<platform domain>, or the configured default studio on plain localhost.

import type { DomainStatus } from '../generated/prisma/enums.ts';

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
  // The platform domain first: it may itself be under localhost (revela.localhost in the browser tests).
  for (const parent of [options.platformDomain, 'localhost']) {
    // The bare platform domain is the platform's own home, no studio's.
    if (parent && parent === options.platformDomain && name === parent) return null;
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

/**
 * Whether a host is the platform's own address, where its home page and sign-up answer when no studio is served
 * there: the bare platform domain, and plain localhost (or no Host) when the default studio does not exist.
 */
export function isPlatformHost(hostHeader: string | null, options: TenantOptions): boolean {
  if (!hostHeader) return true;
  const name = hostName(hostHeader);
  return !name || loopbackHosts.has(name) || name === options.platformDomain;
}

/** A studio's own domain serves it while its records hold (ACTIVE) and while a re-check finds them broken. */
export const servingDomainStatuses = ['ACTIVE', 'BROKEN'] as const satisfies readonly DomainStatus[];

/** The other form of a studio's own domain: with "www." when it has none, without when it has. */
export function counterpartDomain(domain: string): string {
  return domain.startsWith('www.') ? domain.slice(4) : `www.${domain}`;
}

const hostLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A host name as a certificate names it (lower case, at least two labels, no port), or null when it is none. */
export function certificateName(text: string): string | null {
  const name = text.trim().toLowerCase();
  if (name.length > 253 || !name.includes('.')) return null;
  return name.split('.').every((label) => hostLabel.test(label)) ? name : null;
}

/**
 * What a name is to the platform when Caddy asks whether to obtain a certificate for it: the platform's own domain,
 * exactly one studio label under it, or (outside the platform domain and localhost) a studio's own domain.
 */
export type CertificateSubject =
  | { kind: 'platform' }
  | { kind: 'platform-studio'; slug: string }
  | { kind: 'own-domain'; domains: [string, string] }
  | { kind: 'none' };

export function certificateSubject(name: string, platformDomain: string | undefined): CertificateSubject {
  if (name === 'localhost' || name.endsWith('.localhost')) return { kind: 'none' };
  if (platformDomain) {
    if (name === platformDomain) return { kind: 'platform' };
    if (name.endsWith(`.${platformDomain}`)) {
      const label = name.slice(0, -platformDomain.length - 1);
      return slugLabel.test(label) ? { kind: 'platform-studio', slug: label } : { kind: 'none' };
    }
  }
  // IP addresses are no studio's domain (a certificate for one is never asked of a public CA on demand).
  if (/^[0-9.]+$/.test(name)) return { kind: 'none' };
  return { kind: 'own-domain', domains: [name, counterpartDomain(name)] };
}

export interface StudioAddresses {
  slug: string;
  domain: string | null;
  domainStatus: DomainStatus | null;
}

/**
 * Where a page request should go instead, as a host name, or null to serve it here: the form of the studio's own
 * domain its owner registered is canonical, and the platform subdomain leads to it once the domain is ACTIVE. A
 * BROKEN domain is not redirected to (its records may not reach us), and <urlEstudio>.localhost never redirects.
 */
export function canonicalHostFor(
  hostHeader: string,
  studio: StudioAddresses,
  platformDomain: string | undefined,
): string | null {
  if (!studio.domain || studio.domainStatus !== 'ACTIVE') return null;
  const name = hostName(hostHeader);
  if (name === studio.domain) return null;
  if (name === counterpartDomain(studio.domain)) return studio.domain;
  if (platformDomain && name === `${studio.slug}.${platformDomain}`) return studio.domain;
  return null;
}
