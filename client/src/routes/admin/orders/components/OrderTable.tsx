// The order lists' table (an event's orders, every order of the studio): number with its link, date, customer,
// items, total, payment and delivery; the studio-wide list adds the event and the customer's e-mail. On a phone the
// same orders show as cards (the CSS shows one or the other), which need no sideways scrolling.
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { OrderTable_orders$key } from '../../../../__generated__/OrderTable_orders.graphql.ts';
import { formatBrl, formatDateTime } from '../../../../format.ts';
import dataTable from '../../components/DataTable.module.css';
import { deliveryStatusText } from '../labels.ts';
import styles from './OrderTable.module.css';

export function OrderTable({
  orders,
  withEvent = false,
  children,
}: {
  orders: OrderTable_orders$key;
  /** The 'Evento' column and the e-mails: the fragment must be spread with @arguments(withEvent: true). */
  withEvent?: boolean;
  /** What follows the table inside its frame (the event list's 'Carregar mais'). */
  children?: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment OrderTable_orders on Order
      @relay(plural: true)
      @argumentDefinitions(withEvent: { type: "Boolean!", defaultValue: false }) {
        id
        orderId
        number
        createdAt
        eventSlug
        eventName @include(if: $withEvent)
        customerName
        customer @include(if: $withEvent) { email }
        itemCount
        totalCents
        paymentStatusLabel
        digitalDeliveryStatus
        physicalDeliveryStatus
      }
    `,
    orders,
  );
  return (
    <div className={styles.tableWrap}>
      <ul className={styles.cards} aria-label="Pedidos">
        {data.map((order) => (
          <li key={order.id} className={styles.card}>
            <div className={styles.cardTop}>
              <Link to={`/adm/pedidos/${order.eventSlug}/${order.orderId}`}>Pedido nº {order.number}</Link>
              <strong>{formatBrl(order.totalCents)}</strong>
            </div>
            <p className={styles.cardCustomer}>
              {order.customerName}
              {order.customer && <span className={styles.email}>{order.customer.email}</span>}
            </p>
            {withEvent && <p className={styles.cardMuted}>{order.eventName}</p>}
            <p className={styles.cardMuted}>
              {formatDateTime(order.createdAt as string)} ·{' '}
              {order.itemCount === 1 ? '1 item' : `${order.itemCount} itens`}
            </p>
            <p className={styles.cardStatus}>
              <span>{order.paymentStatusLabel}</span>
              <span>{deliveryStatusText(order)}</span>
            </p>
          </li>
        ))}
      </ul>
      <table className={`${dataTable.table} ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">Pedido</th>
            <th scope="col">Data</th>
            {withEvent && <th scope="col">Evento</th>}
            <th scope="col">Cliente</th>
            <th scope="col">Itens</th>
            <th scope="col">Total</th>
            <th scope="col">Pagamento</th>
            <th scope="col">Entrega</th>
          </tr>
        </thead>
        <tbody>
          {data.map((order) => (
            <tr key={order.id}>
              <td>
                <Link to={`/adm/pedidos/${order.eventSlug}/${order.orderId}`}>nº {order.number}</Link>
              </td>
              <td>{formatDateTime(order.createdAt as string)}</td>
              {withEvent && <td>{order.eventName}</td>}
              <td>
                {order.customerName}
                {order.customer && <span className={styles.email}>{order.customer.email}</span>}
              </td>
              <td>{order.itemCount}</td>
              <td>{formatBrl(order.totalCents)}</td>
              <td>{order.paymentStatusLabel}</td>
              <td>{deliveryStatusText(order)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </div>
  );
}
