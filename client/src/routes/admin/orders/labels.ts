// How the order screens name statuses and payment methods.

export const digitalStatusLabels: Record<string, string> = {
  AWAITING_RELEASE: 'Aguardando liberação',
  RELEASED: 'Liberado',
};

export const physicalStatusLabels: Record<string, string> = {
  PREPARATION: 'Em preparação',
  SHIPPED: 'Enviado',
  AWAITING_PICKUP: 'Aguardando retirada',
};

export function paymentMethodLabel(methodId: string | null | undefined, typeId?: string | null): string {
  if (!methodId) return '—';
  if (methodId === 'pix') return 'Pix';
  if (methodId === 'bolbradesco' || methodId === 'pec' || typeId === 'ticket') return 'Boleto';
  const kind = typeId === 'debit_card' ? 'Cartão de débito' : 'Cartão de crédito';
  return `${kind} (${methodId})`;
}

/** An order's delivery in one cell of the order lists: 'Digital: Liberado · Impressas: Enviado', or '—'. */
export function deliveryStatusText(order: {
  digitalDeliveryStatus?: string | null;
  physicalDeliveryStatus?: string | null;
}): string {
  return (
    [
      order.digitalDeliveryStatus && `Digital: ${digitalStatusLabels[order.digitalDeliveryStatus] ?? ''}`,
      order.physicalDeliveryStatus &&
        `Impressas: ${physicalStatusLabels[order.physicalDeliveryStatus] ?? ''}`,
    ]
      .filter(Boolean)
      .join(' · ') || '—'
  );
}
