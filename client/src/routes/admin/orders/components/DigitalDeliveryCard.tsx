// 'Entrega digital': the downloads' state and, when the studio releases them by hand, the button that does it.
import { graphql, useFragment } from 'react-relay/hooks';
import type { DigitalDeliveryCard_order$key } from '../../../../__generated__/DigitalDeliveryCard_order.graphql.ts';
import { useResultToast } from '../../../../components/useResultToast.ts';
import { AdminCard } from '../../components/AdminCard.tsx';
import { useReleaseDigitalDeliveryMutation } from '../../mutations/useReleaseDigitalDeliveryMutation.ts';
import { digitalStatusLabels } from '../labels.ts';
import type { OrderReference } from './order-reference.ts';

export function DigitalDeliveryCard({
  order,
  paid,
  reference,
}: {
  order: DigitalDeliveryCard_order$key;
  paid: boolean;
  reference: OrderReference;
}) {
  const { digitalDeliveryStatus: status } = useFragment(
    graphql`
      fragment DigitalDeliveryCard_order on Order {
        digitalDeliveryStatus
      }
    `,
    order,
  );
  const { report, failed } = useResultToast();
  const [release, releasing] = useReleaseDigitalDeliveryMutation();
  if (!status) return null;
  return (
    <AdminCard title="Entrega digital" titleId="digital-title" scrolls>
      <p>Situação: {digitalStatusLabels[status]}</p>
      {status === 'AWAITING_RELEASE' && (
        <button
          type="button"
          className="button button-primary"
          disabled={!paid || releasing}
          onClick={() => release(reference).then((result) => report(result), failed)}
        >
          Liberar download das fotos digitais
        </button>
      )}
      {!paid && <p className="muted">O download só pode ser liberado depois que o pagamento for aprovado.</p>}
    </AdminCard>
  );
}
