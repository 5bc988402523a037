// /{urlEvento}/{pedidoId}: the customer's order, titled with the event, 'Fotos Adquiridas': digital photos with their
// downloads once released, printed photos with their delivery status and tracking code. Reached from the session
// that placed it or from the e-mailed link (?acesso=...); opened without either, it says how to get the link
// (Minhas compras). Its words follow the order's state (order-progress.ts);
// a paid order lets the customer go back to the gallery with a new cart.
import { type ReactNode, useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, useParams, useSearchParams } from 'react-router';
import type { OrderRouteQuery } from '../../../__generated__/OrderRouteQuery.graphql.ts';
import { galleryTokens } from '../../../auth/gallery-tokens.ts';
import { OrderPhotoPreview } from '../../../components/OrderPhotoPreview.tsx';
import type { Rendition } from '../../../components/RenditionImage.tsx';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { useToasts } from '../../../components/Toasts.tsx';
import { formatBrl, formatLongDate, formatSize } from '../../../format.ts';
import { errorMessage } from '../../../relay/mutations.ts';
import { MyOrdersForm } from '../my-orders/components/MyOrdersForm.tsx';
import { PickupAddress } from '../pickup/PickupAddress.tsx';
import { DownloadAllButton } from './components/DownloadAllButton.tsx';
import { useStartNewCartMutation } from './mutations/useStartNewCartMutation.ts';
import styles from './OrderRoute.module.css';
import { orderProgress } from './order-progress.ts';

export const orderRouteQuery = graphql`
  query OrderRouteQuery($orderId: String!, $accessToken: String) {
    studio {
      name
      ...StorefrontFrame_studio
    }
    customerOrder(orderId: $orderId, accessToken: $accessToken) {
      orderId
      number
      eventName
      eventSlug
      status
      paymentStatus
      paymentStatusLabel
      totalCents
      discount { label amountCents }
      allPhotosPriceCents
      deliveryPreference
      digitalDeliveryStatus
      physicalDeliveryStatus
      downloadsUntil
      downloadsEndedMessage
      trackingCode
      shippingServiceName
      pickupAddress { ...PickupAddress_address }
      digitalPhotos { name originalName photoDeleted thumbnail { url width height } purchasedThumbnail { url width height } width height unit quantity downloadUrl }
      printedPhotos { name originalName photoDeleted thumbnail { url width height } purchasedThumbnail { url width height } width height unit quantity downloadUrl }
    }
  }
`;

const progressTones = { success: 'notice-success', danger: 'notice-danger', info: '' } as const;

const physicalLabels: Record<string, string> = {
  PREPARATION: 'Em preparação',
  SHIPPED: 'Enviado',
  AWAITING_PICKUP: 'Aguardando retirada no estúdio',
};

interface Photo {
  readonly name: string;
  readonly originalName: string;
  readonly photoDeleted: boolean;
  readonly thumbnail: Rendition | null | undefined;
  /** Paid: the thumbnail without the watermark. */
  readonly purchasedThumbnail: Rendition | null | undefined;
  readonly width: number;
  readonly height: number;
  readonly unit: string;
  readonly quantity: number;
  readonly downloadUrl: string | null | undefined;
}

