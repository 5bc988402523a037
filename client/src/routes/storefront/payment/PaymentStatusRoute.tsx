// /{urlEvento}/carrinho/finalizar-pedido/{id}: the payment's result. Aprovado shows the order's number and its
// downloads (one photo, or the ZIP) once released, and leads to the order; Pendente shows
// the Pix code or the boleto and changes the moment the payment does (a live subscription: a Pix paid on the phone
// shows here at once); Rejeitado or Expirado shows why and offers another method.
import { useCallback, useEffect } from 'react';
import {
  fetchQuery,
  graphql,
  type PreloadedQuery,
  usePreloadedQuery,
  useRelayEnvironment,
} from 'react-relay/hooks';
import { Link, Navigate, useLoaderData, useNavigate, useParams } from 'react-router';
import type { PaymentStatusRouteQuery } from '../../../__generated__/PaymentStatusRouteQuery.graphql.ts';
import type { PaymentStatusRouteSubscription } from '../../../__generated__/PaymentStatusRouteSubscription.graphql.ts';
import { StorefrontFrame } from '../../../components/StorefrontFrame.tsx';
import { StudioNotFound } from '../../../components/StudioNotFound.tsx';
import { useToasts } from '../../../components/Toasts.tsx';
import { formatBrl, formatDateTime } from '../../../format.ts';
import { errorMessage } from '../../../relay/mutations.ts';
import { useLiveSubscription } from '../../../relay/useLiveSubscription.ts';
import { orderPath } from '../cart-redirects.ts';
import { paymentFailure } from '../checkout/CheckoutRoute.tsx';
import { DownloadAllButton } from '../order/components/DownloadAllButton.tsx';
import { approvedMessage } from '../order/order-progress.ts';
import { useChooseAnotherPaymentMethodMutation } from './mutations/useChooseAnotherPaymentMethodMutation.ts';
import styles from './PaymentStatusRoute.module.css';

export const paymentStatusRouteQuery = graphql`
  query PaymentStatusRouteQuery($slug: String!, $paymentId: String!) {
    studio {
      name
      ...StorefrontFrame_studio
    }
    gallerySession(eventSlug: $slug) {
      event { id name }
      paymentTestMode
      ...PaymentStatusRoute_session @relay(mask: false)
    }
  }
`;

/** What the page shows of the payment and its order: read by the route, and sent again by the subscription. */
graphql`
  fragment PaymentStatusRoute_session on GallerySession {
    id
    cart { id status order { orderId } }
    orders { orderId number downloadsAllowed digitalPhotos { originalName downloadUrl } }
    payment(paymentId: $paymentId) {
      paymentId
      orderId
      status
      statusLabel
      rejectionReason
      confirming
      amountCents
      paymentMethodId
      pixQrCode
      pixQrCodeBase64
      pixTicketUrl
      boletoUrl
      expiresAt
    }
  }
`;

/** The page's selection, sent again each time the payment or its order changes. */
const paymentStatusSubscription = graphql`
  subscription PaymentStatusRouteSubscription($slug: String!, $paymentId: String!) {
    paymentStatusChanged(eventSlug: $slug, paymentId: $paymentId) {
      ...PaymentStatusRoute_session @relay(mask: false)
    }
  }
`;

export { approvedMessage };

/** How often the payment is asked for while no live connection is open. */
const refreshMs = 5000;

