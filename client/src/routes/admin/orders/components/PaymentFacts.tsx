// The order's payment as Mercado Pago reported it: status and refusal reason, method, instalments, amount, dates.
import { graphql, useFragment } from 'react-relay/hooks';
import type { PaymentFacts_order$key } from '../../../../__generated__/PaymentFacts_order.graphql.ts';
import { formatBrl, formatDateTime } from '../../../../format.ts';
import { paymentMethodLabel } from '../labels.ts';
import { FactList } from './FactList.tsx';

/** A fact shown only when the payment has it. */
function OptionalFact({ term, value }: { term: string; value: string | number | null | undefined }) {
  return value ? (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  ) : null;
}

export function PaymentFacts({ order }: { order: PaymentFacts_order$key }) {
  const { payment, paymentStatus } = useFragment(
    graphql`
      fragment PaymentFacts_order on Order {
        paymentStatus
        payment {
          paymentId
          statusLabel
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
  if (!payment) {
    return <p>{paymentStatus === 'EXEMPT' ? 'Pedido isento de pagamento.' : 'Sem pagamento registrado.'}</p>;
  }
  return (
    <FactList>
      <dt>Situação do pagamento</dt>
      <dd>{payment.statusLabel}</dd>
      <OptionalFact term="Motivo da recusa" value={payment.rejectionReason} />
      <dt>Meio de pagamento</dt>
      <dd>{paymentMethodLabel(payment.paymentMethodId, payment.paymentTypeId)}</dd>
      <OptionalFact term="Parcelas" value={payment.installments} />
      <dt>Valor</dt>
      <dd>{formatBrl(payment.amountCents)}</dd>
      <dt>Criado em</dt>
      <dd>{formatDateTime(payment.createdAt as string)}</dd>
      <OptionalFact
        term="Aprovado em"
        value={payment.approvedAt && formatDateTime(payment.approvedAt as string)}
      />
      <OptionalFact
        term="Última atualização"
        value={payment.updatedAt && formatDateTime(payment.updatedAt as string)}
      />
      <OptionalFact term="ID no Mercado Pago" value={payment.providerPaymentId} />
    </FactList>
  );
}
