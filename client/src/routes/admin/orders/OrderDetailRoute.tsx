// /adm/pedidos/{urlEvento}/{pedidoId}: the order. Fatura (lines, totals, payment and its refusal reason), Cliente,
// delivery mode and shipping quote, the photos; and what the studio does next: release the downloads, ship with a
// tracking code or tell the customer the photos wait for pickup, download the originals.
import { useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useParams } from 'react-router';
import type { OrderDetail_order$key } from '../../../__generated__/OrderDetail_order.graphql.ts';
import type { OrderDetailRouteQuery } from '../../../__generated__/OrderDetailRouteQuery.graphql.ts';
import { maskCep } from '../../../components/masks.ts';
import {
  formatBrl,
  formatCount,
  formatCpf,
  formatDateTime,
  formatDimensionsCm,
  formatKg,
  formatPhone,
  formatSize,
} from '../../../format.ts';
import { useResultToast } from '../components/useResultToast.ts';
import { useCreateDownloadLinkMutation } from '../mutations/useCreateDownloadLinkMutation.ts';
import { useNotifyShipmentMutation } from '../mutations/useNotifyShipmentMutation.ts';
import { useReleaseDigitalDeliveryMutation } from '../mutations/useReleaseDigitalDeliveryMutation.ts';
import { useResendPickupNoticeMutation } from '../mutations/useResendPickupNoticeMutation.ts';
import { useSetPhysicalDeliveryStatusMutation } from '../mutations/useSetPhysicalDeliveryStatusMutation.ts';
import { digitalStatusLabels, paymentMethodLabel, physicalStatusLabels } from './labels.ts';
import styles from './OrderDetailRoute.module.css';

export const orderDetailRouteQuery = graphql`
  query OrderDetailRouteQuery($id: ID!) {
    node(id: $id) {
      ... on Order {
        eventSlug
      }
      ...OrderDetail_order @alias(as: "order")
    }
  }
`;

/** The Relay id of an order from the pedidoId in the address. */
export const orderNodeId = (orderId: string) => btoa(`Order:${orderId}`);

export function OrderDetailRoute() {
  const { eventSlug = '' } = useParams();
  const reference = useLoaderData() as PreloadedQuery<OrderDetailRouteQuery>;
  const { node } = usePreloadedQuery<OrderDetailRouteQuery>(orderDetailRouteQuery, reference);
  if (!node?.order || node.eventSlug !== eventSlug) {
    return (
      <div>
        <Link to={`/adm/pedidos/${eventSlug}`}>← Pedidos do evento</Link>
        <p className="card">Pedido não encontrado.</p>
      </div>
    );
  }
  return <OrderDetail order={node.order} />;
}

