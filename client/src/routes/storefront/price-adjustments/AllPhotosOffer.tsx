// The cart's offer of the 'todas as fotos' price while it does not cover every photo yet.
import { graphql, useFragment } from 'react-relay/hooks';
import type { AllPhotosOffer_cart$key } from '../../../__generated__/AllPhotosOffer_cart.graphql.ts';
import { formatBrl } from '../../../format.ts';

export function AllPhotosOffer({
  cart,
  busy,
  onBuy,
}: {
  cart: AllPhotosOffer_cart$key;
  busy: boolean;
  onBuy: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment AllPhotosOffer_cart on Cart {
        allPhotos { applied priceCents photoCount missingPhotoCount }
      }
    `,
    cart,
  );
  const offer = data.allPhotos;
  if (!offer || offer.applied || offer.missingPhotoCount === 0) return null;
  return (
    <p className="notice">
      Leve todas as {offer.photoCount} fotos da galeria em digital por {formatBrl(offer.priceCents)}.{' '}
      <button type="button" className="button" disabled={busy} onClick={onBuy}>
        Comprar todas as fotos
      </button>
    </p>
  );
}