export function PaymentStatusRoute() {
  const { eventSlug = '', paymentId = '' } = useParams();
  const reference = useLoaderData() as PreloadedQuery<PaymentStatusRouteQuery>;
  const data = usePreloadedQuery<PaymentStatusRouteQuery>(paymentStatusRouteQuery, reference);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [chooseAnother, choosing] = useChooseAnotherPaymentMethodMutation();
  const status = data.gallerySession?.payment?.status;

  const refetch = useCallback(() => {
    fetchQuery<PaymentStatusRouteQuery>(
      environment,
      paymentStatusRouteQuery,
      { slug: eventSlug, paymentId },
      { fetchPolicy: 'network-only' },
    ).subscribe({});
  }, [environment, eventSlug, paymentId]);
  useLiveSubscription<PaymentStatusRouteSubscription>({
    subscription: paymentStatusSubscription,
    variables: { slug: eventSlug, paymentId },
    enabled: status === 'PENDING',
    refetch,
    fallbackMs: refreshMs,
  });

  useEffect(() => {
    if (data.gallerySession && data.studio)
      document.title = `Pagamento - ${data.gallerySession.event.name} - ${data.studio.name}`;
  }, [data]);

  const { studio, gallerySession: session } = data;
  if (!studio) return <StudioNotFound />;
  if (!session) return <Navigate to={`/${eventSlug}`} replace />;
  const payment = session.payment;
  if (!payment) {
    return session.cart.order ? (
      <Navigate to={orderPath(eventSlug, session.cart.order.orderId)} replace />
    ) : (
      <Navigate to={`/${eventSlug}/carrinho/finalizar-pedido`} replace />
    );
  }
  // The payment's own order: the session may be on a newer cart by now.
  const orderId = payment.orderId;
  const order = session.orders.find((candidate) => candidate.orderId === orderId);
  const retry = async () => {
    const result = await chooseAnother(payment.paymentId).catch(() => null);
    const failure = result ? errorMessage(result) : '';
    if (failure !== null) {
      toasts.failure(failure);
      return;
    }
    navigate(`/${eventSlug}/carrinho/finalizar-pedido`);
  };

  return (
    <StorefrontFrame studio={studio}>
      <div className={`page ${styles.status}`}>
        <h1>Pagamento {payment.statusLabel}</h1>
        <p className={styles.amount}>Valor: {formatBrl(payment.amountCents)}</p>
        {payment.status === 'APPROVED' && (
          <>
            {order && <p className={styles.number}>Pedido nº {order.number}</p>}
            <p className="notice notice-success">{approvedMessage}</p>
            {order && <Downloads order={order} />}
            <p className={styles.actions}>
              {orderId && (
                <Link
                  className={order?.downloadsAllowed ? 'button' : 'button button-primary'}
                  to={orderPath(eventSlug, orderId)}
                >
                  Acompanhar pedido
                </Link>
              )}
            </p>
          </>
        )}
        {payment.status === 'PENDING' && (
          <>
            {payment.confirming ? (
              <p>
                Estamos confirmando seu pagamento com o Mercado Pago. Não pague de novo: esta página se
                atualiza sozinha em instantes.
              </p>
            ) : payment.pixQrCode ? (
              <div className={styles.pix}>
                <p>Pague com Pix lendo o QR code ou copiando o código abaixo.</p>
                {payment.pixQrCodeBase64 && (
                  <img
                    src={`data:image/png;base64,${payment.pixQrCodeBase64}`}
                    width={220}
                    height={220}
                    alt="QR code do Pix"
                  />
                )}
                <label className="field">
                  <span>Pix copia e cola</span>
                  <input
                    className="input"
                    readOnly
                    value={payment.pixQrCode}
                    onFocus={(event) => event.target.select()}
                  />
                </label>
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    navigator.clipboard?.writeText(payment.pixQrCode ?? '').then(
                      () => toasts.success('Link copiado', 2000),
                      () => toasts.failure(''),
                    )
                  }
                >
                  Copiar código
                </button>
                {payment.expiresAt && (
                  <p className="muted">Válido até {formatDateTime(payment.expiresAt)}.</p>
                )}
                {session.paymentTestMode && payment.pixTicketUrl && (
                  <p className="notice">
                    <strong>Modo de teste</strong>: nenhum banco recebe este Pix.{' '}
                    <a href={payment.pixTicketUrl} target="_blank" rel="noreferrer">
                      Abrir o Pix simulado para aprová-lo
                    </a>
                    ; esta página se atualiza sozinha em seguida.
                  </p>
                )}
              </div>
            ) : payment.boletoUrl ? (
              <div className={styles.pix}>
                <p>Pague o boleto até o vencimento. A confirmação pode levar até 3 dias úteis.</p>
                <a
                  className="button button-primary"
                  href={payment.boletoUrl}
                  target="_blank"
                  rel="noreferrer"
                >
                  Abrir boleto
                </a>
              </div>
            ) : (
              <p>Seu pagamento está em análise. Avisaremos por e-mail assim que for confirmado.</p>
            )}
            <p className="muted" role="status">
              Esta página se atualiza sozinha quando o pagamento for confirmado.
            </p>
          </>
        )}
        {(payment.status === 'REJECTED' || payment.status === 'CANCELLED') && (
          <>
            <p className="notice notice-danger" role="alert">
              {payment.rejectionReason ?? paymentFailure}
            </p>
            <button type="button" className="button button-primary" onClick={retry} disabled={choosing}>
              Escolher outro meio de pagamento
            </button>
          </>
        )}
      </div>
    </StorefrontFrame>
  );
}

interface PaidOrder {
  readonly orderId: string;
  readonly downloadsAllowed: boolean;
  readonly digitalPhotos: readonly {
    readonly originalName: string;
    readonly downloadUrl: string | null | undefined;
  }[];
}

/** The paid order's digital photos: one photo's own download, several as the ZIP of originals, once released. */
function Downloads({ order }: { order: PaidOrder }) {
  const photos = order.digitalPhotos.filter((photo) => photo.downloadUrl);
  if (!order.digitalPhotos.length) return null;
  if (!order.downloadsAllowed || !photos.length) {
    return (
      <p className="muted">O estúdio vai liberar o download das fotos digitais; avisaremos por e-mail.</p>
    );
  }
  const [only] = photos;
  return (
    <p className={styles.actions}>
      {photos.length === 1 && only ? (
        <a className="button button-primary" href={only.downloadUrl!} download={only.originalName}>
          Baixar foto
        </a>
      ) : (
        <DownloadAllButton orderId={order.orderId} accessToken={null} />
      )}
    </p>
  );
}
