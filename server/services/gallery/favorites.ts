// A customer's favourites in their gallery session: marking and unmarking a photo (both idempotent), the link that
// shares the list with others of the same gallery, and copying a shared list into one's own. Every photo is one of
// the session's event and studio (the table's trigger refuses any other).
import { randomBytes } from 'node:crypto';
import { NotFoundError } from '../../domain/errors.ts';
import { NoFavoritesError, SharedFavoritesNotFoundError, shareTokenPattern } from '../../domain/favorites.ts';
import { newRowId, type PhotoRef } from '../cart/cart-store.ts';
import { assertGalleryOpen } from '../events/event-expiry.ts';
import { stampInvitationFavorite } from '../events/invitations.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import { offeredSession } from './customer-choices.ts';

type FavoritesContext = Pick<RequestContext, 'db' | 'viewer' | 'studio' | 'services'>;

/** The viewer's own gallery session: its id, event and studio. */
function customerOf(context: FavoritesContext) {
  const { viewer } = context;
  if (viewer.kind !== 'gallery') throw new NotFoundError('Sessão da galeria não encontrada');
  return { sessionId: viewer.sessionId, eventId: viewer.eventId, studioId: requireStudio(context).id };
}

/** A photo of the viewer's gallery, by id or name; only ready photos can be marked. */
async function photoOfGallery(context: FavoritesContext, photo: PhotoRef, readyOnly: boolean) {
  const { eventId, studioId } = customerOf(context);
  const found = await context.db.photo.findFirst({
    where: { ...photo, eventId, studioId, ...(readyOnly && { status: 'READY' as const }) },
    select: { id: true },
  });
  if (!found) throw new NotFoundError('Imagem não encontrada');
  return found.id;
}

/** The heart: the photo joins the session's favourites (a photo already there stays as it is). */
export async function addFavorite(context: FavoritesContext, photo: PhotoRef): Promise<string> {
  const { sessionId, studioId } = customerOf(context);
  const photoId = await photoOfGallery(context, photo, true);
  await context.db.favoritePhoto.createMany({
    data: [{ studioId, sessionId, photoId }],
    skipDuplicates: true,
  });
  await stampInvitationFavorite(context.db, sessionId);
  return photoId;
}

/** The heart again: the photo leaves the favourites (nothing happens when it was not there). */
export async function removeFavorite(context: FavoritesContext, photo: PhotoRef): Promise<string> {
  const { sessionId } = customerOf(context);
  const photoId = await photoOfGallery(context, photo, false);
  await context.db.favoritePhoto.deleteMany({ where: { sessionId, photoId } });
  return photoId;
}

/**
 * The session's share token, made at the first share and the same afterwards (a link already sent keeps working).
 * It is not a credential: whoever follows it still needs a session of this gallery.
 */
export async function shareFavorites(context: FavoritesContext): Promise<string> {
  const { sessionId } = customerOf(context);
  // A closed gallery's list would only lead others to 'Galeria encerrada'.
  await assertGalleryOpen(context);
  const count = await context.db.favoritePhoto.count({ where: { sessionId, photo: { status: 'READY' } } });
  if (!count)
    throw new NoFavoritesError('Marque ao menos uma foto com o coração para compartilhar suas favoritas.');
  await context.db.gallerySession.updateMany({
    where: { id: sessionId, favoritesShareToken: null },
    data: { favoritesShareToken: randomBytes(32).toString('base64url') },
  });
  const { favoritesShareToken } = await context.db.gallerySession.findUniqueOrThrow({
    where: { id: sessionId },
    select: { favoritesShareToken: true },
  });
  return favoritesShareToken!;
}

/**
 * The session whose list a shared link names, when the viewer holds a session of the same gallery (a link of
 * another gallery or studio finds nothing, and says the same as a link that does not exist). The link is the
 * customer's own share, or the studio's offer of that customer's favourites (signed, customer-choices.ts).
 */
export async function sharedListOwner(context: FavoritesContext, token: string): Promise<string> {
  const { eventId, studioId } = customerOf(context);
  const offered = offeredSession(context.services.secrets, token);
  if (!offered && !shareTokenPattern.test(token)) throw new SharedFavoritesNotFoundError();
  const owner = await context.db.gallerySession.findFirst({
    where: { ...(offered ? { id: offered } : { favoritesShareToken: token }), eventId, studioId },
    select: { id: true },
  });
  if (!owner) throw new SharedFavoritesNotFoundError();
  return owner.id;
}

/** Copies a shared list into the viewer's favourites; answers the list's photos and how many were new to them. */
export async function copySharedFavorites(
  context: FavoritesContext,
  token: string,
): Promise<{ added: number; photoIds: string[] }> {
  const { sessionId, eventId, studioId } = customerOf(context);
  await assertGalleryOpen(context);
  const ownerId = await sharedListOwner(context, token);
  const shared = await context.db.favoritePhoto.findMany({
    where: { sessionId: ownerId, photo: { eventId, studioId, status: 'READY' } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { photoId: true },
  });
  if (!shared.length) throw new NoFavoritesError('Esta lista de favoritas está vazia.');
  // Ids in ascending order keep the list's order among rows written in the same instant.
  const ids = shared.map(() => newRowId()).sort();
  const { count } = await context.db.favoritePhoto.createMany({
    data: shared.map(({ photoId }, index) => ({ id: ids[index], studioId, sessionId, photoId })),
    skipDuplicates: true,
  });
  if (count) await stampInvitationFavorite(context.db, sessionId);
  return { added: count, photoIds: shared.map(({ photoId }) => photoId) };
}
