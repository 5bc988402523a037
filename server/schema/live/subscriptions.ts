// Live updates (GraphQL subscriptions over server-sent events): a photo's processing state for the admin's grid,
// the studio's orders for its dashboard, and a payment's outcome for the customer's payment page. Each opens with
// the same scopes and tenant checks as the query it replaces, and each change is read again through them.
import { builder } from '../../builder.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { byRole } from '../../role-gate.ts';
import { paymentOfSession } from '../../services/orders/order-queries.ts';
import { requireGallerySession, requireStudio } from '../../services/request-context.ts';
import { EventSelector, findEvent } from '../event/selectors.ts';
import { openLiveStream, subscriptionError } from './live-stream.ts';

interface PhotoStatusChange {
  studioId: string;
  eventId: string;
  /** Null after changes may have been missed. */
  photoId: string | null;
}

const PhotoStatusChangeRef = builder.objectRef<PhotoStatusChange>('PhotoStatusChange').implement({
  description: "A change of a photo's processing state (photoStatusChanged).",
  fields: (t) => ({
    photo: t.prismaField({
      type: 'Photo',
      nullable: true,
      description:
        'The photo, as it is now. Null when changes may have been missed (this server lost its connection to the ' +
        "database for a moment, or the client read too slowly): read the event's photos again.",
      // findUnique: the same read of every subscriber of this server goes to the database as one statement.
      resolve: async (query, change, _args, context) => {
        const photo = change.photoId
          ? await context.db.photo.findUnique({ ...query, where: { id: change.photoId } })
          : null;
        return photo?.eventId === change.eventId && photo.studioId === change.studioId ? photo : null;
      },
    }),
    event: t.prismaField({
      type: 'Event',
      resolve: (query, change, _args, context) =>
        context.db.event.findUniqueOrThrow({ ...query, where: { id: change.eventId } }),
    }),
  }),
});

interface OrderChange {
  studioId: string;
  orderId: string | null;
}

const OrderChangeRef = builder.objectRef<OrderChange>('OrderChange').implement({
  description: "A new order of the studio, or a change of an order's payment or delivery (orderChanged).",
  fields: (t) => ({
    order: t.prismaField({
      type: 'Order',
      nullable: true,
      description:
        'The order, as it is now. Null when changes may have been missed (this server lost its connection to the ' +
        'database for a moment, or the client read too slowly): read the orders again.',
      resolve: async (query, change, _args, context) => {
        const order = change.orderId
          ? await context.db.order.findUnique({ ...query, where: { id: change.orderId } })
          : null;
        return order?.studioId === change.studioId ? order : null;
      },
    }),
    studio: t.prismaField({
      type: 'Studio',
      description: 'The studio as it is now: its dashboard figures follow the change.',
      resolve: (query, change, _args, context) =>
        context.db.studio.findUniqueOrThrow({ ...query, where: { id: change.studioId } }),
    }),
  }),
});

builder.subscriptionFields((t) => ({
  photoStatusChanged: t.field({
    type: PhotoStatusChangeRef,
    description:
      'Each time a photo of the event finishes processing (READY, also after a watermark change) or fails ' +
      "(FAILED): the admin's photo grid. " +
      'Served as server-sent events (Accept: text/event-stream, the graphql-sse protocol).',
    args: { event: t.arg({ type: EventSelector, required: true }) },
    authScopes: byRole,
    subscribe: async (_root, args, context) => {
      const event = await findEvent(context, args.event).catch(subscriptionError);
      const { studioId } = event;
      return openLiveStream(
        context,
        studioId,
        (change) => change.kind === 'photo' && (!change.eventId || change.eventId === event.id),
        async (signal) => {
          if (signal.kind === 'resync') return { studioId, eventId: event.id, photoId: null };
          // A notifier that did not know the photo's event: asked here, once per change.
          const ours =
            signal.kind === 'photo' &&
            (signal.eventId === event.id ||
              (await context.db.photo.count({ where: { id: signal.id, eventId: event.id } })) > 0);
          return ours ? { studioId, eventId: event.id, photoId: signal.id } : null;
        },
      );
    },
    resolve: (change) => change,
  }),
  orderChanged: t.field({
    type: OrderChangeRef,
    description:
      "Each new order of the studio and each change of an order's payment or delivery: the admin's dashboard. " +
      'Served as server-sent events (Accept: text/event-stream, the graphql-sse protocol).',
    authScopes: byRole,
    subscribe: async (_root, _args, context) => {
      const studioId = requireStudio(context).id;
      return openLiveStream(
        context,
        studioId,
        (change) => change.kind === 'order',
        async (signal) => ({ studioId, orderId: signal.kind === 'order' ? signal.id : null }),
      );
    },
    resolve: (change) => change,
  }),
  paymentStatusChanged: t.prismaField({
    type: 'GallerySession',
    nullable: true,
    description:
      "The customer's gallery session each time this payment or its order changes (approved, rejected, " +
      'expired, released): the payment page. Null once the session has ended. Served as server-sent events.',
    args: {
      eventSlug: t.arg.string({ required: true }),
      paymentId: t.arg.string({ required: true }),
    },
    authScopes: { isGalleryCustomer: true },
    subscribe: async (_root, args, context) => {
      const studioId = requireStudio(context).id;
      const sessionId = requireGallerySession(context);
      const payment = await paymentOfSession(context.db, uuidOrNil(args.paymentId), sessionId);
      const session = await context.db.gallerySession.count({
        where: { id: sessionId, event: { slug: args.eventSlug, studioId } },
      });
      if (!payment || payment.studioId !== studioId || !session)
        throw subscriptionError(new NotFoundError('Pagamento não encontrado'));
      return openLiveStream(
        context,
        studioId,
        (change) => change.kind === 'order' && change.id === payment.orderId,
        async () => sessionId,
      );
    },
    resolve: (query, sessionId, args, context) =>
      context.db.gallerySession.findFirst({
        ...query,
        where: { id: sessionId, event: { slug: args.eventSlug, studioId: requireStudio(context).id } },
      }),
  }),
}));
