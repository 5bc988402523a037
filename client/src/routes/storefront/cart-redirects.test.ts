import { describe, expect, it } from 'vitest';
import { redirectForCart } from './cart-redirects.ts';

describe('cart redirects (spec 001 section 4)', () => {
  it('keeps a shopping cart where it is', () => {
    expect(redirectForCart('festa', { status: 'SHOPPING', payment: null, order: null })).toBeNull();
  });
  it('sends a cart waiting for payment to its payment status page', () => {
    expect(
      redirectForCart('festa', {
        status: 'AWAITING_PAYMENT',
        payment: { paymentId: 'p1' },
        order: { orderId: 'o1' },
      }),
    ).toBe('/festa/carrinho/finalizar-pedido/p1');
  });
  it('sends a paid cart to its order page', () => {
    expect(
      redirectForCart('festa', {
        status: 'PREPARING_DELIVERY',
        payment: { paymentId: 'p1' },
        order: { orderId: 'o1' },
      }),
    ).toBe('/festa/o1');
  });
  it('lets the gallery keep a paid cart (it starts a new one), but not one waiting for payment', () => {
    const paid = {
      status: 'PREPARING_DELIVERY',
      payment: { paymentId: 'p1' },
      order: { orderId: 'o1' },
    } as const;
    expect(redirectForCart('festa', paid, 'stay')).toBeNull();
    expect(redirectForCart('festa', { ...paid, status: 'AWAITING_PAYMENT' }, 'stay')).toBe(
      '/festa/carrinho/finalizar-pedido/p1',
    );
  });
});
