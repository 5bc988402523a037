// 'Fotos': each ordered photo's preview and name, with the original file's download while it exists.
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderPhotosCard_order$key } from '../../../../__generated__/OrderPhotosCard_order.graphql.ts';
import { OrderPhotoPreview } from '../../../../components/OrderPhotoPreview.tsx';
import { AdminCard } from '../../components/AdminCard.tsx';
import { useResultToast } from '../../components/useResultToast.ts';
import { useCreateDownloadLinkMutation } from '../../mutations/useCreateDownloadLinkMutation.ts';
import styles from './OrderPhotosCard.module.css';

export function OrderPhotosCard({ order }: { order: OrderPhotosCard_order$key }) {
  const { items } = useFragment(
    graphql`
      fragment OrderPhotosCard_order on Order {
        items { name originalName photoDeleted thumbnail { url width height } originalFileId }
      }
    `,
    order,
  );
  const { report, failed } = useResultToast();
  const [createLink] = useCreateDownloadLinkMutation();
  const download = (fileId: string) =>
    createLink(fileId).then((result) => {
      if (result.__typename === 'CreateDownloadLinkPayload' && result.url) window.location.assign(result.url);
      else report(result);
    }, failed);
  return (
    <AdminCard title="Fotos" titleId="photos-title" scrolls>
      <ul className={styles.photos}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder; a photo may repeat
          <li key={index}>
            <OrderPhotoPreview photo={item} alt={item.originalName} missingClassName={styles.missing} />
            <span className="muted">{item.originalName}</span>
            {item.originalFileId && (
              <button type="button" className="button-link" onClick={() => download(item.originalFileId!)}>
                Baixar original
              </button>
            )}
          </li>
        ))}
      </ul>
    </AdminCard>
  );
}
