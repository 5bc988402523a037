// /{urlEvento}/pedido-status: where the session's order stands. A cart still shopping goes to checkout, one
// waiting for payment to its payment page, a paid one to the order page.
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Navigate, useLoaderData, useParams } from 'react-router';
import type { OrderStatusRouteQuery } from '../../../__generated__/OrderStatusRouteQuery.graphql.ts';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { redirectForCart } from '../cart-redirects.ts';

export const orderStatusRouteQuery = graphql`
  query OrderStatusRouteQuery($slug: String!) {
    studio { name }
    gallerySession(eventSlug: $slug) {
      id
      cart { id status order { orderId } payment { paymentId } }
    }
  }
`;

export function OrderStatusRoute() {
  const { eventSlug = '' } = useParams();
  const reference = useLoaderData() as PreloadedQuery<OrderStatusRouteQuery>;
  const { studio, gallerySession: session } = usePreloadedQuery<OrderStatusRouteQuery>(
    orderStatusRouteQuery,
    reference,
  );
  if (!studio) return <StudioNotFound />;
  if (!session) return <Navigate to={`/${eventSlug}`} replace />;
  return (
    <Navigate
      to={redirectForCart(eventSlug, session.cart) ?? `/${eventSlug}/carrinho/finalizar-pedido`}
      replace
    />
  );
}