export function OrderRoute() {
  const { eventSlug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const reference = useLoaderData() as PreloadedQuery<OrderRouteQuery>;
  const { studio, customerOrder: order } = usePreloadedQuery<OrderRouteQuery>(orderRouteQuery, reference);
  const navigate = useNavigate();
  const toasts = useToasts();
  const [startNewCart, starting] = useStartNewCartMutation();

  useEffect(() => {
    if (order && studio) document.title = `${order.eventName} - ${studio.name}`;
  }, [order, studio]);

  if (!studio) return <StudioNotFound />;
  if (!order || order.eventSlug !== eventSlug) {
    return (
      <StorefrontFrame studio={studio}>
        <div className={`page ${styles.withoutLink}`}>
          <h1>Abra seu pedido pelo link do e-mail</h1>
          <p>
            Um pedido abre no aparelho em que foi feito ou pelo link que enviamos para o seu e-mail depois da
            compra. Não encontra o e-mail? Peça de novo em Minhas compras.
          </p>
          <MyOrdersForm />
          <p>
            <Link to={`/${eventSlug}`}>Voltar para a galeria</Link>
          </p>
        </div>
      </StorefrontFrame>
    );
  }
  const digital = order.digitalPhotos as readonly Photo[];
  const printed = order.printedPhotos as readonly Photo[];
  const paid = order.paymentStatus === 'APPROVED' || order.paymentStatus === 'EXEMPT';
  const progress = orderProgress(order);
  const gallery = `/${eventSlug}`;
  // The session that bought starts a new cart; without a session here (an e-mailed link), the gallery opens one.
  const buyMore = async () => {
    if (!galleryTokens(eventSlug)) {
      navigate(gallery);
      return;
    }
    const result = await startNewCart().catch(() => null);
    const failure = result ? errorMessage(result) : null;
    if (failure) {
      toasts.failure(failure);
      return;
    }
    navigate(gallery);
  };

  return (
    <StorefrontFrame studio={studio}>
      <div className={`page ${styles.order}`}>
        <h1>{order.eventName}</h1>
        <p className={styles.meta}>
          Pedido nº {order.number} · <strong>{progress.label}</strong> · Pagamento: {order.paymentStatusLabel}
          {order.paymentStatus !== 'EXEMPT' && ` · Total ${formatBrl(order.totalCents)}`}
        </p>
        {(order.discount || order.allPhotosPriceCents != null) && (
          <p className={styles.meta}>
            {order.allPhotosPriceCents != null &&
              `Todas as fotos em digital: ${formatBrl(order.allPhotosPriceCents)}`}
            {order.allPhotosPriceCents != null && order.discount && ' · '}
            {order.discount &&
              `Desconto (${order.discount.label}): -${formatBrl(order.discount.amountCents)}`}
          </p>
        )}
        {progress.message && (
          <p className={`notice ${progressTones[progress.tone]}`} role="status">
            {progress.message}
          </p>
        )}
        {order.status === 'PREPARING_DELIVERY' && (
          <p>
            <button type="button" className="button" onClick={buyMore} disabled={starting}>
              Comprar mais fotos
            </button>
          </p>
        )}
        <h2>Fotos Adquiridas</h2>
        {digital.length > 0 && (
          <section aria-labelledby="digital-title" className={styles.section}>
            <h3 id="digital-title">Fotos digitais</h3>
            {paid && order.digitalDeliveryStatus === 'AWAITING_RELEASE' && (
              <p className="muted">
                O estúdio está preparando suas fotos; o download será liberado em breve.
              </p>
            )}
            {order.downloadsEndedMessage && <p role="alert">{order.downloadsEndedMessage}</p>}
            {order.downloadsUntil && !order.downloadsEndedMessage && paid && (
              <p className="muted">Baixe suas fotos até {formatLongDate(order.downloadsUntil)}.</p>
            )}
            {digital.some((photo) => photo.downloadUrl) && (
              <p>
                <DownloadAllButton orderId={order.orderId} accessToken={searchParams.get('acesso')} />
              </p>
            )}
            <ul className={styles.photos}>
              {digital.map((photo, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order; a photo may repeat
                <PhotoCard key={`${photo.name}-${index}`} photo={photo}>
                  {photo.downloadUrl ? (
                    <a
                      className="button button-primary"
                      href={photo.downloadUrl}
                      download={photo.originalName}
                    >
                      Baixar
                    </a>
                  ) : (
                    <span className="muted">Download ainda não liberado</span>
                  )}
                </PhotoCard>
              ))}
            </ul>
          </section>
        )}
        {printed.length > 0 && (
          <section aria-labelledby="printed-title" className={styles.section}>
            <h3 id="printed-title">Fotos impressas</h3>
            <p>
              {order.deliveryPreference === 'PICKUP' ? 'Retirada no estúdio' : 'Entrega pelos Correios'}
              {order.physicalDeliveryStatus && ` · ${physicalLabels[order.physicalDeliveryStatus] ?? ''}`}
              {order.trackingCode && (
                <>
                  {' '}
                  · Código de rastreio: <strong>{order.trackingCode}</strong>
                </>
              )}
            </p>
            {order.deliveryPreference === 'PICKUP' && order.pickupAddress && (
              <PickupAddress address={order.pickupAddress} />
            )}
            <ul className={styles.photos}>
              {printed.map((photo, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order; a photo may repeat
                <PhotoCard key={`${photo.name}-${index}`} photo={photo}>
                  <span>
                    {formatSize(photo.width, photo.height, photo.unit === 'PX' ? 'PX' : 'CM')} ·{' '}
                    {photo.quantity} {photo.quantity === 1 ? 'cópia' : 'cópias'}
                  </span>
                </PhotoCard>
              ))}
            </ul>
          </section>
        )}
      </div>
    </StorefrontFrame>
  );
}

function PhotoCard({ photo, children }: { photo: Photo; children: ReactNode }) {
  return (
    <li className={styles.photo}>
      <OrderPhotoPreview
        photo={{ ...photo, thumbnail: photo.purchasedThumbnail ?? photo.thumbnail }}
        alt={`Foto ${photo.originalName}`}
        missingClassName={styles.missing}
      />
      <span className={styles.name}>{photo.originalName}</span>
      {children}
    </li>
  );
}
