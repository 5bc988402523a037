// The studio's order page: its number, date and payment, then its cards: Fatura, Cliente, the digital and physical
// deliveries (what the studio does next) and the photos.
import { useEffect } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { OrderDetail_order$key } from '../../../../__generated__/OrderDetail_order.graphql.ts';
import { formatDateTime } from '../../../../format.ts';
import { CustomerCard } from './CustomerCard.tsx';
import { DigitalDeliveryCard } from './DigitalDeliveryCard.tsx';
import { InvoiceCard } from './InvoiceCard.tsx';
import styles from './OrderDetail.module.css';
import { OrderPhotosCard } from './OrderPhotosCard.tsx';
import { PhysicalDeliveryCard } from './PhysicalDeliveryCard.tsx';

export function OrderDetail({ order }: { order: OrderDetail_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderDetail_order on Order {
        id
        orderId
        number
        eventName
        eventSlug
        status
        paymentStatus
        paymentStatusLabel
        createdAt
        paidAt
        shippedAt
        pickupNotifiedAt
        ...InvoiceCard_order
        ...CustomerCard_order
        ...DigitalDeliveryCard_order
        ...PhysicalDeliveryCard_order
        ...OrderPhotosCard_order
      }
    `,
    order,
  );
  useEffect(() => {
    document.title = `Pedido nº ${data.number}`;
  }, [data.number]);
  const paid = data.paymentStatus === 'APPROVED' || data.paymentStatus === 'EXEMPT';
  const reference = { order: data.id, eventSlug: data.eventSlug };

  return (
    <div className={styles.page}>
      <Link to={`/adm/pedidos/${data.eventSlug}`}>← Pedidos de {data.eventName}</Link>
      <h1>Pedido nº {data.number}</h1>
      <p className="muted">
        {formatDateTime(data.createdAt as string)} · {data.paymentStatusLabel}
      </p>
      <InvoiceCard order={data} />
      <CustomerCard order={data} />
      <DigitalDeliveryCard order={data} paid={paid} reference={reference} />
      <PhysicalDeliveryCard order={data} paid={paid} reference={reference} />
      <OrderPhotosCard order={data} />
    </div>
  );
}
