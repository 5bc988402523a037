import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginAttemptDecision, loginPolicy } from './auth.ts';
import {
  cookieOf,
  deviceCookieValue,
  devicePolicy,
  deviceSetCookie,
  readDeviceCookie,
} from './device-cookies.ts';
import { browserOf } from './user-agent.ts';

const key = 'chave-de-teste';
const sign = (data: string) => createHmac('sha256', key).update(data).digest('base64url');
const verify = (data: string, signature: string) => {
  const expected = Buffer.from(sign(data));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

const studioId = '0190f5a8-1111-7000-8000-000000000001';
const userId = '0190f5a8-2222-7000-8000-000000000002';
const nonce = 'n'.repeat(43);
const now = new Date('2026-03-10T12:00:00Z');
const expiresAt = new Date(now.getTime() + devicePolicy.lifeMs);

describe('the device cookie', () => {
  const value = deviceCookieValue(studioId, { userId, nonce, expiresAt }, sign);

  it('reads back what was signed, for its studio, until it expires', () => {
    expect(readDeviceCookie(value, studioId, now, verify)).toEqual({
      userId,
      nonce,
      expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000),
    });
    expect(readDeviceCookie(value, studioId, new Date(expiresAt.getTime() + 1000), verify)).toBeNull();
  });

  it('is refused when any part is changed, or on another studio', () => {
    const [member, expires, random, signature] = value.split('.') as [string, string, string, string];
    const otherMember = '0190f5a8-3333-7000-8000-000000000003';
    const tampered = [
      [otherMember, expires, random, signature],
      [member, String(Number(expires) + 3600), random, signature],
      [member, expires, `${random.slice(0, -1)}m`, signature],
      [member, expires, random, `${signature.slice(0, -2)}AA`],
    ].map((parts) => parts.join('.'));
    for (const forged of tampered) expect(readDeviceCookie(forged, studioId, now, verify)).toBeNull();
    expect(readDeviceCookie(value, '0190f5a8-1111-7000-8000-000000000009', now, verify)).toBeNull();
    const signedElsewhere = deviceCookieValue(studioId, { userId, nonce, expiresAt }, (data) =>
      createHmac('sha256', 'outra-chave').update(data).digest('base64url'),
    );
    expect(readDeviceCookie(signedElsewhere, studioId, now, verify)).toBeNull();
    for (const junk of ['', 'abc', `${value}.x`, 'a.b.c.d', null, undefined])
      expect(readDeviceCookie(junk, studioId, now, verify)).toBeNull();
  });

  it('is read from the Cookie header among others, and set HttpOnly, Lax, Secure over https', () => {
    expect(cookieOf(`a=1; ${devicePolicy.cookieName}=${value}; b=2`, devicePolicy.cookieName)).toBe(value);
    expect(cookieOf('a=1; b=2', devicePolicy.cookieName)).toBeNull();
    expect(cookieOf(null, devicePolicy.cookieName)).toBeNull();
    expect(deviceSetCookie(value, { secure: true })).toBe(
      `revela_dispositivo=${value}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(deviceSetCookie(null, { secure: false })).toBe(
      'revela_dispositivo=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });
});

describe('loginAttemptDecision (one e-mail or one known browser)', () => {
  const counter = (count: number, startedMsAgo = 0, blockedForMs: number | null = null) => ({
    count,
    windowStartsAt: new Date(now.getTime() - startedMsAgo),
    blockedUntil: blockedForMs === null ? null : new Date(now.getTime() + blockedForMs),
  });

  it.each([
    ['a fresh counter', null, { kind: 'try', failures: 1, blockedUntil: null }],
    [
      'after four failures',
      counter(4),
      { kind: 'try', failures: 5, blockedUntil: new Date(now.getTime() + 15_000) },
    ],
    ['while it waits', counter(5, 0, 10_000), { kind: 'wait', waitMs: 10_000 }],
    [
      'once the wait is over',
      counter(5, 0, -1),
      { kind: 'try', failures: 6, blockedUntil: new Date(now.getTime() + 30_000) },
    ],
    [
      'failures older than the memory',
      counter(9, loginPolicy.failureMemoryMs + 1),
      { kind: 'try', failures: 1, blockedUntil: null },
    ],
  ] as const)('%s', (_name, given, expected) => {
    expect(loginAttemptDecision(given, now)).toEqual(expected);
  });
});

describe('browserOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
      'Chrome em Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari em iOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox em Linux'],
    ['curl/8.5.0', 'Navegador'],
    [null, 'Navegador desconhecido'],
  ])('%s', (userAgent, words) => {
    expect(browserOf(userAgent)).toBe(words);
  });
});
