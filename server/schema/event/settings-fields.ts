// An event's gallery settings and photos. The key and the prepaid package's people are for the studio admin only;
// photos for the admin or a gallery session of the event.

import { builder } from '../../builder.ts';
import { eventDateDay, shownEventDay } from '../../domain/event-setup.ts';
import { sellsDigital, sellsPrinted } from '../../domain/gallery-settings.ts';
import { inProcessPhotoPageMax, isRestShimRequest, pageSizes } from '../../graphql-limits.ts';
import { byRole, byRoleOrGallerySession } from '../../role-gate.ts';
import { countPhotos, eventPhotosWhere, galleryPhotoPage } from '../../services/media/photo-queries.ts';
import { photographerPhotosWhere } from '../../services/team/photographers.ts';
import {
  DigitalDeliveryOptionEnum,
  EventDeliveryFormatEnum,
  EventModeEnum,
  ShippingPayerEnum,
} from '../enums.ts';
import { inStudio } from '../node/tenant-where.ts';
import { PhotographerInput } from '../photographer-input.ts';
import { EventRef } from './types.ts';

export const AuthorizedPersonRef = builder.prismaNode('AuthorizedPerson', {
  id: { field: 'id' },
  findUnique: inStudio,
  nullable: true,
  authScopes: { adminCan: 'AuthorizedPerson' },
  fields: (t) => ({
    name: t.exposeString('name'),
    password: t.exposeString('password', { description: 'Shown to the owner, who hands it to the person.' }),
  }),
});

const DigitalSettingsRef = builder
  .objectRef<{ enabled: boolean; priceCents: number | null; delivery: 'AUTOMATIC' | 'SEMI_AUTOMATIC' }>(
    'DigitalSettings',
  )
  .implement({
    fields: (t) => ({
      enabled: t.exposeBoolean('enabled'),
      priceCents: t.exposeInt('priceCents', { nullable: true }),
      delivery: t.expose('delivery', {
        type: DigitalDeliveryOptionEnum,
        description: 'SEMI_AUTOMATIC: the studio releases each order download by hand.',
      }),
    }),
  });

const PrintedSettingsRef = builder
  .objectRef<{ enabled: boolean; pickup: boolean; shipping: boolean; shippingPayer: 'CUSTOMER' | 'STUDIO' }>(
    'PrintedSettings',
  )
  .implement({
    fields: (t) => ({
      enabled: t.exposeBoolean('enabled'),
      pickup: t.exposeBoolean('pickup', { description: 'retirada: pickup at the studio.' }),
      shipping: t.exposeBoolean('shipping', { description: 'envio: delivery by post.' }),
      shippingPayer: t.expose('shippingPayer', { type: ShippingPayerEnum }),
    }),
  });

builder.prismaObjectFields(EventRef, (t) => ({
  deliveryFormat: t.expose('deliveryFormat', { type: EventDeliveryFormatEnum }),
  mode: t.expose('mode', { type: EventModeEnum }),
  packagePhotoCount: t.exposeInt('packagePhotoCount', { nullable: true }),
  isPrivate: t.boolean({
    description: 'The gallery asks for a key (chaveDeAcesso).',
    select: { accessKey: true },
    resolve: (event) => Boolean(event.accessKey),
  }),
  accessKey: t.exposeString('accessKey', { nullable: true, authScopes: byRole }),
  authorizedPeople: t.relation('authorizedPeople', {
    authScopes: byRole,
    query: { orderBy: { id: 'asc' } },
  }),
  digital: t.field({
    type: DigitalSettingsRef,
    select: { deliveryFormat: true, digitalPriceCents: true, digitalDelivery: true },
    resolve: (event) => ({
      enabled: sellsDigital(event.deliveryFormat),
      priceCents: event.digitalPriceCents,
      delivery: event.digitalDelivery,
    }),
  }),
  printed: t.field({
    type: PrintedSettingsRef,
    select: { deliveryFormat: true, pickupEnabled: true, shippingEnabled: true, shippingPayer: true },
    resolve: (event) => ({
      enabled: sellsPrinted(event.deliveryFormat),
      pickup: event.pickupEnabled,
      shipping: event.shippingEnabled,
      shippingPayer: event.shippingPayer,
    }),
  }),
  priceTable: t.relation('priceTable', {
    nullable: true,
    description: 'The printed price table this event sells with.',
  }),
  // Both are queries of their own: loaded as a relation of the event, Prisma counted every event's photos and
  // fetched all of this event's photos to cut the page in memory (bench:gallery, 5,000 photos).
  photoCount: t.int({
    authScopes: byRoleOrGallerySession,
    args: {
      favoritesOnly: t.arg.boolean({ description: "Count the viewer's favourite photos only." }),
      photographer: t.arg({
        type: PhotographerInput,
        description: "The studio's filter: one photographer's.",
      }),
    },
    // The event's own counts (kept by triggers): counting a million photos' index entries takes longer than a page.
    select: { photoCount: true, readyPhotoCount: true },
    resolve: (event, args, context) => {
      const narrower = context.viewer.kind === 'admin' ? photographerPhotosWhere(args.photographer) : {};
      if (args.favoritesOnly || Object.keys(narrower).length > 0) {
        return countPhotos(context.db, {
          ...eventPhotosWhere(context, event.id, args.favoritesOnly),
          ...narrower,
        });
      }
      return context.viewer.kind === 'admin' ? event.photoCount : event.readyPhotoCount;
    },
  }),
  photos: t.prismaConnection({
    type: 'Photo',
    description: `Photos in file-name order (IMG_2 before IMG_10; ties in upload order), in pages of at most ${pageSizes.photos.max}.`,
    authScopes: byRoleOrGallerySession,
    cursor: 'id',
    args: {
      favoritesOnly: t.arg.boolean({
        description: "Only the viewer's favourite photos (the 'Favoritas' filter).",
      }),
      photographer: t.arg({
        type: PhotographerInput,
        description: "The studio's filter ('Fotógrafo'): one photographer's photos.",
      }),
    },
    defaultSize: pageSizes.photos.default,
    // Requests to /graphql get pages; the REST gallery answer (our own document) lists the whole gallery.
    maxSize: (_args, context) => (isRestShimRequest(context) ? inProcessPhotoPageMax : pageSizes.photos.max),
    // Keyset pages (galleryPhotoPage): a page deep in a million photos is one index range, never a walk.
    resolve: (query, event, args, context) =>
      galleryPhotoPage(
        context.db,
        context,
        event.id,
        args.favoritesOnly,
        query,
        context.viewer.kind === 'admin' ? photographerPhotosWhere(args.photographer) : {},
      ),
  }),
  createdAt: t.expose('createdAt', { type: 'DateTime' }),
  published: t.exposeBoolean('published', {
    description: 'Open to customers (listed, gallery open); false: a draft only the studio sees.',
  }),
  eventDate: t.string({
    nullable: true,
    description: "The day the event took place as the owner set it ('aaaa-mm-dd'); null: not set.",
    select: { eventDate: true },
    resolve: (event) => eventDateDay(event.eventDate),
  }),
  day: t.string({
    description:
      "The day shown for the event ('aaaa-mm-dd'): its date, else the studio's day it was created.",
    select: { eventDate: true, createdAt: true },
    resolve: shownEventDay,
  }),
}));
