// A customer's gallery session (the spec's "sessao"): the event with its photos and options, the cart,
// personal data and delivery address; and what anyone may know of a gallery before opening it.

import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { addressOf, deliveryAddressSelect } from '../../domain/address.ts';
import { GalleryClosedError, type GalleryClosing, galleryClosedAt } from '../../domain/event-expiry.ts';
import {
  AuthorizedPeopleOnlyError,
  type GalleryKind,
  GallerySessionExpiredError,
  galleryKind,
} from '../../domain/gallery-access.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { FormStatus } from '../../generated/prisma/enums.ts';
import { loadCartView } from '../../services/cart/cart-view.ts';
import { openEventAt } from '../../services/events/event-queries.ts';
import { paymentOfSession } from '../../services/orders/order-queries.ts';
import { gallerySessionOf } from '../../services/request-context.ts';
import { AddressRef } from '../address/types.ts';
import { CartRef } from '../cart/types.ts';
import { requireStudio } from '../event/selectors.ts';
import { PaymentAttemptRef } from '../order/payment-attempt.ts';
import { PhotoRef } from '../photo/types.ts';

const FormStatusEnum = builder.enumType(FormStatus, { name: 'FormStatus' });
const GalleryKindEnum = builder.enumType('GalleryKind', {
  values: {
    PUBLIC: {},
    PRIVATE: { description: 'Asks for the gallery key.' },
    AUTHORIZED_PEOPLE: { description: 'Prepaid package: name and password.' },
  },
});

const PersonalDataRef = builder
  .objectRef<{
    status: FormStatus;
    firstName: string;
    lastName: string;
    email: string;
    whatsApp: string;
    cpf: string;
  }>('PersonalData')
  .implement({
    fields: (t) => ({
      status: t.expose('status', {
        type: FormStatusEnum,
        description: 'statusFormulario: inativo / ativo / preenchido',
      }),
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      email: t.exposeString('email'),
      whatsApp: t.exposeString('whatsApp', { description: 'With the country code 55.' }),
      cpf: t.exposeString('cpf', { description: 'Digits only.' }),
    }),
  });

export const GallerySessionRef = builder.prismaNode('GallerySession', {
  id: { field: 'id' },
  // Only the session's own customer reads it.
  findUnique: (id, context) => ({ id: gallerySessionOf(context) === id ? id : uuidOrNil('') }),
  nullable: true,
  fields: (t) => ({
    event: t.relation('event'),
    payment: t.field({
      type: PaymentAttemptRef,
      nullable: true,
      description:
        "A payment attempt of this session's order: the payment status page /{urlEvento}/carrinho/finalizar-pedido/{id}.",
      args: { paymentId: t.arg.string({ required: true }) },
      resolve: (session, { paymentId }, context) =>
        paymentOfSession(context.db, uuidOrNil(paymentId), session.id),
    }),
    cart: t.field({
      type: CartRef,
      resolve: (session, _args, context) => loadCartView(context.db, { sessionId: session.id }),
    }),
    personalData: t.field({
      type: PersonalDataRef,
      select: {
        personalDataStatus: true,
        firstName: true,
        lastName: true,
        email: true,
        whatsApp: true,
        cpf: true,
      },
      resolve: (session) => ({
        status: session.personalDataStatus,
        firstName: session.firstName,
        lastName: session.lastName,
        email: session.email,
        whatsApp: session.whatsApp,
        cpf: session.cpf,
      }),
    }),
    deliveryAddressStatus: t.expose('addressStatus', {
      type: FormStatusEnum,
      description: 'statusFormulario of the delivery address form.',
    }),
    deliveryAddress: t.field({
      type: AddressRef,
      select: deliveryAddressSelect,
      resolve: addressOf,
    }),
    paymentPublicKey: t.string({
      nullable: true,
      description: "chavePublicaPagamento: the studio's Mercado Pago public key for the Payment Brick.",
      select: { studio: { select: { mercadoPagoPublicKey: true } } },
      resolve: (session) => session.studio.mercadoPagoPublicKey,
    }),
  }),
});

const GalleryRef = builder
  .objectRef<{ kind: GalleryKind; eventId: string; closedAt: Date | null }>('Gallery')
  .implement({
    description: 'What anyone may know of a gallery before opening it.',
    fields: (t) => ({
      kind: t.field({ type: GalleryKindEnum, resolve: (gallery) => gallery.kind }),
      closedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: "When its sales closed ('Galeria encerrada'); null while it is open.",
        resolve: (gallery) => gallery.closedAt,
      }),
      event: t.prismaField({
        type: 'Event',
        resolve: (query, gallery, _args, context) =>
          context.db.event.findUniqueOrThrow({ ...query, where: { id: gallery.eventId } }),
      }),
    }),
  });

