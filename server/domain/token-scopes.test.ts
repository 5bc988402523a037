// The table of what API tokens may run: it names every admin coordinate of operation-access.ts and nothing else,
// never gives a token a member's account, the payment keys and team, billing or the integrations, and keeps
// ORDERS_READ and SALES_READ to reads. (Every operation run with every scope: schema/access/token-scope-matrix.test.ts.)
import { describe, expect, it } from 'vitest';
import { apiTokenScopes } from './api-tokens.ts';
import { accessOf, operationAccess } from './operation-access.ts';
import { capabilities } from './roles.ts';
import { capabilitiesTokensNeverHave, scopesAllowing, tokenMay, tokenScopes } from './token-scopes.ts';

const adminCoordinates = Object.entries(operationAccess)
  .filter(([, access]) => (capabilities as readonly string[]).includes(access))
  .map(([coordinate]) => coordinate);

describe('the token scope table', () => {
  it('names every admin coordinate of operation-access.ts (add the new one to domain/token-scopes.ts)', () => {
    expect(adminCoordinates.filter((coordinate) => !(coordinate in tokenScopes))).toEqual([]);
  });

  it('names nothing but admin coordinates', () => {
    expect(Object.keys(tokenScopes).filter((coordinate) => !adminCoordinates.includes(coordinate))).toEqual(
      [],
    );
  });

  it("never opens a member's account, the keys and team, billing or the integrations to a token", () => {
    const opened = adminCoordinates.filter(
      (coordinate) =>
        capabilitiesTokensNeverHave.includes(accessOf(coordinate) as never) &&
        (tokenScopes as Record<string, readonly string[]>)[coordinate]!.length > 0,
    );
    expect(opened).toEqual([]);
    for (const capability of ['account', 'credentials', 'billing', 'integrations'])
      expect(capabilitiesTokensNeverHave).toContain(capability);
  });

  it('keeps the read scopes to reads: no mutation, no upload', () => {
    const writes = adminCoordinates.filter(
      (coordinate) =>
        (coordinate.startsWith('Mutation.') || /^(POST|PUT|PATCH|DELETE) /.test(coordinate)) &&
        scopesAllowing(coordinate).some((scope) => scope === 'ORDERS_READ' || scope === 'SALES_READ'),
    );
    expect(writes).toEqual([]);
  });

  it('gives every scope something to do', () => {
    for (const scope of apiTokenScopes)
      expect(adminCoordinates.some((coordinate) => tokenMay([scope], coordinate))).toBe(true);
  });

  it('refuses public, customer, operator and unknown coordinates to every token', () => {
    const all = [...apiTokenScopes];
    expect(tokenMay(all, 'Mutation.addPhotoToCart')).toBe(false);
    expect(tokenMay(all, 'Query.operatorConsole')).toBe(false);
    expect(tokenMay(all, 'Mutation.login')).toBe(false);
    expect(tokenMay(all, 'Mutation.noSuchThing')).toBe(false);
  });

  it('lets each scope run its own area', () => {
    expect(tokenMay(['ORDERS_READ'], 'Studio.orders')).toBe(true);
    expect(tokenMay(['ORDERS_READ'], 'Mutation.notifyShipment')).toBe(false);
    expect(tokenMay(['EVENTS_WRITE'], 'POST /api/adm/envios')).toBe(true);
    expect(tokenMay(['EVENTS_WRITE'], 'Studio.orders')).toBe(false);
    expect(tokenMay(['PRICING_WRITE'], 'Mutation.updateEventDiscounts')).toBe(true);
    expect(tokenMay(['SALES_READ'], 'Studio.salesSummary')).toBe(true);
    expect(tokenMay(['SALES_READ'], 'Order')).toBe(false);
  });
});
