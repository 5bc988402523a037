// /adm/pedidos/{urlEvento}: the event's orders, newest first, filtered by payment and delivery status.

import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { EventOrdersRoute_event$key } from '../../../__generated__/EventOrdersRoute_event.graphql.ts';
import type { EventOrdersRouteQuery } from '../../../__generated__/EventOrdersRouteQuery.graphql.ts';
import { FilterSelect } from './components/FilterSelect.tsx';
import { FoldedFilters } from './components/FoldedFilters.tsx';
import { OrderTable } from './components/OrderTable.tsx';
import { deliveryFilters, eventPaymentFilters, withFilter } from './components/order-filters.ts';
import styles from './EventOrdersRoute.module.css';
import { digitalStatusLabels, physicalStatusLabels } from './labels.ts';

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

export function EventOrdersRoute() {
  const reference = useLoaderData() as PreloadedQuery<EventOrdersRouteQuery>;
  const { studio } = usePreloadedQuery<EventOrdersRouteQuery>(eventOrdersRouteQuery, reference);
  const [search, setSearch] = useSearchParams();
  const event = studio?.event;
  useEffect(() => {
    if (event) document.title = `Pedidos - ${event.name}`;
  }, [event]);
  if (!event) return <p className="card">Evento não encontrado.</p>;
  const choose = (key: string, value: string) =>
    setSearch(withFilter(search, key, value), { preventScrollReset: true });
  return (
    <div>
      <Link to="/adm/pedidos">← Pedidos</Link>
      <h1>{event.name}</h1>
      <FoldedFilters
        label="Filtrar pedidos"
        active={['pagamento', 'entrega'].filter((name) => search.get(name)).length}
        className={styles.filters}
      >
        <FilterSelect
          label="Pagamento"
          options={eventPaymentFilters}
          value={search.get('pagamento') ?? ''}
          onChange={(value) => choose('pagamento', value)}
        />
        <FilterSelect
          label="Entrega"
          options={deliveryFilters}
          value={search.get('entrega') ?? ''}
          onChange={(value) => choose('entrega', value)}
        />
      </FoldedFilters>
      <EventOrders event={event} />
    </div>
  );
}

function EventOrders({ event }: { event: EventOrdersRoute_event$key }) {
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
          edges { node { ...OrderTable_orders } }
        }
      }
    `,
    event,
  );
  const orders = data.orders.edges.map((edge) => edge.node);
  if (!orders.length) return <p className="card">Nenhum pedido ainda</p>;
  return (
    <OrderTable orders={orders}>
      {hasNext && (
        <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(50)}>
          Carregar mais
        </button>
      )}
    </OrderTable>
  );
}
