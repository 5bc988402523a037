// Favourites in the customer's gallery: the heart of each photo, the count of the 'Favoritas' filter, a shared list
// as another person of the gallery sees it.

import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { countPhotos, galleryPhotoOrder, sharedFavoritesWhere } from '../../services/media/photo-queries.ts';
import { gallerySessionOf } from '../../services/request-context.ts';
import { GallerySessionRef } from '../gallery/types.ts';
import { PhotoRef } from '../photo/types.ts';

const favoriteCache = new WeakMap<Context, Promise<Set<string>>>();

/**
 * The photos the session marked that are still in the gallery (ready), loaded once per request: the hearts, the list
 * and the count of the 'Favoritas' filter come from this one read.
 */
function favoritePhotoIds(context: Context, sessionId: string): Promise<Set<string>> {
  let ids = favoriteCache.get(context);
  if (!ids) {
    ids = context.db.favoritePhoto
      .findMany({ where: { sessionId, photo: { status: 'READY' } }, select: { photoId: true } })
      .then((rows) => new Set(rows.map((row) => row.photoId)));
    favoriteCache.set(context, ids);
  }
  return ids;
}

builder.prismaObjectFields(PhotoRef, (t) => ({
  favorite: t.boolean({
    description: "Marked with the heart by the viewing customer's session (favorita); not the cart.",
    select: { eventId: true },
    resolve: async (photo, _args, context) => {
      const sessionId = gallerySessionOf(context, photo.eventId);
      if (!sessionId) return false;
      return (await favoritePhotoIds(context, sessionId)).has(photo.id);
    },
  }),
}));

builder.prismaObjectFields(GallerySessionRef, (t) => ({
  favoritePhotoIds: t.idList({
    description:
      "The photos the session marked with the heart: the gallery's hearts read these, its shared photo pages carry none.",
    resolve: async (session, _args, context) =>
      [...(await favoritePhotoIds(context, session.id))].map((id) => encodeGlobalID('Photo', id)),
  }),
  favoriteCount: t.int({
    description:
      "How many photos the 'Favoritas' filter shows: the session's favourites still in the gallery.",
    resolve: async (session, _args, context) => (await favoritePhotoIds(context, session.id)).size,
  }),
}));

/** A list shared by link: whose it is and the gallery it belongs to. */
export interface SharedFavorites {
  ownerId: string;
  eventId: string;
}

export const SharedFavoriteListRef = builder.objectRef<SharedFavorites>('SharedFavoriteList').implement({
  description:
    "Another session's favourites, opened by the link they shared (read only): copy them into your own favourites " +
    'or put them in your cart.',
  fields: (t) => ({
    own: t.boolean({
      description: "The viewer's own list (they opened the link they shared).",
      resolve: (list, _args, context) => gallerySessionOf(context) === list.ownerId,
    }),
    photoCount: t.int({
      resolve: (list, _args, context) => countPhotos(context.db, sharedFavoritesWhere(list)),
    }),
    photos: t.prismaConnection({
      type: 'Photo',
      description: 'The photos of the list, in the gallery’s order.',
      cursor: 'id',
      defaultSize: 60,
      maxSize: 120,
      resolve: (query, list, _args, context) =>
        context.db.photo.findMany({
          ...query,
          where: sharedFavoritesWhere(list),
          orderBy: galleryPhotoOrder,
        }),
    }),
  }),
});
