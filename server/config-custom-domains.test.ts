// The custom domain settings: CUSTOM_DOMAIN_TARGET, CUSTOM_DOMAIN_ADDRESSES and DNS_SERVERS, and their one-line refusals.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/revela-config-test' };

describe('custom domain settings', () => {
  it('are off by default, with the system resolvers', () => {
    expect(loadConfig(base)).toMatchObject({ customDomains: undefined, dnsServers: undefined });
  });

  it('read the target, the addresses and the DNS servers', () => {
    const config = loadConfig({
      ...base,
      CUSTOM_DOMAIN_TARGET: 'dominios.revela.app.',
      CUSTOM_DOMAIN_ADDRESSES: '203.0.113.10, 2001:db8::10',
      DNS_SERVERS: '1.1.1.1,127.0.0.1:5353,[::1]:53,2001:4860:4860::8888',
    });
    expect(config.customDomains).toEqual({
      target: 'dominios.revela.app',
      addresses: ['203.0.113.10', '2001:db8::10'],
    });
    expect(config.dnsServers).toEqual(['1.1.1.1', '127.0.0.1:5353', '[::1]:53', '2001:4860:4860::8888']);
  });

  it.each([
    [
      { CUSTOM_DOMAIN_TARGET: '203.0.113.10' },
      'Invalid CUSTOM_DOMAIN_TARGET: must be the host name studios point their CNAME records to, such as dominios.revela.app (got "203.0.113.10")',
    ],
    [
      { CUSTOM_DOMAIN_TARGET: 'dominios.revela.app', CUSTOM_DOMAIN_ADDRESSES: '203.0.113.10,revela.app' },
      'Invalid CUSTOM_DOMAIN_ADDRESSES: must be the IPv4/IPv6 addresses of the platform separated by commas, such as 203.0.113.10,2001:db8::10 (got "203.0.113.10,revela.app")',
    ],
    [
      { CUSTOM_DOMAIN_ADDRESSES: '203.0.113.10' },
      'Invalid CUSTOM_DOMAIN_ADDRESSES: it needs CUSTOM_DOMAIN_TARGET (the host name studios point their CNAME to)',
    ],
    [
      { DNS_SERVERS: 'dns.google' },
      'Invalid DNS_SERVERS: must be DNS server addresses separated by commas, such as 1.1.1.1,8.8.8.8 or 127.0.0.1:5353 (got "dns.google")',
    ],
  ])('refuses %j', (environment, message) => {
    expect(() => loadConfig({ ...base, ...environment })).toThrow(new ConfigError(message));
  });
});
