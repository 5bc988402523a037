// "Baixar todas": one ZIP of an order's digital photos, allowed exactly when the photos one by one are (the
// customer's order, paid or exempt, downloads released, this studio), and the short-lived link the page opens it by.
import { NotFoundError } from '../../domain/errors.ts';
import { checkDownloadsOpen } from '../../domain/event-expiry.ts';
import { DownloadsNotReleasedError } from '../../domain/fulfilment.ts';
import { allowsDownloads } from '../../domain/payments.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import type { Secrets } from '../secrets/secrets.ts';
import type { Services } from '../services.ts';
import { downloadLinkSeconds } from '../storage/download-links.ts';
import { mayOpenOrder } from './order-access.ts';

export const orderNotFoundMessage = 'Pedido não encontrado';
export const noDigitalPhotosMessage = 'Nenhuma foto digital disponível para download';

export interface OrderArchive {
  orderId: string;
  eventSlug: string;
  /** The ZIP's own name: the event and the order number. */
  fileName: string;
  /** The date its entries carry. */
  date: Date;
  files: { storageKey: string; name: string; archived?: boolean }[];
}

/** Which ZIP a link code opens: the customer's digital photos, or the lab's prints (print-archive.ts). */
export type ArchiveLinkPurpose =
  | 'order-archive-link'
  | 'print-archive-link'
  | 'event-originals-link'
  | 'studio-export-link'
  | 'data-request-link';

/** `<expiry>.<signature>`: lets whoever holds it download the order's ZIP for a few minutes, with no token. */
export function orderArchiveLinkCode(
  secrets: Secrets,
  orderId: string,
  expiresInSeconds = downloadLinkSeconds,
  purpose: ArchiveLinkPurpose = 'order-archive-link',
): string {
  const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${expires}.${secrets.sign(purpose, `${orderId}.${expires}`)}`;
}

export function isOrderArchiveLinkCode(
  secrets: Secrets,
  orderId: string,
  code: string | null | undefined,
  purpose: ArchiveLinkPurpose = 'order-archive-link',
): boolean {
  const [expires, signature] = (code ?? '').split('.');
  if (!expires || !signature || !/^\d+$/.test(expires) || Number(expires) < Date.now() / 1000) return false;
  return secrets.verify(purpose, `${orderId}.${expires}`, signature);
}

export function orderArchivePath(order: { id: string; eventSlug: string }): string {
  return `/api/${order.eventSlug}/entrega/${order.id}/fotos.zip`;
}

/** A name safe in any file system, keeping accents and spaces. */
export function safeFileName(name: string, fallback: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_').replace(/^[\s.]+|[\s.]+$/g, '');
  return cleaned.slice(0, 180) || fallback;
}

/** Names entries as uploaded, one at a time, made unique: a second "IMG_1.jpg" becomes "IMG_1 (2).jpg". */
export function entryNamer(): (name: string, index: number) => string {
  const taken = new Set<string>();
  return (name, index) => {
    const safe = safeFileName(name, `foto-${index + 1}.jpg`);
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = safe;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy++)
      candidate = `${stem} (${copy})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

/** Entry names as uploaded, made unique: a second "IMG_1.jpg" becomes "IMG_1 (2).jpg". */
export function archiveEntryNames(names: string[]): string[] {
  return names.map(entryNamer());
}

/**
 * The ZIP of the order named (its id, or the id of the session that placed it; in the event given, if any), for the gallery session
 * that placed it, the access code of its e-mailed link, or a link from `orderArchiveLinkCode`. Throws
 * NotFoundError when the viewer may not open the order, DownloadsNotReleasedError before its downloads are open.
 */
export async function customerOrderArchive(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'> & { services: Pick<Services, 'secrets'> },
  input: { eventSlug?: string; orderId: string; accessToken?: string | null; linkCode?: string | null },
): Promise<OrderArchive> {
  const order = await context.db.order.findFirst({
    where: {
      studioId: requireStudio(context).id,
      ...(input.eventSlug !== undefined && { eventSlug: input.eventSlug }),
      OR: [{ id: input.orderId }, { sessionId: input.orderId }],
    },
    orderBy: { createdAt: 'desc' },
    include: {
      event: { select: { expiresAt: true } },
      studio: { select: { downloadDaysAfterExpiry: true } },
      items: {
        where: { format: 'DIGITAL', originalFileId: { not: null } },
        orderBy: { position: 'asc' },
        include: { originalFile: { select: { id: true, storageKey: true, archived: true } } },
      },
    },
  });
  const allowed =
    order &&
    (mayOpenOrder(context, order, input.accessToken) ||
      isOrderArchiveLinkCode(context.services.secrets, order.id, input.linkCode));
  if (!order || !allowed) throw new NotFoundError(orderNotFoundMessage);
  if (!allowsDownloads(order.paymentStatus) || order.digitalDeliveryStatus !== 'RELEASED')
    throw new DownloadsNotReleasedError();
  checkDownloadsOpen(order.event?.expiresAt, order.studio.downloadDaysAfterExpiry);
  // A photo bought twice (another size, a copy) is one file in the ZIP.
  const seen = new Set<string>();
  const items = order.items.filter((item) => {
    if (!item.originalFile || seen.has(item.originalFile.id)) return false;
    seen.add(item.originalFile.id);
    return true;
  });
  if (!items.length) throw new NotFoundError(noDigitalPhotosMessage);
  const names = archiveEntryNames(items.map((item) => item.photoOriginalName));
  return {
    orderId: order.id,
    eventSlug: order.eventSlug,
    fileName: `${safeFileName(`${order.eventName} - pedido ${order.number}`, `pedido-${order.number}`)}.zip`,
    date: order.paidAt ?? order.createdAt,
    files: items.map((item, index) => ({
      storageKey: item.originalFile!.storageKey,
      archived: item.originalFile!.archived,
      name: names[index]!,
    })),
  };
}
