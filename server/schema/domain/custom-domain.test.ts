// The studio's own domain through GraphQL: the admin sets it and reads the records to create, checks it now and
// removes it; refusals come back as typed errors; other people cannot read or change it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { type FakeDns, startFakeDns } from '../../test/fake-dns.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const target = 'dominios.revela.test';

const read = `query {
  studio {
    customDomain {
      available apexAllowed domain status problem checkedAt verifiedAt
      records { type name host value purpose required }
    }
  }
}`;
const outcome = (field: string) =>
  `__typename ... on Error { message } ... on ${field} { message studio { customDomain { domain status problem } } }`;
const setDomain = `mutation($input: SetCustomDomainInput!) { setCustomDomain(input: $input) { ${outcome('SetCustomDomainPayload')} } }`;
const checkDomain = `mutation { checkCustomDomain { ${outcome('CheckCustomDomainPayload')} } }`;
const removeDomain = `mutation { removeCustomDomain { ${outcome('RemoveCustomDomainPayload')} } }`;

describe('custom domain in GraphQL', () => {
  let dns: FakeDns;
  let t: TestApp;
  let admin: AdminClient;

  beforeAll(async () => {
    dns = await startFakeDns();
    t = await createTestApp(
      { CUSTOM_DOMAIN_TARGET: target, CUSTOM_DOMAIN_ADDRESSES: '203.0.113.10', DNS_SERVERS: dns.address },
      { workers: false },
    );
    admin = await adminOfNewStudio(t, factories(t.db, t.services));
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });

  it('sets the domain, lists the records, checks them and removes it', async () => {
    const before = await admin.graphql(read);
    expect(before.data.studio.customDomain).toMatchObject({
      available: true,
      apexAllowed: true,
      domain: null,
      records: [],
    });

    const set = await admin.graphql(setDomain, { input: { domain: 'www.graphql-luz.com.br' } });
    expect(set.data.setCustomDomain).toMatchObject({
      __typename: 'SetCustomDomainPayload',
      message: 'Domínio salvo: crie os registros de DNS',
      studio: { customDomain: { domain: 'www.graphql-luz.com.br', status: 'PENDING' } },
    });
    const { records } = (await admin.graphql(read)).data.studio.customDomain;
    const token = records.find((record: { type: string }) => record.type === 'TXT').value;
    expect(records).toEqual([
      {
        type: 'CNAME',
        name: 'www.graphql-luz.com.br',
        host: 'www',
        value: target,
        purpose: 'serve',
        required: true,
      },
      {
        type: 'TXT',
        name: '_revela.www.graphql-luz.com.br',
        host: '_revela.www',
        value: token,
        purpose: 'proof',
        required: true,
      },
      {
        type: 'A',
        name: 'graphql-luz.com.br',
        host: '@',
        value: '203.0.113.10',
        purpose: 'twin',
        required: false,
      },
    ]);

    const pending = await admin.graphql(checkDomain);
    expect(pending.data.checkCustomDomain).toMatchObject({
      message: 'Os registros ainda não conferem: veja o que falta',
      studio: {
        customDomain: { status: 'PENDING', problem: expect.stringContaining('Falta o registro CNAME www') },
      },
    });

    dns.set('www.graphql-luz.com.br', { CNAME: [target] });
    dns.set('_revela.www.graphql-luz.com.br', { TXT: [token] });
    const active = await admin.graphql(checkDomain);
    expect(active.data.checkCustomDomain).toMatchObject({
      message: 'Tudo certo: o domínio está ativo',
      studio: { customDomain: { status: 'ACTIVE', problem: null } },
    });

    const removed = await admin.graphql(removeDomain);
    expect(removed.data.removeCustomDomain).toMatchObject({
      message: 'Domínio próprio removido',
      studio: { customDomain: { domain: null, status: null } },
    });
  });

  it.each([
    [
      '203.0.113.10',
      'InvalidDomainError',
      'Digite um domínio, como www.seuestudio.com.br, e não um endereço IP ou uma porta.',
    ],
    [
      'estudio_luz',
      'InvalidDomainError',
      '"estudio_luz" não é um domínio válido: use letras, números, hífens e pontos, como www.seuestudio.com.br.',
    ],
    [
      'x.localhost',
      'InvalidDomainError',
      'Esse endereço é da própria plataforma: digite um domínio registrado em nome do seu estúdio.',
    ],
  ])('refuses %j as %s', async (domain, typename, message) => {
    const result = await admin.graphql(setDomain, { input: { domain } });
    expect(result.data.setCustomDomain).toEqual({ __typename: typename, message });
  });

  it('a domain serving another studio is refused', async () => {
    const other = await adminOfNewStudio(t, factories(t.db, t.services));
    await other.graphql(setDomain, { input: { domain: 'www.ocupado.com.br' } });
    const { records } = (await other.graphql(read)).data.studio.customDomain;
    dns.set('www.ocupado.com.br', { CNAME: [target] });
    dns.set('_revela.www.ocupado.com.br', { TXT: [records[1].value] });
    expect((await other.graphql(checkDomain)).data.checkCustomDomain.studio.customDomain.status).toBe(
      'ACTIVE',
    );
    const result = await admin.graphql(setDomain, { input: { domain: 'ocupado.com.br' } });
    expect(result.data.setCustomDomain).toEqual({
      __typename: 'DomainInUseError',
      message: 'Esse domínio já está ligado a outro estúdio.',
    });
  });

  it('checking without a domain says what to do first', async () => {
    await admin.graphql(removeDomain);
    const result = await admin.graphql(checkDomain);
    expect(result.data.checkCustomDomain).toEqual({
      __typename: 'NoCustomDomainError',
      message: 'Nenhum domínio próprio configurado: digite o seu domínio primeiro.',
    });
  });

  it('a visitor can neither read nor set the domain', async () => {
    const readByVisitor = await t.graphql(read, {}, { host: admin.host });
    expect(readByVisitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const setByVisitor = await t.graphql(
      setDomain,
      { input: { domain: 'www.intruso.com.br' } },
      { host: admin.host },
    );
    expect(setByVisitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
