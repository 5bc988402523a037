// The rows a cart's totals gain from the event's discounts: the 'todas as fotos' price inside the subtotal and the
// quantity discount ('Desconto (10% a partir de 10 fotos)'). Every amount comes from the server.
import { graphql, useFragment } from 'react-relay/hooks';
import type { PriceAdjustments_cart$key } from '../../../__generated__/PriceAdjustments_cart.graphql.ts';
import { formatBrl } from '../../../format.ts';

/** Rows of a <dl> of totals, right after the subtotal. */
export function PriceAdjustments({ cart }: { cart: PriceAdjustments_cart$key }) {
  const data = useFragment(
    graphql`
      fragment PriceAdjustments_cart on Cart {
        discount { label amountCents }
        allPhotos { applied priceCents photoCount }
      }
    `,
    cart,
  );
  return (
    <>
      {data.allPhotos?.applied && (
        <>
          <dt className="muted">Inclui todas as fotos ({data.allPhotos.photoCount} digitais)</dt>
          <dd className="muted">{formatBrl(data.allPhotos.priceCents)}</dd>
        </>
      )}
      {data.discount && (
        <>
          <dt>Desconto ({data.discount.label})</dt>
          <dd>-{formatBrl(data.discount.amountCents)}</dd>
        </>
      )}
    </>
  );
}
