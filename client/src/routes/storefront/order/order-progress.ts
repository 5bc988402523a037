// What the order page says of an order, from its payment and its deliveries: "preparando" only while something is
// being prepared; released downloads, a shipment or photos ready for pickup say so.

export const approvedMessage =
  'O pagamento do seu pedido foi aprovado e já estamos preparando a entrega das fotos. Fique atento a seu e-mail...';

export const exemptMessage =
  'Seu pedido foi recebido e já estamos preparando a entrega das fotos. Fique atento a seu e-mail.';

export interface OrderState {
  paymentStatus: string;
  digitalDeliveryStatus: string | null | undefined;
  physicalDeliveryStatus: string | null | undefined;
}

export interface OrderProgress {
  /** One or two words for the order as a whole. */
  label: string;
  /** The sentence under the title, or null when there is nothing to add. */
  message: string | null;
  tone: 'success' | 'info' | 'danger';
}

const paymentProblems: Record<string, OrderProgress> = {
  REJECTED: {
    label: 'Pagamento não aprovado',
    message: 'O pagamento deste pedido não foi aprovado.',
    tone: 'danger',
  },
  CANCELLED: {
    label: 'Pagamento expirado',
    message: 'O pagamento deste pedido expirou sem ser concluído.',
    tone: 'danger',
  },
  REFUNDED: {
    label: 'Pagamento estornado',
    message: 'O pagamento deste pedido foi estornado.',
    tone: 'danger',
  },
  CHARGED_BACK: {
    label: 'Pagamento contestado',
    message: 'O pagamento deste pedido foi contestado junto à operadora do cartão.',
    tone: 'danger',
  },
};

export function orderProgress(order: OrderState): OrderProgress {
  const problem = paymentProblems[order.paymentStatus];
  if (problem) return problem;
  if (order.paymentStatus !== 'APPROVED' && order.paymentStatus !== 'EXEMPT') {
    return {
      label: 'Aguardando pagamento',
      message: 'Assim que o pagamento for confirmado, começamos a preparar suas fotos.',
      tone: 'info',
    };
  }
  const digital = order.digitalDeliveryStatus ?? null;
  const physical = order.physicalDeliveryStatus ?? null;
  const preparing = digital === 'AWAITING_RELEASE' || physical === 'PREPARATION';
  const done: string[] = [];
  if (digital === 'RELEASED') done.push('suas fotos digitais estão liberadas para download');
  if (physical === 'SHIPPED') done.push('suas fotos impressas foram enviadas');
  if (physical === 'AWAITING_PICKUP')
    done.push('suas fotos impressas estão prontas para retirada no estúdio');
  const paid = order.paymentStatus === 'APPROVED' ? 'Pagamento aprovado' : 'Pedido recebido';

  if (done.length === 0) {
    return {
      label: 'Em preparação',
      message: order.paymentStatus === 'APPROVED' ? approvedMessage : exemptMessage,
      tone: 'success',
    };
  }
  const pending: string[] = [];
  if (digital === 'AWAITING_RELEASE') pending.push('o download das fotos digitais será liberado em breve');
  if (physical === 'PREPARATION') pending.push('as fotos impressas estão sendo preparadas');
  const sentence = [...done, ...pending].join('; ');
  return {
    label: preparing
      ? 'Parcialmente entregue'
      : physical === 'AWAITING_PICKUP'
        ? 'Pronto para retirada'
        : physical === 'SHIPPED'
          ? 'Pedido enviado'
          : 'Fotos liberadas',
    message: `${paid}: ${sentence}.`,
    tone: 'success',
  };
}
