// /adm/pedidos: the events with orders and their counts (paid, waiting for payment, to deliver).
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { OrdersRouteQuery } from '../../../__generated__/OrdersRouteQuery.graphql.ts';
import styles from './OrdersRoute.module.css';

export const ordersRouteQuery = graphql`
  query OrdersRouteQuery {
    studio {
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

export function OrdersRoute() {
  const reference = useLoaderData() as PreloadedQuery<OrdersRouteQuery>;
  const { studio } = usePreloadedQuery<OrdersRouteQuery>(ordersRouteQuery, reference);
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
                  <img
                    src={event.cover.url}
                    width={event.cover.width}
                    height={event.cover.height}
                    alt=""
                    loading="lazy"
                  />
                ) : (
                  <span className={styles.noCover} />
                )}
                <span className={styles.name}>{event.name}</span>
                <span className={styles.counts}>
                  <span>{event.orderCounts.total} pedidos</span>
                  <span>{event.orderCounts.paid} pagos</span>
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
    </div>
  );
}
