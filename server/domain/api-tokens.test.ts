// The rules of API tokens: the secret's shape and checksum, a new token's name, scopes and expiry, the limit of
// active tokens, a token's state, how often its last use is written, and the request limit's answer headers.
import { describe, expect, it } from 'vitest';
import { isOverLimit, rateLimitedMessage, rateLimitHeaders } from './api-token-rate-limit.ts';
import {
  apiTokenChecksum,
  apiTokenDisplayPrefix,
  apiTokenSecretPattern,
  isWellFormedApiTokenSecret,
  newApiTokenSecret,
} from './api-token-secret.ts';
import {
  ApiTokenError,
  ApiTokenLimitReachedError,
  apiTokenPolicy,
  apiTokenState,
  assertApiTokenRoom,
  checkNewApiToken,
  lastUseIsStale,
} from './api-tokens.ts';

describe('an API token secret', () => {
  it('is rvk_, 43 base64url characters of 32 random bytes and a 6-character base62 checksum', () => {
    const secret = newApiTokenSecret();
    expect(secret).toMatch(apiTokenSecretPattern);
    expect(secret).toHaveLength(4 + 43 + 6);
    expect(Buffer.from(secret.slice(4, 47), 'base64url')).toHaveLength(32);
    expect(secret.slice(47)).toBe(apiTokenChecksum(secret.slice(4, 47)));
    expect(newApiTokenSecret()).not.toBe(secret);
  });

  it('has a checksum a scanner can recompute offline: CRC32 in base62 (0-9A-Za-z), zero-padded to 6', () => {
    // Vectors computed apart (Python's zlib.crc32): 'hello' -> 907060870, 43 'A's -> 204167558.
    expect(apiTokenChecksum('hello')).toBe('0zNvy2');
    expect(apiTokenChecksum('A'.repeat(43))).toBe('0DofJ8');
  });

  it('is told apart from a typo or a look-alike without the database', () => {
    const secret = newApiTokenSecret();
    expect(isWellFormedApiTokenSecret(secret)).toBe(true);
    const changed = `${secret.slice(0, 10)}${secret[10] === 'A' ? 'B' : 'A'}${secret.slice(11)}`;
    expect(isWellFormedApiTokenSecret(changed)).toBe(false);
    expect(isWellFormedApiTokenSecret(`${secret}x`)).toBe(false);
    expect(isWellFormedApiTokenSecret(secret.replace('rvk_', 'rva_'))).toBe(false);
    expect(isWellFormedApiTokenSecret('rvk_')).toBe(false);
  });

  it('keeps its first 12 characters for the list', () => {
    const secret = newApiTokenSecret();
    expect(apiTokenDisplayPrefix(secret)).toBe(secret.slice(0, 12));
    expect(apiTokenDisplayPrefix(secret)).toMatch(/^rvk_.{8}$/);
  });
});

describe('a new token', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const refusal = (input: Parameters<typeof checkNewApiToken>[0]) => {
    try {
      checkNewApiToken(input, now);
    } catch (error) {
      expect(error).toBeInstanceOf(ApiTokenError);
      return (error as Error).message;
    }
    return null;
  };

  it('keeps its name trimmed, each scope once in the list order, and its expiry', () => {
    const expiresAt = new Date('2027-01-01T00:00:00Z');
    expect(
      checkNewApiToken(
        { name: '  ERP  ', scopes: ['SALES_READ', 'ORDERS_READ', 'SALES_READ'], expiresAt },
        now,
      ),
    ).toEqual({ name: 'ERP', scopes: ['ORDERS_READ', 'SALES_READ'], expiresAt });
    expect(checkNewApiToken({ name: 'Bot', scopes: ['EVENTS_WRITE'] }, now).expiresAt).toBeNull();
  });

  it.each([
    [{ name: ' ', scopes: ['ORDERS_READ'] }, 'Informe um nome para o token.'],
    [{ name: 'x'.repeat(81), scopes: ['ORDERS_READ'] }, 'O nome do token pode ter até 80 caracteres.'],
    [{ name: 'ERP', scopes: [] }, 'Escolha pelo menos um escopo para o token.'],
    [{ name: 'ERP', scopes: ['ADMIN'] }, 'Escopo desconhecido.'],
    [{ name: 'ERP', scopes: ['ORDERS_READ'], expiresAt: now }, 'A data de expiração deve estar no futuro.'],
  ])('refuses %j: %s', (input, message) => {
    expect(refusal(input)).toBe(message);
  });

  it('fits while the studio has fewer than 25 active tokens', () => {
    expect(() => assertApiTokenRoom(apiTokenPolicy.maxActivePerStudio - 1)).not.toThrow();
    expect(() => assertApiTokenRoom(apiTokenPolicy.maxActivePerStudio)).toThrow(ApiTokenLimitReachedError);
    expect(new ApiTokenLimitReachedError().message).toContain('25 tokens ativos');
  });
});

describe("a token's state and last use", () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it.each([
    [{ revokedAt: null, expiresAt: null }, 'ACTIVE'],
    [{ revokedAt: null, expiresAt: new Date('2026-11-27T12:00:01Z') }, 'ACTIVE'],
    [{ revokedAt: null, expiresAt: now }, 'EXPIRED'],
    [{ revokedAt: new Date('2026-11-01'), expiresAt: new Date('2026-11-02') }, 'REVOKED'],
  ] as const)('%j is %s', (token, state) => {
    expect(apiTokenState(token, now)).toBe(state);
  });

  it('is written again only a minute after the last one kept', () => {
    expect(lastUseIsStale(null, now)).toBe(true);
    expect(lastUseIsStale(new Date(now.getTime() - 59_999), now)).toBe(false);
    expect(lastUseIsStale(new Date(now.getTime() - 60_000), now)).toBe(true);
  });
});

describe('the request limit headers', () => {
  it('give the IETF draft fields and the common ones while under the limit', () => {
    const window = { limit: 600, windowSeconds: 60, used: 1, resetSeconds: 59.2 };
    expect(isOverLimit(window)).toBe(false);
    expect(rateLimitHeaders(window)).toEqual({
      'RateLimit-Policy': '"token";q=600;w=60',
      RateLimit: '"token";r=599;t=60',
      'RateLimit-Limit': '600',
      'RateLimit-Remaining': '599',
      'RateLimit-Reset': '60',
    });
  });

  it('add Retry-After past the limit, never a negative remainder', () => {
    const window = { limit: 2, windowSeconds: 60, used: 5, resetSeconds: 12.1 };
    expect(isOverLimit(window)).toBe(true);
    expect(isOverLimit({ ...window, used: 2 })).toBe(false);
    const headers = rateLimitHeaders(window);
    expect(headers.RateLimit).toBe('"token";r=0;t=13');
    expect(headers['RateLimit-Remaining']).toBe('0');
    expect(headers['Retry-After']).toBe('13');
    expect(rateLimitedMessage(window)).toBe(
      'Limite de requisições deste token excedido (2 a cada 60 segundos). Tente de novo em 13 segundos.',
    );
    expect(rateLimitedMessage({ ...window, resetSeconds: 0.2 })).toContain('em 1 segundo.');
  });
});
