// 'Meus pedidos' in the gallery's header, once the session bought here: its order, or a list of them.
import { Link } from 'react-router';
import { orderPath } from '../../cart-redirects.ts';
import styles from './MyOrdersMenu.module.css';

export function MyOrdersMenu({
  eventSlug,
  orders,
}: {
  eventSlug: string;
  orders: readonly { readonly orderId: string; readonly number: number }[];
}) {
  const [only] = orders;
  if (!only) return null;
  if (orders.length === 1) {
    return (
      <Link className="button" to={orderPath(eventSlug, only.orderId)}>
        Meus pedidos
      </Link>
    );
  }
  return (
    <details className={styles.menu}>
      <summary className="button">Meus pedidos</summary>
      <ul className={styles.list}>
        {orders.map((order) => (
          <li key={order.orderId}>
            <Link to={orderPath(eventSlug, order.orderId)}>Pedido nº {order.number}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
