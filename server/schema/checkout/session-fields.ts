// What the checkout and order pages read of the customer's session beyond the cart: where pickup happens, whether
// payments are the simulated Mercado Pago's (the demo), the orders the session placed; and starting a new cart.

import { builder } from '../../builder.ts';
import { addressOf, addressSelect } from '../../domain/address.ts';
import { GalleryClosedError } from '../../domain/event-expiry.ts';
import { PaymentInProgressError } from '../../domain/payments.ts';
import { loadCartView } from '../../services/cart/cart-view.ts';
import { startNewCart } from '../../services/cart/new-cart.ts';
import { deliveredOrdersOfSession } from '../../services/orders/order-queries.ts';
import { requireGallerySession } from '../../services/request-context.ts';
import { studioAddress } from '../../services/studios/studio-queries.ts';
import { AddressRef } from '../address/types.ts';
import { CartRef } from '../cart/types.ts';
import { commonErrors } from '../errors/types.ts';
import { GallerySessionRef } from '../gallery/types.ts';
import { CustomerOrderRef } from '../order/customer-order.ts';

/** How many of a session's orders it lists (a customer buys a few times, not hundreds). */
const sessionOrdersShown = 20;

builder.prismaObjectFields(GallerySessionRef, (t) => ({
  pickupAddress: t.field({
    type: AddressRef,
    nullable: true,
    description:
      "The studio's address, where printed photos are picked up; null when the event offers no pickup or the studio has not given it.",
    select: { event: { select: { pickupEnabled: true } }, studio: { select: addressSelect } },
    resolve: (session) =>
      session.event.pickupEnabled && session.studio.addressStreet ? addressOf(session.studio) : null,
  }),
  paymentTestMode: t.boolean({
    description:
      'True when payments go to the simulated Mercado Pago (the demo): nothing is charged, and the storefront shows its own test payment form in place of the Payment Brick.',
    resolve: (_session, _args, context) => context.config.mercadoPago.mode === 'simulated',
  }),
  orders: t.field({
    type: [CustomerOrderRef],
    description: `The orders this session placed that were paid or needed no payment, newest first (at most ${sessionOrdersShown}).`,
    resolve: (session, _args, context) =>
      deliveredOrdersOfSession(context.db, session.id, sessionOrdersShown),
  }),
}));

builder.objectFields(CustomerOrderRef, (t) => ({
  pickupAddress: t.field({
    type: AddressRef,
    nullable: true,
    description:
      "Where a pickup order's printed photos are picked up (the studio's address); null otherwise.",
    resolve: async (order, _args, context) => {
      if (order.deliveryPreference !== 'PICKUP') return null;
      return studioAddress(context.db, order.studioId);
    },
  }),
}));

builder.mutationField('startNewCart', (t) =>
  t.field({
    type: builder.objectRef<{ sessionId: string; started: boolean }>('StartNewCartPayload').implement({
      fields: (p) => ({
        message: p.string({
          resolve: (payload) => (payload.started ? 'Novo carrinho iniciado' : 'Seu carrinho continua aberto'),
        }),
        started: p.exposeBoolean('started', {
          description: 'False when the session was already shopping (nothing changed).',
        }),
        cart: p.field({
          type: CartRef,
          resolve: (payload, _args, context) => loadCartView(context.db, { sessionId: payload.sessionId }),
        }),
        session: p.prismaField({
          type: 'GallerySession',
          resolve: (query, payload, _args, context) =>
            context.db.gallerySession.findUniqueOrThrow({ ...query, where: { id: payload.sessionId } }),
        }),
      }),
    }),
    description:
      "After an order was paid (or needed no payment), the session starts a new, empty cart to buy more; the order stays the session's.",
    authScopes: { isGalleryCustomer: true },
    errors: { types: [GalleryClosedError, PaymentInProgressError, ...commonErrors] },
    resolve: async (_root, _args, context) => {
      const outcome = await startNewCart(context);
      return { sessionId: requireGallerySession(context), started: outcome === 'started' };
    },
  }),
);
