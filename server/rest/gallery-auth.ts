// Customer calls under /api/{urlEvento}/...: the gallery token must be one of this event's sessions. The GraphQL
// mutations act on the token's own session; the REST path names the event too, and the two must agree.
import type { Context } from '../context.ts';
import {
  AuthorizedPeopleOnlyError,
  GallerySessionExpiredError,
  galleryKind,
} from '../domain/gallery-access.ts';
import { message } from './answers.ts';
import type { RestAnswer } from './route.ts';

/** The answer refusing the call, or null when the viewer holds a session of the event at `eventSlug`. */
export async function galleryRefusal(context: Context, eventSlug: string): Promise<RestAnswer | null> {
  const event =
    context.studio &&
    (await context.db.event.findFirst({
      where: { studioId: context.studio.id, slug: eventSlug },
      select: { id: true, accessKey: true, mode: true },
    }));
  if (!event) return message(404, 'Evento não encontrado');
  if (context.viewer.kind === 'gallery' && context.viewer.eventId === event.id) return null;
  const refusal =
    galleryKind(event) === 'AUTHORIZED_PEOPLE'
      ? new AuthorizedPeopleOnlyError()
      : new GallerySessionExpiredError();
  return message(401, refusal.message);
}