builder.queryFields((t) => ({
  gallery: t.field({
    type: GalleryRef,
    nullable: true,
    description: 'tipo-de-galeria: whether the gallery at this address asks for a key.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: async (_root, { slug }, context) => {
      const event = await openEventAt(context.db, requireStudio(context).id, slug);
      return (
        event && {
          kind: galleryKind(event),
          eventId: event.id,
          closedAt: galleryClosedAt(event),
        }
      );
    },
  }),
  gallerySession: t.prismaField({
    type: 'GallerySession',
    nullable: true,
    description:
      "The viewer's session of this gallery; without a valid one, an UNAUTHENTICATED error saying what to ask.",
    args: { eventSlug: t.arg.string({ required: true }) },
    resolve: async (query, _root, { eventSlug }, context) => {
      const studioId = requireStudio(context).id;
      // Every gallery, cart and checkout screen asks this: the viewer's session of this event in one statement.
      const sessionId = gallerySessionOf(context);
      const session =
        sessionId &&
        (await context.db.gallerySession.findFirst({
          ...query,
          where: { id: sessionId, event: { slug: eventSlug, studioId, published: true, ...openWhere() } },
        }));
      if (session) return session;
      const event = await openEventAt(context.db, studioId, eventSlug);
      if (!event) return null;
      throw galleryRefusal(event);
    },
  }),
  galleryEvent: t.prismaField({
    type: 'Event',
    nullable: true,
    description:
      "The event of the viewer's session of this gallery: what every customer of it sees, none of it the viewer's " +
      '(read by a new customer from the servers’ shared memory); without a valid session, the same UNAUTHENTICATED ' +
      'error as gallerySession.',
    args: { eventSlug: t.arg.string({ required: true }) },
    resolve: async (query, _root, { eventSlug }, context) => {
      const studioId = requireStudio(context).id;
      const { viewer } = context;
      const event =
        viewer.kind === 'gallery' &&
        (await context.db.event.findFirst({
          ...query,
          where: { id: viewer.eventId, slug: eventSlug, studioId, published: true, ...openWhere() },
        }));
      if (event) return event;
      const open = await openEventAt(context.db, studioId, eventSlug);
      if (!open) return null;
      throw galleryRefusal(open);
    },
  }),
}));

/** Events whose gallery is still open (not expired, not archived). */
const openWhere = () => ({
  archiveStatus: null,
  OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }],
});

/**
 * Why the viewer cannot see this gallery: closed (GALLERY_CLOSED, with the instant, whatever the viewer's session),
 * else the access to ask for.
 */
function galleryRefusal(event: { accessKey: string | null; mode: string } & GalleryClosing): GraphQLError {
  const closedAt = galleryClosedAt(event);
  if (!closedAt) return galleryAccessRequired(event);
  return new GraphQLError(new GalleryClosedError().message, {
    extensions: { code: 'GALLERY_CLOSED', closedAt: closedAt.toISOString() },
  });
}

/** The refusal that has the client open this gallery again, saying what to ask for (key, name and password). */
export function galleryAccessRequired(event: { accessKey: string | null; mode: string }): GraphQLError {
  const error =
    galleryKind(event) === 'AUTHORIZED_PEOPLE'
      ? new AuthorizedPeopleOnlyError()
      : new GallerySessionExpiredError();
  return new GraphQLError(error.message, {
    extensions: { code: 'UNAUTHENTICATED', galleryKind: galleryKind(event) },
  });
}

builder.prismaObjectFields(PhotoRef, (t) => ({
  selected: t.boolean({
    description: 'In the viewing customer’s cart (selecionado).',
    select: { eventId: true },
    resolve: async (photo, _args, context) => {
      const sessionId = gallerySessionOf(context, photo.eventId);
      if (!sessionId) return false;
      return (await selectedPhotoIds(context, sessionId)).has(photo.id);
    },
  }),
}));

const selectedCache = new WeakMap<Context, Promise<Set<string>>>();

/** The photos in the session's cart, loaded once per request. */
function selectedPhotoIds(context: Context, sessionId: string): Promise<Set<string>> {
  let ids = selectedCache.get(context);
  if (!ids) {
    ids = context.db.cartItem
      .findMany({ where: { cart: { sessionId } }, select: { photoId: true } })
      .then((rows) => new Set(rows.map((row) => row.photoId)));
    selectedCache.set(context, ids);
  }
  return ids;
}
