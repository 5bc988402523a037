// High-resolution downloads. A customer gets an original only through an order of theirs (their gallery session,
// or the order's signed link) that is paid or exempt and whose digital delivery is released; the studio admin
// gets any original of its own events.
import { checkDownloadsOpen } from '../../domain/event-expiry.ts';
import { gallerySessionOf, type RequestContext, requireStudio } from '../request-context.ts';
import type { Services } from '../services.ts';
import type { DownloadableFile } from '../storage/download-links.ts';
import { isOrderAccessToken } from './order-access.ts';

/** The customer's original: through their gallery session's order, or the order named with its signed code. */
export async function customerDownload(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'> & { services: Pick<Services, 'secrets'> },
  input: { eventSlug: string; fileId: string; orderId: string | null; accessToken: string | null },
): Promise<DownloadableFile | null> {
  const studioId = requireStudio(context).id;
  const sessionId = gallerySessionOf(context);
  const byLink =
    input.orderId && isOrderAccessToken(context.services.secrets, input.orderId, input.accessToken)
      ? input.orderId
      : null;
  if (!byLink && !sessionId) return null;
  const item = await context.db.orderItem.findFirst({
    where: {
      originalFileId: input.fileId,
      format: 'DIGITAL',
      order: {
        studioId,
        eventSlug: input.eventSlug,
        paymentStatus: { in: ['APPROVED', 'EXEMPT'] },
        digitalDeliveryStatus: 'RELEASED',
        ...(byLink ? { id: byLink } : { sessionId }),
      },
    },
    include: {
      originalFile: { select: { storageKey: true, mimeType: true, archived: true } },
      order: {
        select: {
          event: { select: { expiresAt: true } },
          studio: { select: { downloadDaysAfterExpiry: true } },
        },
      },
    },
  });
  if (!item?.originalFile) return null;
  checkDownloadsOpen(item.order.event?.expiresAt, item.order.studio.downloadDaysAfterExpiry);
  return {
    storageKey: item.originalFile.storageKey,
    fileName: item.photoOriginalName,
    mimeType: item.originalFile.mimeType,
    archived: item.originalFile.archived,
  };
}

/**
 * The original behind a purchased photo's unwatermarked thumbnail: any item (digital or printed) of a paid or
 * exempt order the viewer may open (its gallery session, or the order's signed code); null otherwise.
 */
export async function purchasedOriginal(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'> & { services: Pick<Services, 'secrets'> },
  input: { eventSlug: string; orderId: string; itemId: string; accessToken: string | null },
): Promise<{ storageKey: string; archived: boolean } | null> {
  const studioId = requireStudio(context).id;
  const sessionId = gallerySessionOf(context);
  const byLink = isOrderAccessToken(context.services.secrets, input.orderId, input.accessToken);
  if (!byLink && !sessionId) return null;
  const item = await context.db.orderItem.findFirst({
    where: {
      id: input.itemId,
      order: {
        id: input.orderId,
        studioId,
        eventSlug: input.eventSlug,
        paymentStatus: { in: ['APPROVED', 'EXEMPT'] },
        ...(!byLink && { sessionId }),
      },
    },
    select: { originalFile: { select: { storageKey: true, archived: true } } },
  });
  return item?.originalFile ?? null;
}

/** Any original of the studio's photos, for the studio admin (download links). */
export async function studioOriginal(
  context: Pick<RequestContext, 'db' | 'studio'>,
  fileId: string,
): Promise<DownloadableFile | null> {
  const file = await context.db.photoFile.findFirst({
    where: { id: fileId, variant: 'ORIGINAL', studioId: requireStudio(context).id },
    include: { photo: { select: { originalName: true } } },
  });
  return (
    file && {
      storageKey: file.storageKey,
      fileName: file.photo.originalName,
      mimeType: file.mimeType,
      archived: file.archived,
    }
  );
}

/** An original of one of the studio's events (GET /api/adm/{urlEvento}/download/{arquivoId}). */
export async function adminDownload(
  context: Pick<RequestContext, 'db' | 'studio'>,
  input: { eventSlug: string; fileId: string },
): Promise<DownloadableFile | null> {
  const file = await context.db.photoFile.findFirst({
    where: {
      id: input.fileId,
      variant: 'ORIGINAL',
      studioId: requireStudio(context).id,
      photo: { event: { slug: input.eventSlug } },
    },
    include: { photo: { select: { originalName: true } } },
  });
  return (
    file && {
      storageKey: file.storageKey,
      fileName: file.photo.originalName,
      mimeType: file.mimeType,
      archived: file.archived,
    }
  );
}
