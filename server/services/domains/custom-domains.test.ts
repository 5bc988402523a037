// A studio's own domain through the real resolver asking a fake DNS server: set, checked, activated, broken (the
// owner e-mailed), fixed; the daily job; the refusals.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApexDomainNotSupportedError,
  CustomDomainsUnavailableError,
  DnsLookupFailedError,
  DomainInUseError,
  NoCustomDomainError,
} from '../../domain/custom-domains.ts';
import type { Studio } from '../../generated/prisma/client.ts';
import { factories } from '../../test/factories.ts';
import { type FakeDns, startFakeDns } from '../../test/fake-dns.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { systemContext } from '../request-context.ts';
import {
  checkCustomDomainNow,
  checkStudioDomain,
  queueDomainRechecks,
  removeCustomDomain,
  setCustomDomain,
} from './custom-domains.ts';

const target = 'dominios.revela.test';
const address = '203.0.113.10';

describe('custom domains', () => {
  let dns: FakeDns;
  let t: TestApp;
  let make: ReturnType<typeof factories>;

  beforeAll(async () => {
    dns = await startFakeDns();
    t = await createTestApp({
      CUSTOM_DOMAIN_TARGET: target,
      CUSTOM_DOMAIN_ADDRESSES: address,
      DNS_SERVERS: dns.address,
      PLATFORM_DOMAIN: 'revela.test',
      PUBLIC_URL: 'https://revela.test',
    });
    make = factories(t.db, t.services);
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });
  beforeEach(() => dns.clear());

  const as = (studio: Studio) =>
    systemContext(t, { studio, viewer: { kind: 'admin', userId: '', sessionId: '', role: 'OWNER' } });
  const row = (studio: Studio) => t.db.studio.findUniqueOrThrow({ where: { id: studio.id } });

  /** The owner's zone as the page asks for it. */
  function publish(domain: string, token: string) {
    dns.set(domain, { CNAME: [target] });
    dns.set(`_revela.${domain}`, { TXT: [token] });
  }

  it('a typed domain waits for its records, then becomes active when both hold', async () => {
    const studio = await make.studio();
    const set = await setCustomDomain(as(studio), ' https://WWW.Luz-Fotos.com.br/ ');
    expect(set).toMatchObject({
      domain: 'www.luz-fotos.com.br',
      domainStatus: 'PENDING',
      domainVerifiedAt: null,
    });
    expect(set.domainToken).toMatch(/^revela-verificacao=[0-9a-f]{32}$/);

    const nothing = await checkCustomDomainNow(as(studio));
    expect(nothing.status).toBe('PENDING');
    expect((await row(studio)).domainProblem).toBe(
      `Falta o registro CNAME www apontando para ${target}. Falta o registro TXT _revela.www com o valor ${set.domainToken}.`,
    );

    publish('www.luz-fotos.com.br', set.domainToken!);
    const check = await checkCustomDomainNow(as(studio));
    expect(check).toMatchObject({ previous: 'PENDING', status: 'ACTIVE' });
    const active = await row(studio);
    expect(active).toMatchObject({ domainStatus: 'ACTIVE', domainProblem: null });
    expect(active.domainVerifiedAt).toBeInstanceOf(Date);
    expect(active.domainCheckedAt).toBeInstanceOf(Date);

    // Typed again, the same domain keeps its token and status.
    expect(await setCustomDomain(as(studio), 'www.luz-fotos.com.br')).toMatchObject({
      domainStatus: 'ACTIVE',
      domainToken: set.domainToken,
    });
  });

  it('a TXT holding another token proves nothing: the domain stays pending', async () => {
    const studio = await make.studio();
    await setCustomDomain(as(studio), 'www.outro-token.com.br');
    publish('www.outro-token.com.br', 'revela-verificacao=de-outro-estudio');
    expect((await checkCustomDomainNow(as(studio))).status).toBe('PENDING');
    expect((await row(studio)).domainProblem).toMatch(
      /^O registro TXT _revela\.www tem outro valor \(revela-verificacao=de-outro-estudio\)/,
    );
  });

  it('an active domain that breaks keeps serving as BROKEN, e-mails the admins once, and comes back when fixed', async () => {
    const email = `dono-quebra-${Date.now()}@estudio.test`;
    const studio = await make.studio({ adminEmail: email, name: 'Estúdio Quebra' });
    const { domainToken } = await setCustomDomain(as(studio), 'www.quebra.com.br');
    publish('www.quebra.com.br', domainToken!);
    await checkStudioDomain(t, studio.id);

    dns.set('www.quebra.com.br', { CNAME: ['parking.registrar.test'] });
    const broken = await checkStudioDomain(t, studio.id);
    expect(broken).toMatchObject({ previous: 'ACTIVE', status: 'BROKEN' });
    expect((await row(studio)).domainProblem).toBe(
      `O nome www.quebra.com.br aponta para parking.registrar.test: o registro CNAME www deve apontar para ${target}.`,
    );
    // Still broken the next day: no second e-mail.
    await checkStudioDomain(t, studio.id);
    const mails = await t.db.emailMessage.findMany({
      where: { studioId: studio.id, kind: 'custom-domain-broken' },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: email,
      subject: 'Problema no domínio www.quebra.com.br - Estúdio Quebra',
    });
    expect(mails[0]!.textBody).toContain(
      `https://${studio.slug}.revela.test/adm/configuracoes/dominio-proprio`,
    );

    dns.set('www.quebra.com.br', { CNAME: [target] });
    expect(await checkStudioDomain(t, studio.id)).toMatchObject({ previous: 'BROKEN', status: 'ACTIVE' });
    expect((await row(studio)).domainProblem).toBeNull();
  });

  it('DNS that does not answer changes nothing and says so', async () => {
    const studio = await make.studio();
    const { domainToken } = await setCustomDomain(as(studio), 'www.sem-resposta.com.br');
    publish('www.sem-resposta.com.br', domainToken!);
    await checkStudioDomain(t, studio.id);
    dns.set('_revela.www.sem-resposta.com.br', 'SERVFAIL');
    await expect(checkStudioDomain(t, studio.id)).rejects.toThrow(DnsLookupFailedError);
    expect((await row(studio)).domainStatus).toBe('ACTIVE');
  });

  it('a domain without www takes the platform addresses (and www redirects)', async () => {
    const studio = await make.studio();
    const { domainToken } = await setCustomDomain(as(studio), 'apex-luz.com.br');
    dns.set('apex-luz.com.br', { A: [address] });
    dns.set('_revela.apex-luz.com.br', { TXT: [domainToken!] });
    expect((await checkCustomDomainNow(as(studio))).status).toBe('ACTIVE');
  });

  it('a domain without www is refused when the platform has no addresses for it', async () => {
    const studio = await make.studio();
    const context = { ...as(studio), config: { ...t.config, customDomains: { target, addresses: [] } } };
    await expect(setCustomDomain(context, 'sem-www.com.br')).rejects.toThrow(ApexDomainNotSupportedError);
    expect((await setCustomDomain(context, 'www.sem-www.com.br')).domainStatus).toBe('PENDING');
  });

  it('without CUSTOM_DOMAIN_TARGET custom domains are not offered', async () => {
    const studio = await make.studio();
    const context = { ...as(studio), config: { ...t.config, customDomains: undefined } };
    await expect(setCustomDomain(context, 'www.luz.com.br')).rejects.toThrow(CustomDomainsUnavailableError);
    await expect(checkCustomDomainNow(context)).rejects.toThrow(CustomDomainsUnavailableError);
  });

  it('a domain (with or without www) serving another studio is refused', async () => {
    const first = await make.studio();
    const second = await make.studio();
    const { domainToken } = await setCustomDomain(as(first), 'www.disputado.com.br');
    publish('www.disputado.com.br', domainToken!);
    await checkCustomDomainNow(as(first));
    await expect(setCustomDomain(as(second), 'www.disputado.com.br')).rejects.toThrow(DomainInUseError);
    await expect(setCustomDomain(as(second), 'disputado.com.br')).rejects.toThrow(DomainInUseError);
  });

  it('a claim still waiting for its records cannot keep the real owner out, whose code stays the same', async () => {
    const squatter = await make.studio();
    const owner = await make.studio();
    const claim = await setCustomDomain(as(owner), 'www.meu-de-verdade.com.br');
    await setCustomDomain(as(squatter), 'meu-de-verdade.com.br');
    expect((await row(owner)).domain).toBeNull();

    const again = await setCustomDomain(as(owner), 'www.meu-de-verdade.com.br');
    expect(again.domainToken).toBe(claim.domainToken);
    expect((await row(squatter)).domain).toBeNull();
    // The other studio's code for the same domain is its own.
    const squatterClaim = await setCustomDomain(as(squatter), 'www.meu-de-verdade.com.br');
    expect(squatterClaim.domainToken).not.toBe(claim.domainToken);

    await setCustomDomain(as(owner), 'www.meu-de-verdade.com.br');
    publish('www.meu-de-verdade.com.br', claim.domainToken!);
    expect((await checkCustomDomainNow(as(owner))).status).toBe('ACTIVE');
    await expect(setCustomDomain(as(squatter), 'www.meu-de-verdade.com.br')).rejects.toThrow(
      DomainInUseError,
    );
  });

  it('removing the domain clears it; checking then has nothing to check', async () => {
    const studio = await make.studio();
    await setCustomDomain(as(studio), 'www.removido.com.br');
    expect(await removeCustomDomain(as(studio))).toMatchObject({
      domain: null,
      domainStatus: null,
      domainToken: null,
    });
    await expect(checkCustomDomainNow(as(studio))).rejects.toThrow(NoCustomDomainError);
  });

  it('the daily job checks every studio with a domain', async () => {
    const studio = await make.studio();
    const { domainToken } = await setCustomDomain(as(studio), 'www.diario.com.br');
    publish('www.diario.com.br', domainToken!);
    const queued = await queueDomainRechecks(t.db);
    expect(queued).toBeGreaterThanOrEqual(1);
    await t.settle();
    expect((await row(studio)).domainStatus).toBe('ACTIVE');
  });
});
