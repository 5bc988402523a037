// Storefront images (logos, banners, About, event covers, watermark): normalised by sharp, stored, recorded as
// assets; replacing one removes the previous file, all through crash-safe file changes.
import { NotFoundError } from '../../domain/errors.ts';
import { newFileToken, storageKeys } from '../../domain/storage-keys.ts';
import type { Asset, AssetKind, Prisma } from '../../generated/prisma/client.ts';
import { enqueueJob } from '../../queue/enqueue.ts';
import { renderStorefrontImage, type StorefrontImageKind } from '../images/pipelines.ts';
import { emitEventEvent } from '../integrations/studio-event-data.ts';
import { requireStudio, type StudioMediaContext } from '../request-context.ts';
import { storageFor } from '../storage/archive-storage.ts';
import { commitFileChange } from '../storage/file-changes.ts';

const pipelineFor: Record<AssetKind, StorefrontImageKind> = {
  STUDIO_LOGO: 'logo',
  FOOTER_LOGO: 'logo',
  ABOUT_IMAGE: 'about',
  BANNER: 'banner',
  EVENT_COVER: 'cover',
  WATERMARK: 'watermark',
};

function keyFor(
  kind: AssetKind,
  studioSlug: string,
  eventSlug: string | undefined,
  token: string,
  extension: string,
) {
  switch (kind) {
    case 'STUDIO_LOGO':
    case 'FOOTER_LOGO':
      return storageKeys.studioLogo(studioSlug, token, extension);
    case 'BANNER':
      return storageKeys.banner(studioSlug, token, extension);
    case 'ABOUT_IMAGE':
      return storageKeys.about(studioSlug, token, extension);
    case 'WATERMARK':
      return storageKeys.watermark(studioSlug, token, extension);
    case 'EVENT_COVER':
      if (!eventSlug) throw new Error('An event cover needs its event');
      return storageKeys.eventCover(studioSlug, eventSlug, token, extension);
  }
}

export interface NewStorefrontImage {
  kind: AssetKind;
  bytes: Uint8Array;
  originalName?: string;
  eventSlug?: string;
}

/**
 * Renders and stores a storefront image, then runs `link` in the transaction that records the new asset; `link`
 * returns the asset it replaces (if any), whose row and file go.
 */
export async function saveStorefrontImage<T>(
  context: StudioMediaContext,
  input: NewStorefrontImage,
  link: (
    tx: Prisma.TransactionClient,
    asset: Asset,
  ) => Promise<{ result: T; replacedAssetId?: string | null }>,
): Promise<T> {
  const { db } = context;
  const { storage } = context.services;
  const studio = requireStudio(context);
  const rendered = await renderStorefrontImage(input.bytes, pipelineFor[input.kind]);
  const storageKey = keyFor(input.kind, studio.slug, input.eventSlug, newFileToken(), rendered.extension);
  return commitFileChange(db, storage, {
    written: [storageKey],
    write: () => storage.put(storageKey, rendered.data),
    commit: async (tx) => {
      const asset = await tx.asset.create({
        data: {
          studioId: studio.id,
          kind: input.kind,
          storageKey,
          originalName: input.originalName ?? '',
          mimeType: rendered.mimeType,
          width: rendered.width,
          height: rendered.height,
          bytes: rendered.data.length,
        },
      });
      const { result, replacedAssetId } = await link(tx, asset);
      if (!replacedAssetId) return { result };
      const replaced = await tx.asset.delete({
        where: { id: replacedAssetId },
        select: { storageKey: true },
      });
      return { result, removed: [replaced.storageKey] };
    },
  });
}

/** Stores the image and records it as an asset of its own (demo data, tests). */
export function createStorefrontImage(
  context: StudioMediaContext,
  input: NewStorefrontImage,
): Promise<Asset> {
  return saveStorefrontImage(context, input, async (_tx, asset) => ({ result: asset }));
}

export type StudioImageSlot = 'logo' | 'footerLogo' | 'aboutImage' | 'watermark';

const slotKinds: Record<StudioImageSlot, AssetKind> = {
  logo: 'STUDIO_LOGO',
  footerLogo: 'FOOTER_LOGO',
  aboutImage: 'ABOUT_IMAGE',
  watermark: 'WATERMARK',
};

const slotColumns = {
  logo: 'logoId',
  footerLogo: 'footerLogoId',
  aboutImage: 'aboutImageId',
  watermark: 'watermarkId',
} as const;

const slotSelect = { logoId: true, footerLogoId: true, aboutImageId: true, watermarkId: true } as const;

/** Puts a new image in one of the studio's image slots, removing the previous one. */
export function replaceStudioImage(
  context: StudioMediaContext,
  input: { slot: StudioImageSlot; bytes: Uint8Array; originalName?: string },
): Promise<Asset> {
  const studioId = requireStudio(context).id;
  const column = slotColumns[input.slot];
  return saveStorefrontImage(context, { ...input, kind: slotKinds[input.slot] }, async (tx, asset) => {
    const before = await tx.studio.findUniqueOrThrow({ where: { id: studioId }, select: slotSelect });
    await tx.studio.update({
      where: { id: studioId },
      data: {
        [column]: asset.id,
        ...(input.slot === 'watermark' && { watermarkRevision: { increment: 1 } }),
      },
    });
    if (input.slot === 'watermark') await queueWatermarkRerender(tx, studioId);
    return { result: asset, replacedAssetId: before[column] };
  });
}

