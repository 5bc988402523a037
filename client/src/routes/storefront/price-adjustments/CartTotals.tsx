// A cart's totals as the cart and the checkout show them: subtotal, the discounts' rows, shipping when posted, total.
import { graphql, useFragment } from 'react-relay/hooks';
import type { CartTotals_cart$key } from '../../../__generated__/CartTotals_cart.graphql.ts';
import { formatBrl } from '../../../format.ts';
import styles from './CartTotals.module.css';
import { PriceAdjustments } from './PriceAdjustments.tsx';

export function CartTotals({
  cart,
  className,
  totalClassName,
}: {
  cart: CartTotals_cart$key;
  /** The list's spacing on its page. */
  className?: string;
  /** The total's size on its page. */
  totalClassName?: string;
}) {
  const data = useFragment(
    graphql`
      fragment CartTotals_cart on Cart {
        subtotalCents
        shippingChargedCents
        totalCents
        deliveryPreference
        shipping { chargedCents }
        ...PriceAdjustments_cart
      }
    `,
    cart,
  );
  const total = `${styles.total} ${totalClassName}`;
  return (
    <dl className={`${styles.totals} ${className}`}>
      <dt>Subtotal</dt>
      <dd>{formatBrl(data.subtotalCents)}</dd>
      <PriceAdjustments cart={data} />
      {data.shipping && data.deliveryPreference === 'DELIVERY' && (
        <>
          <dt>Frete</dt>
          <dd>{data.shippingChargedCents === 0 ? 'Grátis' : formatBrl(data.shippingChargedCents)}</dd>
        </>
      )}
      <dt className={total}>Total</dt>
      <dd className={total}>{formatBrl(data.totalCents)}</dd>
    </dl>
  );
}
