// One try at paying an order, as the customer's payment page and the studio's invoice show it.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import { paymentStatusLabels } from '../../domain/payments.ts';
import type { Payment } from '../../generated/prisma/client.ts';
import { isUnsettled } from '../../services/checkout/reconcile-payment.ts';
import { rejectionReasonText } from '../../services/payments/status-detail.ts';
import { PaymentStatusEnum } from '../enums.ts';

const boletoMethods = new Set(['bolbradesco', 'pec']);

export const PaymentAttemptRef = builder.objectRef<Payment>('PaymentAttempt').implement({
  description: 'One try at paying an order.',
  fields: (t) => ({
    id: t.id({ resolve: (payment) => encodeGlobalID('PaymentAttempt', payment.id) }),
    paymentId: t.exposeString('id', { description: 'The id the payment status page is addressed by.' }),
    orderId: t.exposeString('orderId', {
      description: 'The order it pays (pedidoId), whichever cart the session is on now.',
    }),
    status: t.expose('status', { type: PaymentStatusEnum }),
    statusLabel: t.string({
      description: 'Pendente, Aprovado, Rejeitado, Expirado...',
      resolve: (payment) => paymentStatusLabels[payment.status],
    }),
    statusDetail: t.exposeString('statusDetail', { nullable: true }),
    confirming: t.boolean({
      description:
        "Mercado Pago's answer did not come (a timeout or a cut connection): it is being asked whether it charged.",
      resolve: isUnsettled,
    }),
    rejectionReason: t.string({
      nullable: true,
      description: 'Why a card was refused, in Portuguese (from status_detail).',
      resolve: (payment) =>
        payment.status === 'REJECTED' ? rejectionReasonText(payment.statusDetail) : null,
    }),
    paymentMethodId: t.exposeString('paymentMethodId', { nullable: true }),
    installments: t.exposeInt('installments', { nullable: true }),
    amountCents: t.exposeInt('amountCents'),
    pixQrCode: t.string({
      nullable: true,
      description: 'Pix copy-and-paste code.',
      resolve: (payment) => (payment.paymentMethodId === 'pix' ? payment.pixQrCode : null),
    }),
    pixQrCodeBase64: t.string({
      nullable: true,
      description: 'Pix QR code as a base64 PNG.',
      resolve: (payment) => (payment.paymentMethodId === 'pix' ? payment.pixQrCodeBase64 : null),
    }),
    pixTicketUrl: t.string({
      nullable: true,
      description: "Mercado Pago's own page of the Pix (QR code and instructions).",
      resolve: (payment) => (payment.paymentMethodId === 'pix' ? payment.ticketUrl : null),
    }),
    boletoUrl: t.string({
      nullable: true,
      resolve: (payment) =>
        payment.paymentMethodId && boletoMethods.has(payment.paymentMethodId) ? payment.ticketUrl : null,
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    paymentTypeId: t.exposeString('paymentTypeId', { nullable: true }),
    providerPaymentId: t.exposeString('providerPaymentId', {
      nullable: true,
      description: "Mercado Pago's id of the payment (what its panel and receipts show).",
    }),
    approvedAt: t.expose('approvedAt', { type: 'DateTime', nullable: true }),
    updatedAt: t.expose('providerUpdatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When Mercado Pago last changed it.',
    }),
  }),
});