function OrderDetail({ order }: { order: OrderDetail_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderDetail_order on Order {
        id
        orderId
        number
        eventName
        eventSlug
        status
        paymentStatus
        paymentStatusLabel
        subtotalCents
        shippingChargedCents
        totalCents
        discount { label amountCents }
        allPhotosPriceCents
        createdAt
        paidAt
        deliveryPreference
        digitalDeliveryStatus
        physicalDeliveryStatus
        trackingCode
        shippedAt
        pickupNotifiedAt
        customer { fullName email whatsApp cpf }
        deliveryAddress { cep city state street number complement neighborhood recipient }
        shipping { serviceName priceCents chargedCents deadlineDays payer }
        package { weightGrams heightCm widthCm lengthCm }
        items {
          name
          originalName
          photoDeleted
          thumbnail { url width height }
          format
          width
          height
          unit
          quantity
          unitPriceCents
          lineTotalCents
          extra
          inAllPhotos
          originalFileId
        }
        payment {
          paymentId
          statusLabel
          statusDetail
          rejectionReason
          paymentMethodId
          paymentTypeId
          installments
          amountCents
          providerPaymentId
          createdAt
          approvedAt
          updatedAt
        }
      }
    `,
    order,
  );
  const { report, failed } = useResultToast();
  const [release, releasing] = useReleaseDigitalDeliveryMutation();
  const [createLink] = useCreateDownloadLinkMutation();
  const [setPhysical, settingPhysical] = useSetPhysicalDeliveryStatusMutation();
  const [notify, notifying] = useNotifyShipmentMutation();
  const [resend, resending] = useResendPickupNoticeMutation();
  const [trackingCode, setTrackingCode] = useState(data.trackingCode ?? '');
  useEffect(() => {
    document.title = `Pedido nº ${data.number}`;
  }, [data.number]);
  const paid = data.paymentStatus === 'APPROVED' || data.paymentStatus === 'EXEMPT';
  const reference = { order: data.id, eventSlug: data.eventSlug };
  const payment = data.payment;

  return (
    <div className={styles.page}>
      <Link to={`/adm/pedidos/${data.eventSlug}`}>← Pedidos de {data.eventName}</Link>
      <h1>Pedido nº {data.number}</h1>
      <p className="muted">
        {formatDateTime(data.createdAt as string)} · {data.paymentStatusLabel}
      </p>

      <section className={styles.card} aria-labelledby="invoice-title">
        <h2 id="invoice-title">Fatura</h2>
        {/* On a phone the lines scroll sideways: the keyboard can scroll them too (tabIndex). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled */}
        <section className={styles.tableWrap} aria-label="Itens da fatura" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Foto</th>
                <th>Formato</th>
                <th>Tamanho</th>
                <th>Qtd.</th>
                <th>Unitário</th>
                <th>Total</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder; a photo may repeat
                <tr key={index}>
                  <td>
                    {item.originalName}
                    {item.extra && <span className={styles.tag}>extra</span>}
                    {item.inAllPhotos && <span className={styles.tag}>todas as fotos</span>}
                  </td>
                  <td>{item.format === 'PRINTED' ? 'Impresso' : 'Digital'}</td>
                  <td>{formatSize(item.width, item.height, item.unit === 'PX' ? 'PX' : 'CM')}</td>
                  <td>{item.quantity}</td>
                  <td>{formatBrl(item.unitPriceCents)}</td>
                  <td>{formatBrl(item.lineTotalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <dl className={styles.totals}>
          <dt>Subtotal</dt>
          <dd>{formatBrl(data.subtotalCents)}</dd>
          {data.allPhotosPriceCents != null && (
            <>
              <dt>Inclui todas as fotos (digitais)</dt>
              <dd>{formatBrl(data.allPhotosPriceCents)}</dd>
            </>
          )}
          {data.discount && (
            <>
              <dt>Desconto ({data.discount.label})</dt>
              <dd>-{formatBrl(data.discount.amountCents)}</dd>
            </>
          )}
          {data.deliveryPreference === 'DELIVERY' && (
            <>
              <dt>Frete</dt>
              <dd>
                {data.shippingChargedCents ? formatBrl(data.shippingChargedCents) : 'Pago pelo estúdio'}
              </dd>
            </>
          )}
          <dt>Total</dt>
          <dd className={styles.total}>{formatBrl(data.totalCents)}</dd>
        </dl>
        {payment ? (
          <dl className={styles.facts}>
            <dt>Situação do pagamento</dt>
            <dd>{payment.statusLabel}</dd>
            {payment.rejectionReason && (
              <>
                <dt>Motivo da recusa</dt>
                <dd>{payment.rejectionReason}</dd>
              </>
            )}
            <dt>Meio de pagamento</dt>
            <dd>{paymentMethodLabel(payment.paymentMethodId, payment.paymentTypeId)}</dd>
            {payment.installments && (
              <>
                <dt>Parcelas</dt>
                <dd>{payment.installments}</dd>
              </>
            )}
            <dt>Valor</dt>
            <dd>{formatBrl(payment.amountCents)}</dd>
            <dt>Criado em</dt>
            <dd>{formatDateTime(payment.createdAt as string)}</dd>
            {payment.approvedAt && (
              <>
                <dt>Aprovado em</dt>
                <dd>{formatDateTime(payment.approvedAt as string)}</dd>
              </>
            )}
            {payment.updatedAt && (
              <>
                <dt>Última atualização</dt>
                <dd>{formatDateTime(payment.updatedAt as string)}</dd>
              </>
            )}
            {payment.providerPaymentId && (
              <>
                <dt>ID no Mercado Pago</dt>
                <dd>{payment.providerPaymentId}</dd>
              </>
            )}
          </dl>
        ) : (
          <p>
            {data.paymentStatus === 'EXEMPT' ? 'Pedido isento de pagamento.' : 'Sem pagamento registrado.'}
          </p>
        )}
      </section>

      <section className={styles.card} aria-labelledby="customer-title">
        <h2 id="customer-title">Cliente</h2>
        <dl className={styles.facts}>
          <dt>Nome</dt>
          <dd>{data.customer.fullName}</dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${data.customer.email}`}>{data.customer.email}</a>
          </dd>
          <dt>WhatsApp</dt>
          <dd>
            <a href={`https://wa.me/${data.customer.whatsApp}`} target="_blank" rel="noreferrer">
              {formatPhone(data.customer.whatsApp)}
            </a>
          </dd>
          <dt>CPF</dt>
          <dd>{formatCpf(data.customer.cpf)}</dd>
        </dl>
        {data.deliveryAddress && (
          <p className={styles.address}>
            <strong>Endereço de entrega:</strong> {data.deliveryAddress.recipient} ·{' '}
            {data.deliveryAddress.street}, {data.deliveryAddress.number}
            {data.deliveryAddress.complement ? ` - ${data.deliveryAddress.complement}` : ''} ·{' '}
            {data.deliveryAddress.neighborhood} · {data.deliveryAddress.city}/{data.deliveryAddress.state} ·
            CEP {maskCep(data.deliveryAddress.cep)}
          </p>
        )}
      </section>

      {data.digitalDeliveryStatus && (
        <section className={styles.card} aria-labelledby="digital-title">
          <h2 id="digital-title">Entrega digital</h2>
          <p>Situação: {digitalStatusLabels[data.digitalDeliveryStatus]}</p>
          {data.digitalDeliveryStatus === 'AWAITING_RELEASE' && (
            <button
              type="button"
              className="button button-primary"
              disabled={!paid || releasing}
              onClick={() => release(reference).then((result) => report(result), failed)}
            >
              Liberar download das fotos digitais
            </button>
          )}
          {!paid && (
            <p className="muted">O download só pode ser liberado depois que o pagamento for aprovado.</p>
          )}
        </section>
      )}

      {data.physicalDeliveryStatus && (
        <section className={styles.card} aria-labelledby="physical-title">
          <h2 id="physical-title">Entrega física</h2>
          <p>
            Modalidade:{' '}
            {data.deliveryPreference === 'PICKUP' ? 'retirada no estúdio' : 'envio pelos Correios'} ·
            Situação: {physicalStatusLabels[data.physicalDeliveryStatus]}
          </p>
          {data.shipping && (
            <p>
              Frete: {data.shipping.serviceName} · {formatBrl(data.shipping.priceCents)}
              {data.shipping.deadlineDays != null &&
                ` · até ${formatCount(data.shipping.deadlineDays, 'dia útil', 'dias úteis')}`}{' '}
              · pago pelo {data.shipping.payer === 'STUDIO' ? 'estúdio' : 'cliente'}
              {data.trackingCode && ` · Código de rastreio: ${data.trackingCode}`}
            </p>
          )}
          {data.package && (
            <p>
              Pacote: {formatKg(data.package.weightGrams)} ·{' '}
              {formatDimensionsCm(data.package.widthCm, data.package.lengthCm, data.package.heightCm)}
            </p>
          )}
          {data.deliveryPreference === 'DELIVERY' ? (
            <form
              className={styles.shipForm}
              onSubmit={(event) => {
                event.preventDefault();
                notify({ ...reference, trackingCode: trackingCode.trim() || null }).then(
                  (result) => report(result),
                  failed,
                );
              }}
            >
              <div className="field">
                <label htmlFor="tracking-code">Código de rastreio (opcional)</label>
                <input
                  id="tracking-code"
                  value={trackingCode}
                  onChange={(event) => setTrackingCode(event.target.value)}
                  placeholder="AA123456789BR"
                />
              </div>
              <button type="submit" className="button button-primary" disabled={!paid || notifying}>
                {data.physicalDeliveryStatus === 'SHIPPED'
                  ? 'Avisar o cliente novamente'
                  : 'Marcar como enviado e avisar o cliente'}
              </button>
            </form>
          ) : data.physicalDeliveryStatus === 'AWAITING_PICKUP' ? (
            <button
              type="button"
              className="button"
              disabled={resending}
              onClick={() => resend(reference).then((result) => report(result), failed)}
            >
              Reenviar aviso de retirada
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              disabled={!paid || settingPhysical}
              onClick={() =>
                setPhysical({ ...reference, status: 'AWAITING_PICKUP' }).then(
                  (result) => report(result),
                  failed,
                )
              }
            >
              Avisar que está pronto para retirada
            </button>
          )}
        </section>
      )}

      <section className={styles.card} aria-labelledby="photos-title">
        <h2 id="photos-title">Fotos</h2>
        <ul className={styles.photos}>
          {data.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder; a photo may repeat
            <li key={index}>
              {item.thumbnail ? (
                <img
                  src={item.thumbnail.url}
                  width={item.thumbnail.width}
                  height={item.thumbnail.height}
                  alt={item.originalName}
                  loading="lazy"
                />
              ) : (
                <span className={styles.deleted}>
                  {item.photoDeleted ? 'Preview não disponível, pois a imagem foi deletada' : 'Processando…'}
                </span>
              )}
              <span className="muted">{item.originalName}</span>
              {item.originalFileId && (
                <button
                  type="button"
                  className="button-link"
                  onClick={() =>
                    createLink(item.originalFileId!).then((result) => {
                      if (result.__typename === 'CreateDownloadLinkPayload' && result.url)
                        window.location.assign(result.url);
                      else report(result);
                    }, failed)
                  }
                >
                  Baixar original
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
