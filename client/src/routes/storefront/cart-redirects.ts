// The redirects of spec 001 section 4: a cart waiting for payment opens its payment status page, a paid cart its
// order page; the gallery and the cart are for shopping carts only. The gallery keeps a customer who bought (it
// starts a new cart, with 'Meus pedidos' in its header) rather than sending them back to the order.
import { useLocation, useNavigation } from 'react-router';

export interface CartState {
  readonly status: 'SHOPPING' | 'AWAITING_PAYMENT' | 'PREPARING_DELIVERY' | '%future added value';
  readonly payment: { readonly paymentId: string } | null | undefined;
  readonly order: { readonly orderId: string } | null | undefined;
}

export function paymentStatusPath(eventSlug: string, paymentId: string) {
  return `/${eventSlug}/carrinho/finalizar-pedido/${paymentId}`;
}

export function orderPath(eventSlug: string, orderId: string) {
  return `/${eventSlug}/${orderId}`;
}

/** How a page treats a paid cart: sends it to its order, or stays (the gallery starts a new cart instead). */
export type PaidCart = 'to-order' | 'stay';

/** Where a page for shopping sends this cart instead, or null to stay. */
export function redirectForCart(
  eventSlug: string,
  cart: CartState,
  paid: PaidCart = 'to-order',
): string | null {
  if (cart.status === 'AWAITING_PAYMENT' && cart.payment)
    return paymentStatusPath(eventSlug, cart.payment.paymentId);
  if (cart.status === 'PREPARING_DELIVERY' && cart.order && paid === 'to-order')
    return orderPath(eventSlug, cart.order.orderId);
  return null;
}

/**
 * redirectForCart for the page on screen. While the app moves to another page, the page being left stays on screen
 * until the next one has its data, and that data may already update this cart (a checkout just paid): a page that
 * is no longer the one in the address bar must not redirect on its own.
 */
export function useCartRedirect(
  eventSlug: string,
  cart: CartState | null | undefined,
  paid: PaidCart = 'to-order',
): string | null {
  const navigation = useNavigation();
  const location = useLocation();
  if (!cart || navigation.state !== 'idle' || location.pathname !== window.location.pathname) return null;
  return redirectForCart(eventSlug, cart, paid);
}
