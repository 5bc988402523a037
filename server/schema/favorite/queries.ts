// The shared list of favourites: /{urlEvento}/favoritas/{token} opens it for whoever can open the gallery itself.
import { builder } from '../../builder.ts';
import { SharedFavoritesNotFoundError } from '../../domain/favorites.ts';
import { openEventAt } from '../../services/events/event-queries.ts';
import { sharedListOwner } from '../../services/gallery/favorites.ts';
import { gallerySessionOf } from '../../services/request-context.ts';
import { requireStudio } from '../event/selectors.ts';
import { galleryAccessRequired } from '../gallery/types.ts';
import { SharedFavoriteListRef } from './types.ts';

builder.queryField('sharedFavorites', (t) =>
  t.field({
    type: SharedFavoriteListRef,
    nullable: true,
    description:
      'A list of favourites shared by link, for a viewer with a session of the same gallery; without one, the same ' +
      'UNAUTHENTICATED error as gallerySession (the link never opens a gallery by itself). Null when the link names ' +
      'no list of this gallery.',
    args: { eventSlug: t.arg.string({ required: true }), token: t.arg.string({ required: true }) },
    resolve: async (_root, { eventSlug, token }, context) => {
      const event = await openEventAt(context.db, requireStudio(context).id, eventSlug);
      if (!event) return null;
      if (!gallerySessionOf(context, event.id)) throw galleryAccessRequired(event);
      try {
        return { ownerId: await sharedListOwner(context, token), eventId: event.id };
      } catch (error) {
        if (error instanceof SharedFavoritesNotFoundError) return null;
        throw error;
      }
    },
  }),
);
