// Favourites in the customer's gallery: the heart on and off (idempotent), sharing the list by link, copying a
// shared list into one's own, and putting a whole list in the cart through the cart's own rules.

import { builder } from '../../builder.ts';
import { GalleryClosedError } from '../../domain/event-expiry.ts';
import {
  type FavoritesAddedToCart,
  favoritesAddedMessage,
  NoFavoritesError,
  SharedFavoritesNotFoundError,
} from '../../domain/favorites.ts';
import { addFavoritesToCart } from '../../services/cart/cart-changes.ts';
import type { CartView } from '../../services/cart/cart-view.ts';
import {
  addFavorite,
  copySharedFavorites,
  removeFavorite,
  sharedListOwner,
  shareFavorites,
} from '../../services/gallery/favorites.ts';
import { galleryPhotoOrder } from '../../services/media/photo-queries.ts';
import { requireGallerySession } from '../../services/request-context.ts';
import { cartErrors, PhotoSelector, photoReference } from '../cart/mutations.ts';
import { CartRef } from '../cart/types.ts';
import { commonErrors } from '../errors/types.ts';

const customer = { isGalleryCustomer: true } as const;

interface FavoriteResult {
  message: string;
  sessionId: string;
  photoId: string;
}

/** The payload of the heart: the photo (its `favorite` as it now is) and the session (its count). */
function favoritePayload(name: string) {
  return builder.objectRef<FavoriteResult>(name).implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      photo: t.prismaField({
        type: 'Photo',
        resolve: (query, payload, _args, context) =>
          context.db.photo.findUniqueOrThrow({ ...query, where: { id: payload.photoId } }),
      }),
      session: t.prismaField({
        type: 'GallerySession',
        resolve: (query, payload, _args, context) =>
          context.db.gallerySession.findUniqueOrThrow({ ...query, where: { id: payload.sessionId } }),
      }),
    }),
  });
}

const FavoritePhotoInput = builder.inputType('FavoritePhotoInput', {
  fields: (t) => ({ photo: t.field({ type: PhotoSelector, required: true }) }),
});

builder.mutationField('addFavoritePhoto', (t) =>
  t.field({
    type: favoritePayload('AddFavoritePhotoPayload'),
    description: 'The heart on: the photo joins the favourites (again is fine).',
    authScopes: customer,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: FavoritePhotoInput, required: true }) },
    resolve: async (_root, { input }, context) => ({
      message: 'Foto adicionada às favoritas',
      sessionId: requireGallerySession(context),
      photoId: await addFavorite(context, photoReference(input.photo)),
    }),
  }),
);

builder.mutationField('removeFavoritePhoto', (t) =>
  t.field({
    type: favoritePayload('RemoveFavoritePhotoPayload'),
    description: 'The heart off: the photo leaves the favourites (a photo not there is fine).',
    authScopes: customer,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: FavoritePhotoInput, required: true }) },
    resolve: async (_root, { input }, context) => ({
      message: 'Foto retirada das favoritas',
      sessionId: requireGallerySession(context),
      photoId: await removeFavorite(context, photoReference(input.photo)),
    }),
  }),
);

builder.mutationField('shareFavoritePhotos', (t) =>
  t.field({
    type: builder.objectRef<{ token: string }>('ShareFavoritePhotosPayload').implement({
      fields: (f) => ({
        token: f.exposeString('token', {
          description: 'The link is /{urlEvento}/favoritas/{token}; the same token every time.',
        }),
      }),
    }),
    description:
      'The link to the favourites, for others who can open this gallery (they still need its key).',
    authScopes: customer,
    errors: { types: [GalleryClosedError, NoFavoritesError, ...commonErrors] },
    resolve: async (_root, _args, context) => ({ token: await shareFavorites(context) }),
  }),
);

const SharedFavoritesInput = builder.inputType('CopySharedFavoritePhotosInput', {
  fields: (t) => ({ token: t.string({ required: true }) }),
});

