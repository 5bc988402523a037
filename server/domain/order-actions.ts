// What a paid order still waits on the studio for (the dashboard's list): releasing the digital downloads, shipping
// the prints, or telling the customer the prints wait for pickup. services/orders/studio-orders.ts has the same rule
// as a database filter (needsActionWhere). This module runs in the browser too: no Node-only imports.
import type { FulfilmentState } from './fulfilment.ts';
import { allowsDownloads } from './payments.ts';

export type OrderAction = 'RELEASE_DIGITAL' | 'SHIP' | 'NOTIFY_PICKUP';

export const orderActionLabels: Record<OrderAction, string> = {
  RELEASE_DIGITAL: 'Liberar fotos digitais',
  SHIP: 'Enviar fotos impressas',
  NOTIFY_PICKUP: 'Avisar que as fotos aguardam retirada',
};

/** The steps the order waits on, in the order the studio takes them; none before it is paid (or exempt). */
export function pendingActionsOf(order: FulfilmentState): OrderAction[] {
  if (!allowsDownloads(order.paymentStatus)) return [];
  const actions: OrderAction[] = [];
  if (order.digitalDeliveryStatus === 'AWAITING_RELEASE') actions.push('RELEASE_DIGITAL');
  if (order.physicalDeliveryStatus === 'PREPARATION') {
    if (order.deliveryPreference === 'DELIVERY') actions.push('SHIP');
    if (order.deliveryPreference === 'PICKUP') actions.push('NOTIFY_PICKUP');
  }
  return actions;
}
