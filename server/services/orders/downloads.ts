// High-resolution downloads. A customer gets an original only through an order of theirs (their gallery session,
// or the order's signed link) that is paid or exempt and whose digital delivery is released; the studio admin
// gets any original of its own events.
import type { Db } from '../../database/database.ts';
import type { Secrets } from '../secrets.ts';
import type { DownloadableFile } from '../storage/download-links.ts';
import { isOrderAccessToken } from './order-access.ts';

export async function customerDownload(
  db: Db,
  secrets: Secrets,
  input: {
    studioId: string;
    eventSlug: string;
    fileId: string;
    sessionId: string | null;
    orderId: string | null;
    accessToken: string | null;
  },
): Promise<DownloadableFile | null> {
  const byLink =
    input.orderId && isOrderAccessToken(secrets, input.orderId, input.accessToken) ? input.orderId : null;
  if (!byLink && !input.sessionId) return null;
  const item = await db.orderItem.findFirst({
    where: {
      originalFileId: input.fileId,
      format: 'DIGITAL',
      order: {
        studioId: input.studioId,
        eventSlug: input.eventSlug,
        paymentStatus: { in: ['APPROVED', 'EXEMPT'] },
        digitalDeliveryStatus: 'RELEASED',
        ...(byLink ? { id: byLink } : { sessionId: input.sessionId }),
      },
    },
    include: { originalFile: { select: { storageKey: true, mimeType: true } } },
  });
  if (!item?.originalFile) return null;
  return {
    storageKey: item.originalFile.storageKey,
    fileName: item.photoOriginalName,
    mimeType: item.originalFile.mimeType,
  };
}

/** Any original of the studio's photos, for the studio admin (download links). */
export async function studioOriginal(
  db: Db,
  input: { studioId: string; fileId: string },
): Promise<DownloadableFile | null> {
  const file = await db.photoFile.findFirst({
    where: { id: input.fileId, variant: 'ORIGINAL', studioId: input.studioId },
    include: { photo: { select: { originalName: true } } },
  });
  return file && { storageKey: file.storageKey, fileName: file.photo.originalName, mimeType: file.mimeType };
}

export async function adminDownload(
  db: Db,
  input: { studioId: string; eventSlug: string; fileId: string },
): Promise<DownloadableFile | null> {
  const file = await db.photoFile.findFirst({
    where: {
      id: input.fileId,
      variant: 'ORIGINAL',
      studioId: input.studioId,
      photo: { event: { slug: input.eventSlug } },
    },
    include: { photo: { select: { originalName: true } } },
  });
  return file && { storageKey: file.storageKey, fileName: file.photo.originalName, mimeType: file.mimeType };
}
