// "Baixar originais (ZIP)" on the admin's event page: every photo's original as uploaded, one ZIP streamed from
// storage (folder or object storage), read from the database a page at a time; for the studio admin only.
import type { Db } from '../../database/database.ts';
import { NotFoundError } from '../../domain/errors.ts';
import {
  entryNamer,
  isOrderArchiveLinkCode,
  orderArchiveLinkCode,
  safeFileName,
} from '../orders/order-archive.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import type { Services } from '../services.ts';
import type { ZipEntry } from '../storage/stored-zip.ts';

export const eventNotFoundMessage = 'Evento não encontrado';
export const noOriginalsMessage = 'Este evento ainda não tem fotos para baixar';

/** Photos read per statement while a ZIP is written. */
const pageSize = 200;

/** The originals of an event's photos as ZIP entries (upload order), named as uploaded under `folder`. */
export async function* eventOriginalEntries(
  db: Db,
  eventId: string,
  options: { folder?: string; optional?: boolean } = {},
): AsyncGenerator<ZipEntry> {
  const { folder = '', optional = false } = options;
  const name = entryNamer();
  let after: string | null = null;
  let index = 0;
  for (;;) {
    const page: { id: string; originalName: string; files: { storageKey: string; archived: boolean }[] }[] =
      await db.photo.findMany({
        where: { eventId, ...(after && { id: { gt: after } }) },
        orderBy: { id: 'asc' },
        take: pageSize,
        select: {
          id: true,
          originalName: true,
          files: { where: { variant: 'ORIGINAL' }, select: { storageKey: true, archived: true }, take: 1 },
        },
      });
    for (const photo of page) {
      const file = photo.files[0];
      if (file)
        yield {
          storageKey: file.storageKey,
          archived: file.archived,
          name: `${folder}${name(photo.originalName, index++)}`,
          optional,
        };
    }
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.id;
  }
}

export interface EventOriginalsArchive {
  eventId: string;
  fileName: string;
  date: Date;
  files: AsyncIterable<ZipEntry>;
}

/** The event's originals as one ZIP; NotFoundError when the event is not this studio's or has no photo yet. */
export async function eventOriginalsArchive(
  context: Pick<RequestContext, 'db' | 'studio'>,
  eventId: string,
): Promise<EventOriginalsArchive> {
  const event = await context.db.event.findFirst({
    where: { id: eventId, studioId: requireStudio(context).id },
    select: { id: true, name: true, slug: true, createdAt: true, _count: { select: { photos: true } } },
  });
  if (!event) throw new NotFoundError(eventNotFoundMessage);
  if (!event._count.photos) throw new NotFoundError(noOriginalsMessage);
  return {
    eventId: event.id,
    fileName: `${safeFileName(`${event.name} - originais`, `${event.slug}-originais`)}.zip`,
    date: event.createdAt,
    files: eventOriginalEntries(context.db, event.id),
  };
}

export function eventOriginalsPath(eventId: string): string {
  return `/api/adm/eventos/${eventId}/originais.zip`;
}

/** A short-lived code for the event ZIP's address, given only to the studio admin. */
export function eventOriginalsLinkCode(services: Pick<Services, 'secrets'>, eventId: string): string {
  return orderArchiveLinkCode(services.secrets, eventId, undefined, 'event-originals-link');
}

/** Whether the request may download the event's originals: the admin's token, or a code given to the admin. */
export function mayDownloadEventOriginals(
  context: Pick<RequestContext, 'viewer'> & { services: Pick<Services, 'secrets'> },
  eventId: string,
  linkCode: string | null,
): boolean {
  return (
    context.viewer.kind === 'admin' ||
    isOrderArchiveLinkCode(context.services.secrets, eventId, linkCode, 'event-originals-link')
  );
}
