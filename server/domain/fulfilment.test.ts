import { describe, expect, it } from 'vitest';
import {
  assertCanReleaseDigital,
  assertCanResendPickupNotice,
  carrierTrackingUrl,
  type FulfilmentState,
  normaliseTrackingCode,
  physicalTransition,
} from './fulfilment.ts';

const paidDelivery: FulfilmentState = {
  paymentStatus: 'APPROVED',
  digitalDeliveryStatus: 'AWAITING_RELEASE',
  physicalDeliveryStatus: 'PREPARATION',
  deliveryPreference: 'DELIVERY',
};
const paidPickup: FulfilmentState = { ...paidDelivery, deliveryPreference: 'PICKUP' };

describe('releasing digital photos', () => {
  it('is allowed once the order is paid or exempt', () => {
    expect(() => assertCanReleaseDigital(paidDelivery)).not.toThrow();
    expect(() => assertCanReleaseDigital({ ...paidDelivery, paymentStatus: 'EXEMPT' })).not.toThrow();
  });

  it.each([
    [{ paymentStatus: 'PENDING' }, 'O pagamento deste pedido ainda não foi aprovado'],
    [{ paymentStatus: 'REJECTED' }, 'O pagamento deste pedido ainda não foi aprovado'],
    [{ paymentStatus: 'REFUNDED' }, 'O pagamento deste pedido foi devolvido: a entrega não pode continuar'],
    [{ digitalDeliveryStatus: 'RELEASED' }, 'As fotos digitais deste pedido já foram liberadas'],
    [{ digitalDeliveryStatus: null }, 'Este pedido não tem fotos digitais'],
  ] as const)('refuses %o', (change, message) => {
    expect(() => assertCanReleaseDigital({ ...paidDelivery, ...change })).toThrow(message);
  });
});

describe('physical delivery', () => {
  it('moves from preparation to shipped (delivery) or waiting for pickup (pickup)', () => {
    expect(physicalTransition(paidDelivery, 'SHIPPED')).toBe('change');
    expect(physicalTransition(paidPickup, 'AWAITING_PICKUP')).toBe('change');
    expect(physicalTransition({ ...paidDelivery, physicalDeliveryStatus: 'SHIPPED' }, 'SHIPPED')).toBe(
      'repeat',
    );
    expect(physicalTransition(paidDelivery, 'PREPARATION')).toBe('repeat');
  });

  it.each([
    [paidPickup, 'SHIPPED', 'Este pedido é para retirada no estúdio: ele não pode ser enviado'],
    [
      paidDelivery,
      'AWAITING_PICKUP',
      'Este pedido é para entrega pelos Correios: ele não pode aguardar retirada',
    ],
    [
      { ...paidDelivery, physicalDeliveryStatus: 'SHIPPED' },
      'PREPARATION',
      'A entrega já está "Enviado" e não pode voltar para "Em preparação"',
    ],
    [
      { ...paidPickup, physicalDeliveryStatus: 'AWAITING_PICKUP' },
      'PREPARATION',
      'A entrega já está "Aguardando retirada" e não pode voltar para "Em preparação"',
    ],
    [
      { ...paidDelivery, paymentStatus: 'PENDING' },
      'SHIPPED',
      'O pagamento deste pedido ainda não foi aprovado',
    ],
    [{ ...paidDelivery, physicalDeliveryStatus: null }, 'SHIPPED', 'Este pedido não tem fotos impressas'],
  ] as const)('refuses %o -> %s', (order, target, message) => {
    expect(() => physicalTransition(order as FulfilmentState, target)).toThrow(message);
  });

  it('resends the pickup notice only while waiting for pickup', () => {
    expect(() =>
      assertCanResendPickupNotice({ ...paidPickup, physicalDeliveryStatus: 'AWAITING_PICKUP' }),
    ).not.toThrow();
    expect(() => assertCanResendPickupNotice(paidPickup)).toThrow(
      'As fotos deste pedido ainda não estão aguardando retirada',
    );
    expect(() => assertCanResendPickupNotice(paidDelivery)).toThrow(
      'Este pedido é para entrega pelos Correios',
    );
  });
});

describe('tracking codes', () => {
  it.each([
    ['', null],
    [null, null],
    ['  aa123456789br ', 'AA123456789BR'],
    ['AA 123-456-789 BR', 'AA123456789BR'],
  ])('%s -> %s', (input, output) => {
    expect(normaliseTrackingCode(input)).toBe(output);
  });
  it.each(['abc', 'AA12345678<script>', 'x'.repeat(41)])('refuses %s', (input) => {
    expect(() => normaliseTrackingCode(input)).toThrow('Código de rastreio inválido');
  });
});

describe('carrierTrackingUrl', () => {
  it.each([
    ['AA123456789BR', 'https://rastreamento.correios.com.br/app/index.php?objeto=AA123456789BR'],
    ['oj 123-456-789 br', 'https://rastreamento.correios.com.br/app/index.php?objeto=OJ123456789BR'],
    ['JAD1234567', null],
    ['AA12345678BR', null],
  ])('%s -> %s', (code, url) => {
    expect(carrierTrackingUrl(code)).toBe(url);
  });
});
