// Reading an event's photos: which ones a viewer sees (customers the ready ones, with the 'Favoritas' filter),
// their count, and photos named by their public name. The gallery's pages are Pothos loaders over these filters.
import { noRowId } from '../../domain/ids.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { type DbClient, gallerySessionOf, type RequestContext } from '../request-context.ts';

/**
 * The event's photos as the viewer sees them: the studio all, with their state; customers the ready ones; with
 * `favoritesOnly`, those the viewer's session of this event marked (none for anyone else).
 */
export function eventPhotosWhere(
  context: Pick<RequestContext, 'viewer'>,
  eventId: string,
  favoritesOnly?: boolean | null,
): Prisma.PhotoWhereInput {
  return {
    eventId,
    ...(context.viewer.kind !== 'admin' && { status: 'READY' as const }),
    ...(favoritesOnly && {
      favorites: { some: { sessionId: gallerySessionOf(context, eventId) ?? noRowId } },
    }),
  };
}

/** A shared list's photos: the owner's favourites of the event that are ready. */
export function sharedFavoritesWhere(list: { eventId: string; ownerId: string }): Prisma.PhotoWhereInput {
  return { eventId: list.eventId, status: 'READY', favorites: { some: { sessionId: list.ownerId } } };
}

/** The gallery's order: natural file-name order (a key a trigger writes), the id as tie-break and cursor. */
export const galleryPhotoOrder: Prisma.PhotoOrderByWithRelationInput[] = [{ sortKey: 'asc' }, { id: 'asc' }];

export function countPhotos(db: DbClient, where: Prisma.PhotoWhereInput): Promise<number> {
  return db.photo.count({ where });
}

/** The ids of the event's photos with these public names (nome), as many as were found. */
export async function photoIdsNamed(db: DbClient, eventId: string, names: string[]): Promise<string[]> {
  const photos = await db.photo.findMany({ where: { eventId, name: { in: names } }, select: { id: true } });
  return photos.map((photo) => photo.id);
}