/** Every photo made with the previous watermark is rendered again, in the background. */
function queueWatermarkRerender(tx: Prisma.TransactionClient, studioId: string) {
  return enqueueJob(tx, 'watermark-rerender', { studioId }, { singletonKey: studioId });
}

/** Empties one of the studio's image slots. */
export function removeStudioImage(context: StudioMediaContext, slot: StudioImageSlot): Promise<boolean> {
  const studioId = requireStudio(context).id;
  const column = slotColumns[slot];
  return commitFileChange(context.db, context.services.storage, {
    commit: async (tx) => {
      const before = await tx.studio.findUniqueOrThrow({ where: { id: studioId }, select: slotSelect });
      const assetId = before[column];
      if (!assetId) return { result: false };
      await tx.studio.update({
        where: { id: studioId },
        data: { [column]: null, ...(slot === 'watermark' && { watermarkRevision: { increment: 1 } }) },
      });
      if (slot === 'watermark') await queueWatermarkRerender(tx, studioId);
      const asset = await tx.asset.delete({ where: { id: assetId }, select: { storageKey: true } });
      return { result: true, removed: [asset.storageKey] };
    },
  });
}

export function createBanner(
  context: StudioMediaContext,
  input: { title: string; bytes: Uint8Array; originalName?: string },
) {
  const studioId = requireStudio(context).id;
  return saveStorefrontImage(context, { ...input, kind: 'BANNER' }, async (tx, asset) => {
    const last = await tx.banner.aggregate({ where: { studioId }, _max: { position: true } });
    const banner = await tx.banner.create({
      data: { studioId, title: input.title, imageId: asset.id, position: (last._max.position ?? -1) + 1 },
    });
    return { result: banner };
  });
}

export function replaceBannerImage(
  context: StudioMediaContext,
  input: { bannerId: string; bytes: Uint8Array; originalName?: string },
) {
  const studioId = requireStudio(context).id;
  return saveStorefrontImage(context, { ...input, kind: 'BANNER' }, async (tx, asset) => {
    const banner = await tx.banner.findFirst({ where: { id: input.bannerId, studioId } });
    if (!banner) throw new NotFoundError('Banner não encontrado');
    const updated = await tx.banner.update({ where: { id: banner.id }, data: { imageId: asset.id } });
    return { result: updated, replacedAssetId: banner.imageId };
  });
}

/** The banner's new title; NotFoundError when the studio has no such banner. */
export async function renameBanner(
  context: Pick<StudioMediaContext, 'db' | 'studio'>,
  bannerId: string,
  title: string,
) {
  const studioId = requireStudio(context).id;
  const renamed = await context.db.banner.updateMany({ where: { id: bannerId, studioId }, data: { title } });
  if (!renamed.count) throw new NotFoundError('Banner não encontrado');
  return context.db.banner.findUniqueOrThrow({ where: { id: bannerId } });
}

export function deleteBanner(context: StudioMediaContext, bannerId: string) {
  const studioId = requireStudio(context).id;
  return commitFileChange(context.db, context.services.storage, {
    commit: async (tx) => {
      const banner = await tx.banner.findFirst({
        where: { id: bannerId, studioId },
        include: { image: { select: { storageKey: true } } },
      });
      if (!banner) throw new NotFoundError('Banner não encontrado');
      await tx.banner.delete({ where: { id: banner.id } });
      await tx.asset.delete({ where: { id: banner.imageId } });
      return { result: banner, removed: [banner.image.storageKey] };
    },
  });
}

export function setEventCover(
  context: StudioMediaContext,
  input: { event: { id: string; slug: string }; bytes: Uint8Array; originalName?: string },
) {
  return saveStorefrontImage(
    context,
    { ...input, kind: 'EVENT_COVER', eventSlug: input.event.slug },
    async (tx, asset) => {
      const event = await tx.event.findUniqueOrThrow({
        where: { id: input.event.id },
        select: { coverId: true },
      });
      const updated = await tx.event.update({ where: { id: input.event.id }, data: { coverId: asset.id } });
      await emitEventEvent(tx, 'event.updated', updated.id);
      return { result: updated, replacedAssetId: event.coverId };
    },
  );
}

/** The cover cut from one of the event's own photos (its original), as if the owner had uploaded that file. */
export async function setEventCoverFromPhoto(
  context: StudioMediaContext,
  input: { event: { id: string; slug: string }; photoId: string },
) {
  const photo = await context.db.photo.findFirst({
    where: {
      id: input.photoId,
      eventId: input.event.id,
      studioId: requireStudio(context).id,
      status: 'READY',
    },
    select: {
      originalName: true,
      files: { where: { variant: 'ORIGINAL' }, select: { storageKey: true, archived: true } },
    },
  });
  const original = photo?.files[0];
  const bytes = original && (await storageFor(context.services, original.archived).read(original.storageKey));
  if (!photo || !bytes) throw new NotFoundError('Imagem não encontrada');
  return setEventCover(context, { event: input.event, bytes, originalName: photo.originalName });
}
