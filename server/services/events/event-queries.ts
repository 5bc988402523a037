// Reading a studio's events: by id or by their address (urlEvento), always inside the studio, so an id or an
// address of another studio finds nothing.
import { NotFoundError } from '../../domain/errors.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import type { Event } from '../../generated/prisma/client.ts';
import { type DbClient, type RequestContext, requireStudio } from '../request-context.ts';

/**
 * The studio's event at this address (urlEvento) as customers may see it: published, in a storefront that is open
 * (its owner confirmed the sign-up e-mail), else null.
 */
export function openEventAt(db: DbClient, studioId: string, slug: string): Promise<Event | null> {
  return db.event.findFirst({
    where: { studioId, slug, published: true, studio: { emailVerifiedAt: { not: null } } },
  });
}

/** An event known to exist (the viewer's session names it). */
export function eventById(db: DbClient, eventId: string): Promise<Event> {
  return db.event.findUniqueOrThrow({ where: { id: eventId } });
}

/** An event of the context's studio, by id or by its address (urlEvento); NotFoundError otherwise. */
export async function findStudioEvent(
  context: Pick<RequestContext, 'db' | 'studio'>,
  selector: { id?: string | null; slug?: string | null },
): Promise<Event> {
  const studioId = requireStudio(context).id;
  const event = selector.id
    ? await context.db.event.findFirst({ where: { id: uuidOrNil(selector.id), studioId } })
    : await context.db.event.findFirst({ where: { studioId, slug: selector.slug ?? '' } });
  if (!event) throw new NotFoundError('Evento não encontrado');
  return event;
}
