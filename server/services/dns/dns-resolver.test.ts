// The resolver over node's own DNS client, asking the fake DNS server: answers, absence, and failure told apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDns, startFakeDns } from '../../test/fake-dns.ts';
import { createDnsResolver, type DnsResolver } from './dns-resolver.ts';

describe('DNS resolver', () => {
  let dns: FakeDns;
  let resolver: DnsResolver;
  beforeAll(async () => {
    dns = await startFakeDns();
    resolver = createDnsResolver({ servers: [dns.address], timeoutMs: 500 });
    dns.set('www.estudio.com.br', { CNAME: ['dominios.revela.test'] });
    dns.set('dominios.revela.test', { A: ['203.0.113.10'], AAAA: ['2001:db8::10'] });
    dns.set('estudio.com.br', { A: ['203.0.113.10', '198.51.100.7'], AAAA: ['2001:db8:0:1::a'] });
    dns.set('_revela.www.estudio.com.br', { TXT: ['revela-verificacao=abc', 'v=outro'] });
    dns.set('longo.com.br', { TXT: ['x'.repeat(300)] });
    dns.set('quebrado.com.br', 'SERVFAIL');
  });
  afterAll(() => dns.close());

  it('reads each record type', async () => {
    expect(await resolver.lookup('CNAME', 'www.estudio.com.br')).toEqual(['dominios.revela.test']);
    expect(await resolver.lookup('A', 'www.estudio.com.br')).toEqual(['203.0.113.10']);
    expect((await resolver.lookup('A', 'estudio.com.br'))?.sort()).toEqual(['198.51.100.7', '203.0.113.10']);
    expect(await resolver.lookup('AAAA', 'estudio.com.br')).toEqual(['2001:db8:0:1::a']);
    expect((await resolver.lookup('TXT', '_revela.www.estudio.com.br'))?.sort()).toEqual([
      'revela-verificacao=abc',
      'v=outro',
    ]);
  });

  it('joins a TXT value sent in several strings', async () => {
    expect(await resolver.lookup('TXT', 'longo.com.br')).toEqual(['x'.repeat(300)]);
  });

  it('answers [] for a name or type that is not there, null when the server fails', async () => {
    expect(await resolver.lookup('TXT', 'nada.com.br')).toEqual([]);
    expect(await resolver.lookup('CNAME', 'estudio.com.br')).toEqual([]);
    expect(await resolver.lookup('TXT', 'quebrado.com.br')).toBeNull();
  });

  it('answers null when no server answers', async () => {
    const silent = createDnsResolver({ servers: ['127.0.0.1:9'], timeoutMs: 200 });
    expect(await silent.lookup('A', 'estudio.com.br')).toBeNull();
  });
});
