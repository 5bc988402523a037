// Asks DNS what a domain's records say, through node's resolver (the system's servers, or DNS_SERVERS): the custom
// domain checks see answers, "none", or a failure that says nothing about the records.
import { Resolver } from 'node:dns/promises';
import type { DnsRecordType } from '../../domain/custom-domains.ts';

export interface DnsResolver {
  /** The record's values ([] when the name has none of that type or does not exist), or null when DNS failed. */
  lookup(type: DnsRecordType, name: string): Promise<string[] | null>;
}

/** Answers that mean the record is not there, as opposed to a server that did not answer. */
const absent = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);

export function createDnsResolver(
  options: { servers?: string[] | undefined; timeoutMs?: number } = {},
): DnsResolver {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3000, tries: 2 });
  if (options.servers?.length) resolver.setServers(options.servers);
  const ask: Record<DnsRecordType, (name: string) => Promise<string[]>> = {
    A: (name) => resolver.resolve4(name),
    AAAA: (name) => resolver.resolve6(name),
    CNAME: (name) => resolver.resolveCname(name),
    // A TXT record may come in several strings of up to 255 characters: together they are its value.
    TXT: async (name) => (await resolver.resolveTxt(name)).map((chunks) => chunks.join('')),
  };
  return {
    async lookup(type, name) {
      try {
        return await ask[type](name);
      } catch (error) {
        if (absent.has((error as NodeJS.ErrnoException).code ?? '')) return [];
        return null;
      }
    },
  };
}
