// 'Entrega física': pickup or shipping, its state, the shipping quote and package; then the studio's next step:
// ship with an optional tracking code, tell the customer the photos wait for pickup, or remind them.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PhysicalDeliveryCard_order$key } from '../../../../__generated__/PhysicalDeliveryCard_order.graphql.ts';
import { TextField } from '../../../../components/Field.tsx';
import { useResultToast } from '../../../../components/useResultToast.ts';
import { formatBrl, formatCount, formatDimensionsCm, formatKg } from '../../../../format.ts';
import { AdminCard } from '../../components/AdminCard.tsx';
import { useNotifyShipmentMutation } from '../../mutations/useNotifyShipmentMutation.ts';
import { useResendPickupNoticeMutation } from '../../mutations/useResendPickupNoticeMutation.ts';
import { useSetPhysicalDeliveryStatusMutation } from '../../mutations/useSetPhysicalDeliveryStatusMutation.ts';
import { physicalStatusLabels } from '../labels.ts';
import type { OrderReference } from './order-reference.ts';
import styles from './PhysicalDeliveryCard.module.css';

export function PhysicalDeliveryCard({
  order,
  paid,
  reference,
}: {
  order: PhysicalDeliveryCard_order$key;
  paid: boolean;
  reference: OrderReference;
}) {
  const data = useFragment(
    graphql`
      fragment PhysicalDeliveryCard_order on Order {
        deliveryPreference
        physicalDeliveryStatus
        trackingCode
        shipping { serviceName priceCents chargedCents deadlineDays payer }
        package { weightGrams heightCm widthCm lengthCm }
      }
    `,
    order,
  );
  const { report, failed } = useResultToast();
  const [setPhysical, settingPhysical] = useSetPhysicalDeliveryStatusMutation();
  const [notify, notifying] = useNotifyShipmentMutation();
  const [resend, resending] = useResendPickupNoticeMutation();
  const [trackingCode, setTrackingCode] = useState(data.trackingCode ?? '');
  if (!data.physicalDeliveryStatus) return null;
  return (
    <AdminCard title="Entrega física" titleId="physical-title" scrolls>
      <p>
        Modalidade: {data.deliveryPreference === 'PICKUP' ? 'retirada no estúdio' : 'envio pelos Correios'} ·
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
          <TextField
            id="tracking-code"
            label="Código de rastreio (opcional)"
            value={trackingCode}
            onChange={(event) => setTrackingCode(event.target.value)}
            placeholder="AA123456789BR"
          />
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
            setPhysical({ ...reference, status: 'AWAITING_PICKUP' }).then((result) => report(result), failed)
          }
        >
          Avisar que está pronto para retirada
        </button>
      )}
    </AdminCard>
  );
}
