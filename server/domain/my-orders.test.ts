import { describe, expect, it } from 'vitest';
import {
  MyOrdersRateLimitedError,
  myOrdersDecision,
  myOrdersPolicy,
  normaliseOrderEmail,
} from './my-orders.ts';

describe("'Minhas compras' limits", () => {
  const { perEmail, perClientAddress } = myOrdersPolicy;

  it.each([
    ['the first request', { clientAddress: 1, email: 1 }, 'send'],
    ['the last e-mail an address may get', { clientAddress: 2, email: perEmail }, 'send'],
    [
      'one more for that address: the same answer, no e-mail',
      { clientAddress: 4, email: perEmail + 1 },
      'silent',
    ],
  ] as const)('%s', (_case, counts, decision) => {
    expect(myOrdersDecision(counts)).toBe(decision);
  });

  it('refuses a client address past its count, whatever the e-mail', () => {
    expect(() => myOrdersDecision({ clientAddress: perClientAddress + 1, email: 1 })).toThrow(
      MyOrdersRateLimitedError,
    );
    expect(() => myOrdersDecision({ clientAddress: perClientAddress, email: 1 })).not.toThrow();
  });

  it('compares addresses without case or surrounding spaces', () => {
    expect(normaliseOrderEmail('  Maria.Souza@Exemplo.COM ')).toBe('maria.souza@exemplo.com');
  });
});
