// Login limits that stop guessing without locking the owner out: waits that grow per e-mail (known or not, with
// the same answers), a cap per address, the address taken from the right of X-Forwarded-For behind proxies, and
// bounded anonymous gallery sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddressOf } from '../../context.ts';
import { galleryTokenPolicy } from '../../domain/gallery-access.ts';
import {
  removeOldRateLimitBuckets,
  removeStaleAnonymousSessions,
} from '../../services/gallery/stale-sessions.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('login limits', () => {
  let t: TestApp;
  const host = 'limites-login.localhost';

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    const studio = await make.studio({
      slug: 'limites-login',
      adminEmail: 'dono@limites.test',
      adminPassword: 'senha-certa',
    });
    await make.event(studio, { name: 'Festa' });
  });
  afterAll(() => t.close());

  const login = (email: string, senha: string, address?: string) =>
    t.rest('POST', '/api/estudio/login', {
      host,
      body: { email, senha },
      ...(address && { headers: { 'X-Forwarded-For': address } }),
    });

  it('answers an unknown e-mail exactly as a known one, waits included', async () => {
    const answers = async (email: string) => {
      const seen: [number, string][] = [];
      for (let i = 0; i < 6; i++) {
        const { status, body } = await login(email, 'errada');
        seen.push([status, body.mensagem.texto.replace(/\d+ segundos/, 'N segundos')]);
      }
      return seen;
    };
    const known = await answers('dono@limites.test');
    expect(await answers('ninguem@limites.test')).toEqual(known);
    expect(known.slice(0, 5).every(([status]) => status === 401)).toBe(true);
    expect(known[5]).toEqual([429, 'Muitas tentativas sem sucesso. Tente novamente em N segundos.']);
  });

  it('lets the owner in once the short wait is over, and forgets the failures', async () => {
    await t.db.rateLimitBucket.updateMany({
      where: { key: { startsWith: 'login:' } },
      data: { blockedUntil: new Date(Date.now() - 1000) },
    });
    expect((await login('dono@limites.test', 'senha-certa')).status).toBe(200);
    expect((await login('dono@limites.test', 'errada')).status).toBe(401);
  });

  it('caps the failures of one address over any e-mails', async () => {
    const other = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      await factories(other.db, other.services).studio({
        slug: 'limites-login',
        adminEmail: 'dono@limites.test',
        adminPassword: 'senha-certa',
      });
      const from = (address: string, email: string) =>
        other.rest('POST', '/api/estudio/login', {
          host,
          body: { email, senha: 'errada' },
          headers: { 'X-Forwarded-For': address },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await from('203.0.113.7', `pessoa${i}@limites.test`)).status);
      expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
      // Another address is not held back; and a client cannot pose as it by writing its own X-Forwarded-For.
      expect((await from('198.51.100.9', 'pessoa@limites.test')).status).toBe(401);
      expect((await from('198.51.100.9, 203.0.113.7', 'pessoa@limites.test')).status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('takes the client address that many places from the right of X-Forwarded-For', () => {
    const request = (forwarded?: string) =>
      new Request('http://x/', forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {});
    const socket = { req: { socket: { remoteAddress: '10.0.0.2' } } };
    expect(clientAddressOf(request('1.1.1.1, 2.2.2.2'), socket, 0)).toBe('10.0.0.2');
    expect(clientAddressOf(request('6.6.6.6, 1.1.1.1'), socket, 1)).toBe('1.1.1.1');
    expect(clientAddressOf(request('6.6.6.6, 1.1.1.1, 10.0.0.1'), socket, 2)).toBe('1.1.1.1');
    expect(clientAddressOf(request('1.1.1.1'), socket, 2)).toBe('10.0.0.2');
    expect(clientAddressOf(request(), socket, 1)).toBe('10.0.0.2');
  });

  it('bounds how many gallery sessions one address opens, and sweeps the anonymous ones left behind', async () => {
    const open = () => t.rest('GET', '/api/festa/galeria-publica/criar-sessao', { host });
    for (let i = 0; i < galleryTokenPolicy.sessionOpens; i++) expect((await open()).status).toBe(200);
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(refused.body.mensagem.texto).toBe('Muitas tentativas sem sucesso. Tente novamente em 10 minutos.');

    const sessions = await t.db.gallerySession.count();
    const day = galleryTokenPolicy.emptySessionMs;
    expect(await removeStaleAnonymousSessions(t.db)).toBe(0);
    expect(await removeStaleAnonymousSessions(t.db, new Date(Date.now() + day + 60_000))).toBe(sessions);
    expect(await removeOldRateLimitBuckets(t.db, new Date(Date.now() + 2 * day))).toBeGreaterThan(0);
  });
});
