// Reading an event's photos: which ones a viewer sees (customers the ready ones, with the 'Favoritas' filter),
// their count, and photos named by their public name. The gallery's pages are Pothos loaders over these filters.
import { noRowId } from '../../domain/ids.ts';
import { Prisma } from '../../generated/prisma/client.ts';
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

/** The page a Pothos connection asks for: its size (negative: backwards), and the photo it continues from. */
export interface PhotoPageQuery {
  take: number;
  skip: number;
  cursor?: Prisma.PhotoWhereUniqueInput;
}

/**
 * A page of the event's photos in the gallery's order (galleryPhotoOrder), continuing from a cursor by keyset: the
 * page's ids come from one range of the (eventId, sortKey, id) index that starts at the cursor's (sortKey, id), so a
 * page a million photos deep costs what the first one does. (Prisma's own cursor compares the sort key and the id
 * separately; PostgreSQL then walks every photo before the cursor.) The cursor stays the photo's id; a photo deleted
 * since gives an empty page, as Prisma's cursor did. `shape` is the connection's select/include, applied to the page.
 */
export async function galleryPhotoPage<Shape extends object>(
  db: DbClient,
  context: Pick<RequestContext, 'viewer'>,
  eventId: string,
  favoritesOnly: boolean | null | undefined,
  query: PhotoPageQuery & Shape,
  /** The studio's own filters (a photographer's photos), on top of what the viewer may see. */
  narrower: Prisma.PhotoWhereInput = {},
) {
  const { take, skip, cursor, ...shape } = query;
  const where = { ...eventPhotosWhere(context, eventId, favoritesOnly), ...narrower };
  if (!cursor) return db.photo.findMany({ ...shape, where, orderBy: galleryPhotoOrder, take, skip });
  if (!cursor.id) throw new Error("The photos' cursor is the photo's id");
  if (Object.keys(narrower).length > 0) return narrowedPhotoPage(db, where, eventId, cursor.id, take, shape);
  const forward = take > 0;
  const readyOnly = context.viewer.kind !== 'admin';
  const favoritesOf = favoritesOnly ? (gallerySessionOf(context, eventId) ?? noRowId) : null;
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT page.id FROM (SELECT "sortKey", id FROM "Photo" WHERE id = ${cursor.id}::uuid AND "eventId" = ${eventId}::uuid) c
    CROSS JOIN LATERAL (
      SELECT p.id FROM "Photo" p
      WHERE p."eventId" = ${eventId}::uuid
        ${readyOnly ? Prisma.sql`AND p.status = 'READY'` : Prisma.empty}
        ${favoritesOf ? Prisma.sql`AND EXISTS (SELECT 1 FROM "FavoritePhoto" f WHERE f."sessionId" = ${favoritesOf}::uuid AND f."photoId" = p.id)` : Prisma.empty}
        AND ${forward ? Prisma.sql`(p."sortKey", p.id) > (c."sortKey", c.id)` : Prisma.sql`(p."sortKey", p.id) < (c."sortKey", c.id)`}
      ORDER BY ${forward ? Prisma.sql`p."sortKey", p.id` : Prisma.sql`p."sortKey" DESC, p.id DESC`}
      LIMIT ${Math.abs(take)}
    ) page`;
  if (!rows.length) return [];
  return db.photo.findMany({
    ...shape,
    where: { id: { in: rows.map((row) => row.id) } },
    orderBy: galleryPhotoOrder,
  });
}

/**
 * The same keyset page as a Prisma condition, for the admin's filtered grid (a photographer's photos, whose indexes
 * end in (sortKey, id)): the photos after (or before) the cursor's sort key and id.
 */
async function narrowedPhotoPage<Shape extends object>(
  db: DbClient,
  where: Prisma.PhotoWhereInput,
  eventId: string,
  cursorId: string,
  take: number,
  shape: Shape,
) {
  const at = await db.photo.findFirst({
    where: { id: cursorId, eventId },
    select: { sortKey: true, id: true },
  });
  if (!at) return [];
  const forward = take > 0;
  const beyond: Prisma.PhotoWhereInput[] = forward
    ? [{ sortKey: { gt: at.sortKey } }, { sortKey: at.sortKey, id: { gt: at.id } }]
    : [{ sortKey: { lt: at.sortKey } }, { sortKey: at.sortKey, id: { lt: at.id } }];
  const descending: Prisma.PhotoOrderByWithRelationInput[] = [{ sortKey: 'desc' }, { id: 'desc' }];
  const rows = await db.photo.findMany({
    ...shape,
    where: { AND: [where, { OR: beyond }] },
    orderBy: forward ? galleryPhotoOrder : descending,
    take: Math.abs(take),
  });
  return forward ? rows : rows.reverse();
}

export function countPhotos(db: DbClient, where: Prisma.PhotoWhereInput): Promise<number> {
  return db.photo.count({ where });
}

/** The ids of the event's photos with these public names (nome), as many as were found. */
export async function photoIdsNamed(db: DbClient, eventId: string, names: string[]): Promise<string[]> {
  const photos = await db.photo.findMany({ where: { eventId, name: { in: names } }, select: { id: true } });
  return photos.map((photo) => photo.id);
}
