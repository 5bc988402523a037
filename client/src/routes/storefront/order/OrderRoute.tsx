// /{urlEvento}/{pedidoId}: the customer's order, titled with the event, 'Fotos Adquiridas': digital photos with their
// downloads once released, printed photos with their delivery status and tracking code. Reached from the session
// that placed it or from the e-mailed link (?acesso=...).
import { type ReactNode, useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useParams } from 'react-router';
import type { OrderRouteQuery } from '../../../__generated__/OrderRouteQuery.graphql.ts';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { formatBrl, formatSize } from '../../../format.ts';
import { approvedMessage } from '../payment/PaymentStatusRoute.tsx';
import styles from './OrderRoute.module.css';

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
      deliveryPreference
      digitalDeliveryStatus
      physicalDeliveryStatus
      trackingCode
      shippingServiceName
      digitalPhotos { name originalName photoDeleted thumbnail { url width height } width height unit quantity downloadUrl }
      printedPhotos { name originalName photoDeleted thumbnail { url width height } width height unit quantity downloadUrl }
    }
  }
`;

export const exemptMessage =
  'Seu pedido foi recebido e já estamos preparando a entrega das fotos. Fique atento a seu e-mail.';

const physicalLabels: Record<string, string> = {
  PREPARATION: 'Em preparação',
  SHIPPED: 'Enviado',
  AWAITING_PICKUP: 'Aguardando retirada no estúdio',
};

interface Photo {
  readonly name: string;
  readonly originalName: string;
  readonly photoDeleted: boolean;
  readonly thumbnail:
    | { readonly url: string; readonly width: number; readonly height: number }
    | null
    | undefined;
  readonly width: number;
  readonly height: number;
  readonly unit: string;
  readonly quantity: number;
  readonly downloadUrl: string | null | undefined;
}

export function OrderRoute() {
  const { eventSlug = '' } = useParams();
  const reference = useLoaderData() as PreloadedQuery<OrderRouteQuery>;
  const { studio, customerOrder: order } = usePreloadedQuery<OrderRouteQuery>(orderRouteQuery, reference);

  useEffect(() => {
    if (order && studio) document.title = `${order.eventName} - ${studio.name}`;
  }, [order, studio]);

  if (!studio) return <StudioNotFound />;
  if (!order || order.eventSlug !== eventSlug) {
    return (
      <StorefrontFrame studio={studio}>
        <div className="centered-message">
          <h1>Pedido não encontrado</h1>
          <Link to={`/${eventSlug}`}>Voltar para a galeria</Link>
        </div>
      </StorefrontFrame>
    );
  }
  const digital = order.digitalPhotos as readonly Photo[];
  const printed = order.printedPhotos as readonly Photo[];
  const paid = order.paymentStatus === 'APPROVED' || order.paymentStatus === 'EXEMPT';

  return (
    <StorefrontFrame studio={studio}>
      <div className={`page ${styles.order}`}>
        <h1>{order.eventName}</h1>
        <p className={styles.meta}>
          Pedido nº {order.number} · Pagamento: {order.paymentStatusLabel}
          {order.paymentStatus !== 'EXEMPT' && ` · Total ${formatBrl(order.totalCents)}`}
        </p>
        {order.paymentStatus === 'APPROVED' && <p className="notice notice-success">{approvedMessage}</p>}
        {order.paymentStatus === 'EXEMPT' && <p className="notice notice-success">{exemptMessage}</p>}
        <h2>Fotos Adquiridas</h2>
        {digital.length > 0 && (
          <section aria-labelledby="digital-title" className={styles.section}>
            <h3 id="digital-title">Fotos digitais</h3>
            {paid && order.digitalDeliveryStatus === 'AWAITING_RELEASE' && (
              <p className="muted">
                O estúdio está preparando suas fotos; o download será liberado em breve.
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
      {photo.thumbnail ? (
        <img
          src={photo.thumbnail.url}
          width={photo.thumbnail.width}
          height={photo.thumbnail.height}
          alt={`Foto ${photo.originalName}`}
          loading="lazy"
        />
      ) : (
        <span className={styles.deleted}>
          {photo.photoDeleted ? 'Preview não disponível, pois a imagem foi deletada' : 'Processando…'}
        </span>
      )}
      <span className={styles.name}>{photo.originalName}</span>
      {children}
    </li>
  );
}
