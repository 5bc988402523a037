// 'Fotos': each ordered photo's preview and name, with the original file's download while it exists; prints show
// their size, quantity and the crop the customer chose, and download for the lab as one ZIP.
import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderPhotosCard_order$key } from '../../../../__generated__/OrderPhotosCard_order.graphql.ts';
import { OrderPhotoPreview } from '../../../../components/OrderPhotoPreview.tsx';
import { PrintCropPreview } from '../../../../components/PrintCropPreview.tsx';
import { useResultToast } from '../../../../components/useResultToast.ts';
import { formatSize } from '../../../../format.ts';
import { AdminCard } from '../../components/AdminCard.tsx';
import { useCreateDownloadLinkMutation } from '../../mutations/useCreateDownloadLinkMutation.ts';
import { useCreatePrintArchiveLinkMutation } from '../../mutations/useCreatePrintArchiveLinkMutation.ts';
import styles from './OrderPhotosCard.module.css';

export function OrderPhotosCard({ order }: { order: OrderPhotosCard_order$key }) {
  const { id, items } = useFragment(
    graphql`
      fragment OrderPhotosCard_order on Order {
        id
        items {
          name
          originalName
          photoDeleted
          thumbnail { url width height }
          originalFileId
          format
          width
          height
          unit
          quantity
          crop { x y width height }
        }
      }
    `,
    order,
  );
  const { report, failed } = useResultToast();
  const [createLink] = useCreateDownloadLinkMutation();
  const [createPrintLink, preparing] = useCreatePrintArchiveLinkMutation();
  const download = (fileId: string) =>
    createLink(fileId).then((result) => {
      if (result.__typename === 'CreateDownloadLinkPayload' && result.url) window.location.assign(result.url);
      else report(result);
    }, failed);
  const downloadPrints = () =>
    createPrintLink(id).then((result) => {
      if (result.__typename === 'CreatePrintArchiveLinkPayload' && result.url)
        window.location.assign(result.url);
      else report(result);
    }, failed);
  const prints = items.some((item) => item.format === 'PRINTED' && item.originalFileId);
  return (
    <AdminCard title="Fotos" titleId="photos-title" scrolls>
      {prints && (
        <p className={styles.lab}>
          <button type="button" className="button" onClick={downloadPrints} disabled={preparing}>
            Baixar impressão (ZIP)
          </button>
          <span className="muted">Originais das fotos impressas, com o recorte do cliente.</span>
        </p>
      )}
      <ul className={styles.photos}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder; a photo may repeat
          <li key={index}>
            {item.crop && item.thumbnail ? (
              <PrintCropPreview
                crop={item.crop}
                thumbnail={item.thumbnail}
                label={`Recorte escolhido pelo cliente para ${item.originalName}`}
              />
            ) : (
              <OrderPhotoPreview photo={item} alt={item.originalName} missingClassName={styles.missing} />
            )}
            <span className="muted">{item.originalName}</span>
            {item.format === 'PRINTED' && (
              <span>
                Impressa {formatSize(item.width, item.height, item.unit === 'PX' ? 'PX' : 'CM')} ·{' '}
                {item.quantity} {item.quantity === 1 ? 'cópia' : 'cópias'}
              </span>
            )}
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
