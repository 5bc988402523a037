import { describe, expect, it } from 'vitest';
import { approvedMessage, exemptMessage, orderProgress } from './order-progress.ts';

const order = (
  paymentStatus: string,
  digitalDeliveryStatus: string | null,
  physicalDeliveryStatus: string | null,
) => orderProgress({ paymentStatus, digitalDeliveryStatus, physicalDeliveryStatus });

describe('what the order page says of each state', () => {
  it.each([
    // Still being prepared: the spec's texts.
    ['APPROVED', 'AWAITING_RELEASE', null, 'Em preparação', approvedMessage],
    ['APPROVED', null, 'PREPARATION', 'Em preparação', approvedMessage],
    ['EXEMPT', 'AWAITING_RELEASE', 'PREPARATION', 'Em preparação', exemptMessage],
    // Delivered: no more "preparando".
    [
      'APPROVED',
      'RELEASED',
      null,
      'Fotos liberadas',
      'Pagamento aprovado: suas fotos digitais estão liberadas para download.',
    ],
    [
      'EXEMPT',
      'RELEASED',
      null,
      'Fotos liberadas',
      'Pedido recebido: suas fotos digitais estão liberadas para download.',
    ],
    [
      'APPROVED',
      null,
      'SHIPPED',
      'Pedido enviado',
      'Pagamento aprovado: suas fotos impressas foram enviadas.',
    ],
    [
      'APPROVED',
      null,
      'AWAITING_PICKUP',
      'Pronto para retirada',
      'Pagamento aprovado: suas fotos impressas estão prontas para retirada no estúdio.',
    ],
    [
      'APPROVED',
      'RELEASED',
      'PREPARATION',
      'Parcialmente entregue',
      'Pagamento aprovado: suas fotos digitais estão liberadas para download; as fotos impressas estão sendo preparadas.',
    ],
    [
      'APPROVED',
      'AWAITING_RELEASE',
      'SHIPPED',
      'Parcialmente entregue',
      'Pagamento aprovado: suas fotos impressas foram enviadas; o download das fotos digitais será liberado em breve.',
    ],
    // Not paid (yet).
    [
      'PENDING',
      null,
      null,
      'Aguardando pagamento',
      'Assim que o pagamento for confirmado, começamos a preparar suas fotos.',
    ],
    ['REJECTED', null, null, 'Pagamento não aprovado', 'O pagamento deste pedido não foi aprovado.'],
    ['CANCELLED', null, null, 'Pagamento expirado', 'O pagamento deste pedido expirou sem ser concluído.'],
    ['REFUNDED', 'RELEASED', null, 'Pagamento estornado', 'O pagamento deste pedido foi estornado.'],
  ])('%s, digital %s, printed %s: %s', (payment, digital, physical, label, message) => {
    expect(order(payment, digital, physical)).toMatchObject({ label, message });
  });
});
