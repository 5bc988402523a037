// 'Todos os pedidos' on /adm/pedidos: every order of the studio, filtered by event, payment, delivery and days, a
// customer search (debounced), pages of 50 and the CSV export. The filters live in the address, which the page's
// loader reads (domain/order-list.ts names its words), so a filtered list can be bookmarked and shared.

import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import { orderListParams, searchMaxLength } from '../../../../../../server/domain/order-list.ts';
import type { AllOrders_studio$key } from '../../../../__generated__/AllOrders_studio.graphql.ts';
import { adminToken } from '../../../../auth/admin-session.ts';
import { useToasts } from '../../../../components/Toasts.tsx';
import { useDebouncedCallback } from '../../../../components/useDebouncedCallback.ts';
import { formatCount } from '../../../../format.ts';
import styles from './AllOrders.module.css';
import { FilterSelect } from './FilterSelect.tsx';
import { FoldedFilters } from './FoldedFilters.tsx';
import { OrderTable } from './OrderTable.tsx';
import { deliveryFilters, studioPaymentFilters, withFilter } from './order-filters.ts';

const searchDelayMs = 400;

/** The file name the server gave (Content-Disposition's UTF-8 name), or a plain one. */
function downloadName(disposition: string | null): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  return encoded ? decodeURIComponent(encoded) : 'pedidos.csv';
}

export function AllOrders({
  studio,
  events,
  filterError,
}: {
  studio: AllOrders_studio$key;
  /** The events the 'Evento' filter offers. */
  events: readonly { slug: string; name: string }[];
  /** Why the address's filters could not be used (the list then shows every order). */
  filterError: string | null;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment AllOrders_studio on Studio
      @refetchable(queryName: "AllOrdersPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 50 }
        cursor: { type: "String" }
        filter: { type: "StudioOrdersFilter" }
      ) {
        orders(first: $count, after: $cursor, filter: $filter) @connection(key: "AllOrders_orders", filters: ["filter"]) {
          totalCount
          edges { node { ...OrderTable_orders @arguments(withEvent: true) } }
        }
      }
    `,
    studio,
  );
  const [search, setSearch] = useSearchParams();
  const toasts = useToasts();
  const [exporting, setExporting] = useState(false);
  const typedInAddress = search.get(orderListParams.search) ?? '';
  const [typed, setTyped] = useState(typedInAddress);
  // The search this box last put in the address: when the address says otherwise (back, 'Limpar filtros'), the box
  // shows what the list is filtered by; its own searches arriving late never undo what was typed since.
  const sent = useRef(typedInAddress);
  useEffect(() => {
    if (typedInAddress === sent.current) return;
    sent.current = typedInAddress;
    setTyped(typedInAddress);
  }, [typedInAddress]);

  // A filter changes the list, not the page: the page stays where it is.
  const choose = (name: string, value: string) =>
    setSearch(withFilter(search, name, value), { replace: true, preventScrollReset: true });
  const searchLater = useDebouncedCallback((value: string) => {
    sent.current = value.trim();
    choose(orderListParams.search, sent.current);
  }, searchDelayMs);
  const onType = (change: ChangeEvent<HTMLInputElement>) => {
    setTyped(change.target.value);
    searchLater(change.target.value);
  };

  const activeFilters = [...search.keys()].filter((name) =>
    (Object.values(orderListParams) as string[]).includes(name),
  ).length;
  const filtered = activeFilters > 0;
  const orders = data.orders.edges.map((edge) => edge.node);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const response = await fetch(`/api/adm/pedidos.csv?${search}`, {
        headers: { Authorization: `Bearer ${adminToken() ?? ''}` },
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { mensagem?: { texto?: string } } | null;
        toasts.failure(body?.mensagem?.texto ?? '');
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = downloadName(response.headers.get('content-disposition'));
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click returns; the address is let go a little later.
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } catch {
      toasts.failure('');
    } finally {
      setExporting(false);
    }
  };

  if (!filtered && !filterError && data.orders.totalCount === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="all-orders-heading">
      <div className={styles.heading}>
        <h2 id="all-orders-heading">Todos os pedidos</h2>
        <button type="button" className="button" disabled={exporting} onClick={exportCsv}>
          Exportar CSV
        </button>
      </div>
      <FoldedFilters label="Filtrar pedidos" active={activeFilters} className={styles.filters}>
        <label>
          Buscar cliente
          <input
            className="input"
            type="search"
            value={typed}
            maxLength={searchMaxLength}
            placeholder="Nome, e-mail ou nº do pedido"
            onChange={onType}
            onKeyDown={(key) => key.key === 'Enter' && searchLater.flush()}
          />
        </label>
        <label>
          Evento
          <select
            className="input"
            value={search.get(orderListParams.eventSlug) ?? ''}
            onChange={(change) => choose(orderListParams.eventSlug, change.target.value)}
          >
            <option value="">Todos</option>
            {events.map((event) => (
              <option key={event.slug} value={event.slug}>
                {event.name}
              </option>
            ))}
          </select>
        </label>
        <FilterSelect
          label="Pagamento"
          options={studioPaymentFilters}
          value={search.get(orderListParams.paymentStatus) ?? ''}
          onChange={(value) => choose(orderListParams.paymentStatus, value)}
        />
        <FilterSelect
          label="Entrega"
          options={deliveryFilters}
          value={search.get(orderListParams.delivery) ?? ''}
          onChange={(value) => choose(orderListParams.delivery, value)}
        />
        {(
          [
            ['De', orderListParams.from],
            ['Até', orderListParams.to],
          ] as const
        ).map(([text, name]) => (
          <label key={name}>
            {text}
            <input
              className="input"
              type="date"
              value={search.get(name) ?? ''}
              onChange={(change) => choose(name, change.target.value)}
            />
          </label>
        ))}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={search.get(orderListParams.needsAction) === '1'}
            onChange={(change) => choose(orderListParams.needsAction, change.target.checked ? '1' : '')}
          />
          Só os que aguardam você
        </label>
        {filtered && (
          <Link to="/adm/pedidos" replace preventScrollReset className={styles.clear}>
            Limpar filtros
          </Link>
        )}
      </FoldedFilters>
      {filterError && (
        <p className="notice notice-danger" role="alert">
          {filterError}
        </p>
      )}
      <p className={styles.count} aria-live="polite">
        {formatCount(data.orders.totalCount, 'pedido encontrado', 'pedidos encontrados')}
      </p>
      {orders.length > 0 && <OrderTable orders={orders} withEvent />}
      {hasNext && (
        <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(50)}>
          Carregar mais
        </button>
      )}
    </section>
  );
}
