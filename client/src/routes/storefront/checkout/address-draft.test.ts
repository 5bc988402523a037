import { beforeEach, describe, expect, it } from 'vitest';
import { clearAddressDraft, readAddressDraft, saveAddressDraft } from './address-draft.ts';

describe('address draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the typed fields per cart until cleared', () => {
    saveAddressDraft('cart-1', { cep: '20040-020', number: '7', complement: '', other: 'x', city: 3 });
    expect(readAddressDraft('cart-1')).toEqual({ cep: '20040-020', number: '7' });
    expect(readAddressDraft('cart-2')).toEqual({});
    clearAddressDraft('cart-1');
    expect(readAddressDraft('cart-1')).toEqual({});
  });

  it('ignores what is not a draft', () => {
    sessionStorage.setItem('revela:rascunho-endereco:cart-1', 'not json');
    expect(readAddressDraft('cart-1')).toEqual({});
    sessionStorage.setItem('revela:rascunho-endereco:cart-1', '["20040-020"]');
    expect(readAddressDraft('cart-1')).toEqual({});
  });
});
