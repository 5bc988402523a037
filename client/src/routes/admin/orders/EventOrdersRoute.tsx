// /adm/pedidos/{urlEvento}: the event's orders, newest first, filtered by payment and delivery status.

import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useParams, useSearchParams } from 'react-router';
import type { EventOrdersRoute_event$key } from '../../../__generated__/EventOrdersRoute_event.graphql.ts';
import type { EventOrdersRouteQuery } from '../../../__generated__/EventOrdersRouteQuery.graphql.ts';
import { formatBrl, formatDateTime } from '../../../format.ts';
import { FilterSelect } from './components/FilterSelect.tsx';
import styles from './EventOrdersRoute.module.css';
import { deliveryStatusText, digitalStatusLabels, physicalStatusLabels } from './labels.ts';

export const eventOrdersRouteQuery = graphql`
  query EventOrdersRouteQuery($slug: String!, $filter: OrderFilter) {
    studio {
      event(slug: $slug) {
        id
        name
        ...EventOrdersRoute_event @arguments(filter: $filter)
      }
    }
  }
`;

/** The filters as the address keeps them (?pagamento=APPROVED&entrega=PREPARATION). */
export function ordersFilter(search: URLSearchParams): EventOrdersRouteQuery['variables']['filter'] {
  type Filter = NonNullable<EventOrdersRouteQuery['variables']['filter']>;
  const payment = search.get('pagamento');
  const delivery = search.get('entrega');
  return {
    paymentStatus: payment ? ([payment] as Filter['paymentStatus']) : null,
    digitalDeliveryStatus:
      delivery && delivery in digitalStatusLabels ? ([delivery] as Filter['digitalDeliveryStatus']) : null,
    physicalDeliveryStatus:
      delivery && delivery in physicalStatusLabels ? ([delivery] as Filter['physicalDeliveryStatus']) : null,
  };
}

const paymentFilters: [string, string][] = [
  ['', 'Todos'],
  ['APPROVED', 'Aprovado'],
  ['EXEMPT', 'Isento'],
  ['PENDING', 'Pendente'],
  ['REJECTED', 'Rejeitado'],
  ['CANCELLED', 'Expirado'],
];

const deliveryFilters: [string, string][] = [
  ['', 'Todas'],
  ['AWAITING_RELEASE', 'Digital aguardando liberação'],
  ['RELEASED', 'Digital liberado'],
  ['PREPARATION', 'Impressas em preparação'],
  ['SHIPPED', 'Impressas enviadas'],
  ['AWAITING_PICKUP', 'Impressas aguardando retirada'],
];

export function EventOrdersRoute() {
  const { eventSlug = '' } = useParams();
  const reference = useLoaderData() as PreloadedQuery<EventOrdersRouteQuery>;
  const { studio } = usePreloadedQuery<EventOrdersRouteQuery>(eventOrdersRouteQuery, reference);
  const [search, setSearch] = useSearchParams();
  const event = studio?.event;
  useEffect(() => {
    if (event) document.title = `Pedidos - ${event.name}`;
  }, [event]);
  if (!event) return <p className="card">Evento não encontrado.</p>;
  const choose = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next);
  };
  return (
    <div>
      <Link to="/adm/pedidos">← Pedidos</Link>
      <h1>{event.name}</h1>
      <div className={styles.filters}>
        <FilterSelect
          label="Pagamento"
          options={paymentFilters}
          value={search.get('pagamento') ?? ''}
          onChange={(value) => choose('pagamento', value)}
        />
        <FilterSelect
          label="Entrega"
          options={deliveryFilters}
          value={search.get('entrega') ?? ''}
          onChange={(value) => choose('entrega', value)}
        />
      </div>
      <OrdersTable event={event} eventSlug={eventSlug} />
    </div>
  );
}

function OrdersTable({ event, eventSlug }: { event: EventOrdersRoute_event$key; eventSlug: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment EventOrdersRoute_event on Event
      @refetchable(queryName: "EventOrdersPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        filter: { type: "OrderFilter" }
      ) {
        orders(first: $count, after: $cursor, filter: $filter) @connection(key: "EventOrdersRoute_orders", filters: ["filter"]) {
          edges {
            node {
              id
              orderId
              number
              createdAt
              customerName
              itemCount
              totalCents
              paymentStatusLabel
              digitalDeliveryStatus
              physicalDeliveryStatus
            }
          }
        }
      }
    `,
    event,
  );
  const orders = data.orders.edges.map((edge) => edge.node);
  if (!orders.length) return <p className="card">Nenhum pedido ainda</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>Pedido</th>
            <th>Data</th>
            <th>Cliente</th>
            <th>Itens</th>
            <th>Total</th>
            <th>Pagamento</th>
            <th>Entrega</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <Link to={`/adm/pedidos/${eventSlug}/${order.orderId}`}>nº {order.number}</Link>
              </td>
              <td>{formatDateTime(order.createdAt as string)}</td>
              <td>{order.customerName}</td>
              <td>{order.itemCount}</td>
              <td>{formatBrl(order.totalCents)}</td>
              <td>{order.paymentStatusLabel}</td>
              <td>{deliveryStatusText(order)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {hasNext && (
        <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(50)}>
          Carregar mais
        </button>
      )}
    </div>
  );
}
