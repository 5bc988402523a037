// A customer's gallery session (the spec's "sessao"): the event with its photos and options, the cart,
// personal data and delivery address; and what anyone may know of a gallery before opening it.
import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { saleOptions } from '../../domain/cart.ts';
import {
  AuthorizedPeopleOnlyError,
  type GalleryKind,
  GallerySessionExpiredError,
  galleryKind,
} from '../../domain/gallery-access.ts';
import { FormStatus } from '../../generated/prisma/enums.ts';
import { eventSale, loadCartView } from '../../services/cart/cart-view.ts';
import { CartRef, SaleOptionRef } from '../cart/types.ts';
import { EventRef } from '../event/types.ts';
import { uuidOrNil } from '../node/tenant-where.ts';
import { PaymentAttemptRef } from '../order/payment-attempt.ts';
import { PhotoRef } from '../photo/types.ts';
import { requireStudio } from '../selectors.ts';

const FormStatusEnum = builder.enumType(FormStatus, { name: 'FormStatus' });
const GalleryKindEnum = builder.enumType('GalleryKind', {
  values: {
    PUBLIC: {},
    PRIVATE: { description: 'Asks for the gallery key.' },
    AUTHORIZED_PEOPLE: { description: 'Prepaid package: name and password.' },
  },
});

/** The viewer's session id when they have one of this event. */
export function gallerySessionOf(context: Context, eventId?: string): string | null {
  return context.viewer.kind === 'gallery' && (!eventId || context.viewer.eventId === eventId)
    ? context.viewer.sessionId
    : null;
}

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

const DeliveryAddressRef = builder
  .objectRef<{
    status: FormStatus;
    cep: string;
    city: string;
    state: string;
    street: string;
    number: string;
    complement: string;
    neighborhood: string;
    recipient: string;
  }>('DeliveryAddress')
  .implement({
    fields: (t) => ({
      status: t.expose('status', { type: FormStatusEnum }),
      cep: t.exposeString('cep'),
      city: t.exposeString('city'),
      state: t.exposeString('state'),
      street: t.exposeString('street'),
      number: t.exposeString('number'),
      complement: t.exposeString('complement'),
      neighborhood: t.exposeString('neighborhood'),
      recipient: t.exposeString('recipient'),
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
        context.db.payment.findFirst({
          where: { id: uuidOrNil(paymentId), order: { sessionId: session.id } },
        }),
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
    deliveryAddress: t.field({
      type: DeliveryAddressRef,
      select: {
        addressStatus: true,
        addressCep: true,
        addressCity: true,
        addressState: true,
        addressStreet: true,
        addressNumber: true,
        addressComplement: true,
        addressNeighborhood: true,
        addressRecipient: true,
      },
      resolve: (session) => ({
        status: session.addressStatus,
        cep: session.addressCep,
        city: session.addressCity,
        state: session.addressState,
        street: session.addressStreet,
        number: session.addressNumber,
        complement: session.addressComplement,
        neighborhood: session.addressNeighborhood,
        recipient: session.addressRecipient,
      }),
    }),
    paymentPublicKey: t.string({
      nullable: true,
      description: "chavePublicaPagamento: the studio's Mercado Pago public key for the Payment Brick.",
      select: { studio: { select: { mercadoPagoPublicKey: true } } },
      resolve: (session) => session.studio.mercadoPagoPublicKey,
    }),
  }),
});

const GalleryRef = builder.objectRef<{ kind: GalleryKind; eventId: string }>('Gallery').implement({
  description: 'What anyone may know of a gallery before opening it.',
  fields: (t) => ({
    kind: t.field({ type: GalleryKindEnum, resolve: (gallery) => gallery.kind }),
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
      const event = await context.db.event.findFirst({
        where: { slug, studioId: requireStudio(context).id },
      });
      return event && { kind: galleryKind(event), eventId: event.id };
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
          where: { id: sessionId, event: { slug: eventSlug, studioId } },
        }));
      if (session) return session;
      const event = await context.db.event.findFirst({ where: { slug: eventSlug, studioId } });
      if (!event) return null;
      const error =
        galleryKind(event) === 'AUTHORIZED_PEOPLE'
          ? new AuthorizedPeopleOnlyError()
          : new GallerySessionExpiredError();
      throw new GraphQLError(error.message, {
        extensions: { code: 'UNAUTHENTICATED', galleryKind: galleryKind(event) },
      });
    },
  }),
}));

builder.prismaObjectFields(EventRef, (t) => ({
  saleOptions: t.field({
    type: [SaleOptionRef],
    description: "What the event's photos can be bought as (the digital option's size is each photo's own).",
    select: {
      mode: true,
      deliveryFormat: true,
      digitalPriceCents: true,
      packagePhotoCount: true,
      priceTable: { include: { items: { where: { format: 'PRINTED' }, orderBy: { position: 'asc' } } } },
    },
    resolve: (event) => saleOptions(eventSale(event as never)),
  }),
}));

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
