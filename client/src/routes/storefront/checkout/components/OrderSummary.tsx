// 'Resumo do Pedido': each photo with its thumbnail, size, format, quantity and price; the extra photos; the totals
// and the delivery mode.
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderSummary_cart$key } from '../../../../__generated__/OrderSummary_cart.graphql.ts';
import type { PickupAddress_address$key } from '../../../../__generated__/PickupAddress_address.graphql.ts';
import { formatBrl, formatSize } from '../../../../format.ts';
import { PickupAddress } from '../../pickup/PickupAddress.tsx';
import { CartTotals } from '../../price-adjustments/CartTotals.tsx';
import styles from './OrderSummary.module.css';

interface Line {
  readonly id: string;
  readonly quantity: number;
  readonly lineTotalCents: number;
  readonly inAllPhotos: boolean;
  readonly option:
    | {
        readonly format: string;
        readonly width: number;
        readonly height: number;
        readonly unit: string;
      }
    | null
    | undefined;
  readonly photo: {
    readonly name: string;
    readonly originalName: string;
    readonly width: number;
    readonly height: number;
    readonly thumbnail:
      | { readonly url: string; readonly width: number; readonly height: number }
      | null
      | undefined;
  };
}

export function OrderSummary({
  cart,
  mode,
  pickupAddress,
}: {
  cart: OrderSummary_cart$key;
  mode: string;
  /** The studio's address, shown when the photos are picked up. */
  pickupAddress?: PickupAddress_address$key | null;
}) {
  const data = useFragment(
    graphql`
      fragment OrderSummary_cart on Cart {
        ...CartTotals_cart
        deliveryPreference
        items { id quantity lineTotalCents inAllPhotos option { format width height unit } photo { name originalName width height thumbnail { url width height } } }
        extraItems { id quantity lineTotalCents inAllPhotos option { format width height unit } photo { name originalName width height thumbnail { url width height } } }
        shipping { serviceName deadlineDays chargedCents }
      }
    `,
    cart,
  );
  const prices = mode !== 'DELIVERY_ONLY';
  const rows = (lines: readonly Line[]) =>
    lines.map((line) => {
      const name = line.photo.originalName || line.photo.name;
      const format = line.option?.format === 'PRINTED' ? 'Impressa' : 'Digital';
      const size = line.option
        ? line.option.format === 'DIGITAL'
          ? formatSize(line.photo.width, line.photo.height, 'PX')
          : formatSize(line.option.width, line.option.height, line.option.unit === 'PX' ? 'PX' : 'CM')
        : '';
      return (
        <li key={line.id} className={styles.line}>
          {line.photo.thumbnail ? (
            <img src={line.photo.thumbnail.url} width={64} height={64} alt={`Foto ${name}`} loading="lazy" />
          ) : (
            <span className={styles.noThumb} />
          )}
          <span className={styles.description}>
            <strong>{format}</strong> {size}
            <br />
            <span className="muted">Quantidade: {line.quantity}</span>
          </span>
          {prices && (
            <span className={styles.price}>
              {line.inAllPhotos ? 'Em todas as fotos' : formatBrl(line.lineTotalCents)}
            </span>
          )}
        </li>
      );
    });
  return (
    <section className="card" aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.title}>
        Resumo do Pedido
      </h2>
      <ul className={styles.lines}>{rows(data.items)}</ul>
      {data.extraItems.length > 0 && (
        <>
          <h3 className={styles.subtitle}>Fotos extras</h3>
          <ul className={styles.lines}>{rows(data.extraItems)}</ul>
        </>
      )}
      {data.deliveryPreference && (
        <p className={styles.delivery}>
          Entrega:{' '}
          {data.deliveryPreference === 'PICKUP'
            ? 'retirada no estúdio'
            : `pelos Correios${data.shipping ? ` (${data.shipping.serviceName}, até ${data.shipping.deadlineDays} dias úteis)` : ''}`}
        </p>
      )}
      {data.deliveryPreference === 'PICKUP' && pickupAddress && <PickupAddress address={pickupAddress} />}
      {prices && <CartTotals cart={data} className={styles.totals} totalClassName={styles.total} />}
    </section>
  );
}
