// What the gallery and the cart both read of the customer's session: the event's name, and the cart with what decides
// whether a shopping page sends it elsewhere (the redirects of spec 001 section 4).
import { graphql, useFragment } from 'react-relay/hooks';
import type { useShoppingSession_session$key } from '../../__generated__/useShoppingSession_session.graphql.ts';
import { type PaidCart, useCartRedirect } from './cart-redirects.ts';

export function useShoppingSession(
  eventSlug: string,
  key: useShoppingSession_session$key | null | undefined,
  paid: PaidCart = 'to-order',
) {
  const session = useFragment(
    graphql`
      fragment useShoppingSession_session on GallerySession {
        event { id name }
        cart {
          id
          status
          order { orderId }
          payment { paymentId }
        }
      }
    `,
    key,
  );
  return { session, redirect: useCartRedirect(eventSlug, session?.cart, paid) };
}
