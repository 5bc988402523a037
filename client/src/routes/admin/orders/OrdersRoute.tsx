// /adm/pedidos: the events with orders and their counts (paid, waiting for payment, to deliver), then every order of
// the studio in one list, filtered by the address's words (components/AllOrders.tsx).
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { parseOrderListParams } from '../../../../../server/domain/order-list.ts';
import type { OrdersRouteQuery } from '../../../__generated__/OrdersRouteQuery.graphql.ts';
import { RenditionImage } from '../../../components/RenditionImage.tsx';
import { formatCount } from '../../../format.ts';
import { AllOrders } from './components/AllOrders.tsx';
import styles from './OrdersRoute.module.css';

export const ordersRouteQuery = graphql`
  query OrdersRouteQuery($filter: StudioOrdersFilter) {
    studio {
      ...AllOrders_studio @arguments(filter: $filter)
      events(first: 500) {
        edges {
          node {
            id
            name
            slug
            cover { url width height }
            orderCounts { total paid awaitingPayment toDeliver }
          }
        }
      }
    }
  }
`;

/** The query's variables from the address: its filters when they are valid, else every order. */
export function ordersRouteVariables(search: URLSearchParams): OrdersRouteQuery['variables'] {
  const { filter } = parseOrderListParams(search);
  return { filter: filter as OrdersRouteQuery['variables']['filter'] };
}

export function OrdersRoute() {
  const reference = useLoaderData() as PreloadedQuery<OrdersRouteQuery>;
  const { studio } = usePreloadedQuery<OrdersRouteQuery>(ordersRouteQuery, reference);
  const [search] = useSearchParams();
  useEffect(() => {
    document.title = 'Pedidos';
  }, []);
  const events = (studio?.events.edges ?? [])
    .map((edge) => edge.node)
    .filter((event) => event.orderCounts.total > 0);
  return (
    <div>
      <h1>Pedidos</h1>
      {events.length === 0 ? (
        <p className="card">Nenhum pedido ainda</p>
      ) : (
        <ul className={styles.events}>
          {events.map((event) => (
            <li key={event.id}>
              <Link to={`/adm/pedidos/${event.slug}`} className={styles.event}>
                {event.cover ? (
                  <RenditionImage rendition={event.cover} alt="" loading="lazy" />
                ) : (
                  <span className={styles.noCover} />
                )}
                <span className={styles.name}>{event.name}</span>
                <span className={styles.counts}>
                  <span>{formatCount(event.orderCounts.total, 'pedido', 'pedidos')}</span>
                  <span>{formatCount(event.orderCounts.paid, 'pago', 'pagos')}</span>
                  <span>{event.orderCounts.awaitingPayment} aguardando pagamento</span>
                  <strong className={event.orderCounts.toDeliver ? styles.attention : undefined}>
                    {event.orderCounts.toDeliver} a entregar
                  </strong>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {studio && (
        <AllOrders
          studio={studio}
          events={events.map(({ slug, name }) => ({ slug, name }))}
          filterError={parseOrderListParams(search).error}
        />
      )}
    </div>
  );
}
