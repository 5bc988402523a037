// For the lab: an order's printed items as one ZIP of originals named by size and quantity
// ("15x21cm-2x-IMG_1.jpg"), each cut to the customer's crop at full resolution; for the studio admin only.
import { NotFoundError } from '../../domain/errors.ts';
import { cropPixels, parseCrop } from '../../domain/print-crop.ts';
import { printCropPipeline } from '../images/pipelines.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import type { Services } from '../services.ts';
import type { ZipEntry } from '../storage/stored-zip.ts';
import {
  archiveEntryNames,
  isOrderArchiveLinkCode,
  orderArchiveLinkCode,
  orderNotFoundMessage,
  safeFileName,
} from './order-archive.ts';

export const noPrintedPhotosMessage = 'Este pedido não tem fotos impressas para baixar';

export interface PrintArchive {
  orderId: string;
  fileName: string;
  date: Date;
  files: ZipEntry[];
}

/** "15x21cm", "10,5x15cm", "3000x2000px": the print size as the lab reads it. */
function sizeLabel(item: { optionWidth: number; optionHeight: number; optionUnit: 'CM' | 'PX' }): string {
  const number = (value: number) => String(value).replace('.', ',');
  return `${number(item.optionWidth)}x${number(item.optionHeight)}${item.optionUnit === 'PX' ? 'px' : 'cm'}`;
}

/** An entry's name: size, quantity and the photo's name as uploaded; a cropped photo is a JPEG. */
export function printEntryName(item: {
  optionWidth: number;
  optionHeight: number;
  optionUnit: 'CM' | 'PX';
  quantity: number;
  photoOriginalName: string;
  cropped: boolean;
}): string {
  const name = item.photoOriginalName || 'foto.jpg';
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = item.cropped || dot <= 0 ? '.jpg' : name.slice(dot);
  return `${sizeLabel(item)}-${item.quantity}x-${stem}${extension}`;
}

/** The order's printed items as the lab's ZIP; NotFoundError when the order is not this studio's or prints nothing. */
export async function studioPrintArchive(
  context: Pick<RequestContext, 'db' | 'studio'>,
  orderId: string,
): Promise<PrintArchive> {
  const order = await context.db.order.findFirst({
    where: { id: orderId, studioId: requireStudio(context).id },
    include: {
      items: {
        where: { format: 'PRINTED', originalFileId: { not: null } },
        orderBy: { position: 'asc' },
        include: {
          originalFile: { select: { storageKey: true, width: true, height: true, archived: true } },
        },
      },
    },
  });
  if (!order) throw new NotFoundError(orderNotFoundMessage);
  const items = order.items.filter((item) => item.originalFile);
  if (!items.length) throw new NotFoundError(noPrintedPhotosMessage);
  const crops = items.map((item) => parseCrop(item.crop));
  const names = archiveEntryNames(
    items.map((item, index) => printEntryName({ ...item, cropped: crops[index] !== null })),
  );
  return {
    orderId: order.id,
    fileName: `${safeFileName(`${order.eventName} - pedido ${order.number} - impressão`, `pedido-${order.number}`)}.zip`,
    date: order.paidAt ?? order.createdAt,
    files: items.map((item, index) => {
      const crop = crops[index];
      const file = item.originalFile!;
      return {
        storageKey: file.storageKey,
        archived: file.archived,
        name: names[index]!,
        ...(crop && { transform: () => printCropPipeline(cropPixels(crop, file)) }),
      };
    }),
  };
}

/** The address of an order's print ZIP. */
export function printArchivePath(orderId: string): string {
  return `/api/adm/pedidos/${orderId}/impressao.zip`;
}

/** A short-lived code for the print ZIP's address, given only to the studio admin. */
export function printArchiveLinkCode(services: Pick<Services, 'secrets'>, orderId: string): string {
  return orderArchiveLinkCode(services.secrets, orderId, undefined, 'print-archive-link');
}

/** Whether the request may download the print ZIP: the studio admin's token, or a code given to the admin. */
export function mayDownloadPrints(
  context: Pick<RequestContext, 'viewer'> & { services: Pick<Services, 'secrets'> },
  orderId: string,
  linkCode: string | null,
): boolean {
  return (
    context.viewer.kind === 'admin' ||
    isOrderArchiveLinkCode(context.services.secrets, orderId, linkCode, 'print-archive-link')
  );
}
