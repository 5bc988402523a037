import { describe, expect, it } from 'vitest';
import { customerLabel, offerPath, offerToken, parseOfferToken, visitorCode } from './customer-choices.ts';

const id = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const signature = `${'A'.repeat(42)}_`;

describe('customerLabel', () => {
  it.each([
    [{ firstName: 'Maria', lastName: 'Souza', email: 'maria@exemplo.com' }, 'Maria Souza'],
    [{ firstName: ' Maria ', lastName: '', email: '' }, 'Maria'],
    [{ firstName: '', lastName: '', email: ' maria@exemplo.com ' }, 'maria@exemplo.com'],
    [{ firstName: '', lastName: '', email: '' }, 'Visitante 3F4A5B'],
  ])('%o is %s', (session, label) => {
    expect(customerLabel({ id, ...session })).toBe(label);
  });

  it('tells visitors apart by the end of their session', () => {
    expect(visitorCode(id)).toBe('3F4A5B');
  });
});

describe('offer tokens', () => {
  it('carry the session and its signature, and open the shared favourites page', () => {
    const token = offerToken(id, signature);
    expect(parseOfferToken(token)).toEqual({ sessionId: id, signature });
    expect(offerPath('formatura', token)).toBe(`/formatura/favoritas/${token}`);
  });

  it.each([
    'B'.repeat(43),
    `${id}${'A'.repeat(42)}`,
    `${id.toUpperCase()}${signature}`,
    `${id}${signature}x`,
    `${id}.${signature}`,
  ])('%s is not an offer token', (token) => {
    expect(parseOfferToken(token)).toBeNull();
  });
});
