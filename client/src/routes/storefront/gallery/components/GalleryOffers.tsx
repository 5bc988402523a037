// The gallery's discounts as the customer meets them: the quantity tiers in a sentence ('Leve 10 ou mais e ganhe
// 10% de desconto') and 'Comprar todas as fotos' at the event's all-photos price.
import { graphql, useFragment } from 'react-relay/hooks';
import { discountHint } from '../../../../../../server/domain/discounts.ts';
import type { GalleryOffers_event$key } from '../../../../__generated__/GalleryOffers_event.graphql.ts';
import { formatBrl } from '../../../../format.ts';
import styles from './GalleryOffers.module.css';

export function GalleryOffers({
  event,
  busy,
  onBuyAll,
}: {
  event: GalleryOffers_event$key;
  busy: boolean;
  onBuyAll: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment GalleryOffers_event on Event {
        mode
        discountTiers { minimumQuantity percent }
        allPhotosOffered
        allPhotosPriceCents
      }
    `,
    event,
  );
  const hint = data.mode === 'DELIVERY_ONLY' ? null : discountHint(data.discountTiers);
  const allPhotos = data.allPhotosOffered && data.allPhotosPriceCents != null;
  if (!hint && !allPhotos) return null;
  return (
    <div className={styles.offers}>
      {hint && <p className={styles.hint}>{hint}.</p>}
      {allPhotos && (
        <button type="button" className="button button-primary" disabled={busy} onClick={onBuyAll}>
          Comprar todas as fotos por {formatBrl(data.allPhotosPriceCents ?? 0)}
        </button>
      )}
    </div>
  );
}
