// 'Fatura': the order's lines, its totals (all photos, discount, shipping) and its payment.
import { graphql, useFragment } from 'react-relay/hooks';
import type { InvoiceCard_order$key } from '../../../../__generated__/InvoiceCard_order.graphql.ts';
import { formatBrl, formatSize } from '../../../../format.ts';
import { AdminCard } from '../../components/AdminCard.tsx';
import dataTable from '../../components/DataTable.module.css';
import { FactList } from './FactList.tsx';
import styles from './InvoiceCard.module.css';
import { PaymentFacts } from './PaymentFacts.tsx';

export function InvoiceCard({ order }: { order: InvoiceCard_order$key }) {
  const data = useFragment(
    graphql`
      fragment InvoiceCard_order on Order {
        subtotalCents
        shippingChargedCents
        totalCents
        discount { label amountCents }
        allPhotosPriceCents
        deliveryPreference
        items {
          originalName
          format
          width
          height
          unit
          quantity
          unitPriceCents
          lineTotalCents
          extra
          inAllPhotos
        }
        ...PaymentFacts_order
      }
    `,
    order,
  );
  return (
    <AdminCard title="Fatura" titleId="invoice-title" scrolls>
      {/* On a phone the lines scroll sideways: the keyboard can scroll them too (tabIndex). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled */}
      <section className={styles.tableWrap} aria-label="Itens da fatura" tabIndex={0}>
        <table className={`${dataTable.table} ${styles.table}`}>
          <thead>
            <tr>
              <th>Foto</th>
              <th>Formato</th>
              <th>Tamanho</th>
              <th>Qtd.</th>
              <th>Unitário</th>
              <th>Total</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder; a photo may repeat
              <tr key={index}>
                <td>
                  {item.originalName}
                  {item.extra && <span className={styles.tag}>extra</span>}
                  {item.inAllPhotos && <span className={styles.tag}>todas as fotos</span>}
                </td>
                <td>{item.format === 'PRINTED' ? 'Impresso' : 'Digital'}</td>
                <td>{formatSize(item.width, item.height, item.unit === 'PX' ? 'PX' : 'CM')}</td>
                <td>{item.quantity}</td>
                <td>{formatBrl(item.unitPriceCents)}</td>
                <td>{formatBrl(item.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <FactList>
        <dt>Subtotal</dt>
        <dd>{formatBrl(data.subtotalCents)}</dd>
        {data.allPhotosPriceCents != null && (
          <>
            <dt>Inclui todas as fotos (digitais)</dt>
            <dd>{formatBrl(data.allPhotosPriceCents)}</dd>
          </>
        )}
        {data.discount && (
          <>
            <dt>Desconto ({data.discount.label})</dt>
            <dd>-{formatBrl(data.discount.amountCents)}</dd>
          </>
        )}
        {data.deliveryPreference === 'DELIVERY' && (
          <>
            <dt>Frete</dt>
            <dd>{data.shippingChargedCents ? formatBrl(data.shippingChargedCents) : 'Pago pelo estúdio'}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd className={styles.total}>{formatBrl(data.totalCents)}</dd>
      </FactList>
      <PaymentFacts order={data} />
    </AdminCard>
  );
}