builder.mutationField('copySharedFavoritePhotos', (t) =>
  t.field({
    type: builder
      .objectRef<{ message: string; sessionId: string; addedCount: number; photoIds: string[] }>(
        'CopySharedFavoritePhotosPayload',
      )
      .implement({
        fields: (f) => ({
          message: f.exposeString('message'),
          addedCount: f.exposeInt('addedCount', { description: 'Photos new to the viewer’s favourites.' }),
          photos: f.prismaField({
            type: ['Photo'],
            description: 'The photos of the list, now favourites of the viewer too.',
            resolve: (query, payload, _args, context) =>
              context.db.photo.findMany({
                ...query,
                where: { id: { in: payload.photoIds } },
                orderBy: galleryPhotoOrder,
              }),
          }),
          session: f.prismaField({
            type: 'GallerySession',
            resolve: (query, payload, _args, context) =>
              context.db.gallerySession.findUniqueOrThrow({ ...query, where: { id: payload.sessionId } }),
          }),
        }),
      }),
    description: "A shared list's photos join the viewer's own favourites.",
    authScopes: customer,
    errors: { types: [GalleryClosedError, SharedFavoritesNotFoundError, NoFavoritesError, ...commonErrors] },
    args: { input: t.arg({ type: SharedFavoritesInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { added: addedCount, photoIds } = await copySharedFavorites(context, input.token);
      return {
        sessionId: requireGallerySession(context),
        addedCount,
        photoIds,
        message:
          addedCount === 0
            ? 'Essas fotos já estavam nas suas favoritas'
            : `${addedCount === 1 ? '1 foto adicionada' : `${addedCount} fotos adicionadas`} às suas favoritas`,
      };
    },
  }),
);

type AddedToCart = FavoritesAddedToCart & { cart: CartView; sessionId: string };

const AddFavoritePhotosToCartInput = builder.inputType('AddFavoritePhotosToCartInput', {
  fields: (t) => ({
    token: t.string({
      description:
        "A shared list's token: its photos go into the viewer's cart. Omitted: the viewer's own favourites.",
    }),
  }),
});

builder.mutationField('addFavoritePhotosToCart', (t) =>
  t.field({
    type: builder.objectRef<AddedToCart>('AddFavoritePhotosToCartPayload').implement({
      fields: (f) => ({
        message: f.string({ resolve: (payload) => favoritesAddedMessage(payload) }),
        addedCount: f.exposeInt('added'),
        withoutSizeCount: f.exposeInt('withoutSize', {
          description: 'Added photos still waiting for a size, chosen in the cart.',
        }),
        alreadyInCartCount: f.exposeInt('alreadyInCart'),
        notAddedPhotoNames: f.exposeStringList('overLimit', {
          description: 'Left out: the cart would pass its total limit.',
        }),
        cart: f.field({ type: CartRef, resolve: (payload) => payload.cart }),
        photos: f.prismaField({
          type: ['Photo'],
          description: 'The photos in the cart now, with their `selected` (the grid ticks them).',
          resolve: (query, payload, _args, context) =>
            context.db.photo.findMany({
              ...query,
              where: { id: { in: payload.cart.lines.map((line) => line.photo.id) } },
            }),
        }),
        session: f.prismaField({
          type: 'GallerySession',
          resolve: (query, payload, _args, context) =>
            context.db.gallerySession.findUniqueOrThrow({ ...query, where: { id: payload.sessionId } }),
        }),
      }),
    }),
    description:
      'Adicionar favoritas ao carrinho: every favourite not in the cart yet goes in as adicionar-imagem adds a photo ' +
      'without a chosen option (its only option, or the one applied to all; otherwise it waits for a size).',
    authScopes: customer,
    errors: { types: [NoFavoritesError, SharedFavoritesNotFoundError, ...cartErrors] },
    args: { input: t.arg({ type: AddFavoritePhotosToCartInput, required: true, defaultValue: {} }) },
    resolve: async (_root, { input }, context) => {
      const sessionId = requireGallerySession(context);
      const favoritesOf = input.token ? await sharedListOwner(context, input.token) : sessionId;
      return { ...(await addFavoritesToCart(context, favoritesOf)), sessionId };
    },
  }),
);
