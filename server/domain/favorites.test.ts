import { describe, expect, it } from 'vitest';
import { cartTotalTooLargeMessage } from './cart.ts';
import { type FavoritesAddedToCart, favoritesAddedMessage } from './favorites.ts';

const outcome = (fields: Partial<FavoritesAddedToCart>): FavoritesAddedToCart => ({
  added: 0,
  withoutSize: 0,
  alreadyInCart: 0,
  overLimit: [],
  ...fields,
});

describe('favoritesAddedMessage', () => {
  it.each([
    [{ added: 1 }, '1 foto adicionada ao carrinho.'],
    [{ added: 3, alreadyInCart: 1 }, '3 fotos adicionadas ao carrinho. 1 foto já estava no carrinho.'],
    [{ added: 1, alreadyInCart: 2 }, '1 foto adicionada ao carrinho. 2 fotos já estavam no carrinho.'],
    [{ added: 1, withoutSize: 1 }, '1 foto adicionada ao carrinho. Escolha o tamanho dela no carrinho.'],
    [
      { added: 4, withoutSize: 4 },
      '4 fotos adicionadas ao carrinho. Escolha o tamanho de cada uma no carrinho.',
    ],
    [
      { added: 4, withoutSize: 2 },
      '4 fotos adicionadas ao carrinho. Escolha o tamanho de 2 fotos no carrinho.',
    ],
    [{ alreadyInCart: 1 }, 'A foto favorita já está no carrinho.'],
    [{ alreadyInCart: 5 }, 'Todas as favoritas já estão no carrinho.'],
    [
      { added: 1, overLimit: ['a.jpg'] },
      `1 foto adicionada ao carrinho. Não coube 1 foto (a.jpg): ${cartTotalTooLargeMessage}`,
    ],
    [
      { overLimit: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
      `Não couberam 7 fotos (a, b, c, d, e e mais 2): ${cartTotalTooLargeMessage}`,
    ],
  ])('%o reads %s', (fields, message) => {
    expect(favoritesAddedMessage(outcome(fields))).toBe(message);
  });
});
