// /adm/pedidos/{urlEvento}/{pedidoId}: the order (components/OrderDetail.tsx), or 'Pedido não encontrado' when the
// id is not an order of this event.
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useParams } from 'react-router';
import type { OrderDetailRouteQuery } from '../../../__generated__/OrderDetailRouteQuery.graphql.ts';
import { OrderDetail } from './components/OrderDetail.tsx';

export const orderDetailRouteQuery = graphql`
  query OrderDetailRouteQuery($id: ID!) {
    node(id: $id) {
      ... on Order {
        eventSlug
      }
      ...OrderDetail_order @alias(as: "order")
    }
  }
`;

/** The Relay id of an order from the pedidoId in the address. */
export const orderNodeId = (orderId: string) => btoa(`Order:${orderId}`);

export function OrderDetailRoute() {
  const { eventSlug = '' } = useParams();
  const reference = useLoaderData() as PreloadedQuery<OrderDetailRouteQuery>;
  const { node } = usePreloadedQuery<OrderDetailRouteQuery>(orderDetailRouteQuery, reference);
  if (!node?.order || node.eventSlug !== eventSlug) {
    return (
      <div>
        <Link to={`/adm/pedidos/${eventSlug}`}>← Pedidos do evento</Link>
        <p className="card">Pedido não encontrado.</p>
      </div>
    );
  }
  return <OrderDetail order={node.order} />;
}
