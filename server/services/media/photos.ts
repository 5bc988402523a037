// Photos of an event: the original kept private, preview and thumbnail derived and public; rows, files and the
// studio's storage usage always change together (see storage/file-changes.ts).
import type { Db } from '../../database/database.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { assertUploadAllowed, PlanLimitReachedError } from '../../domain/plan.ts';
import { newFileToken, storageKeys } from '../../domain/storage-keys.ts';
import type { Event, Photo, Studio } from '../../generated/prisma/client.ts';
import { inspectImage, renderPhotoVariants } from '../images/pipelines.ts';
import { commitFileChange, settleWrites } from '../storage/file-changes.ts';
import type { FileStorage } from '../storage/file-storage.ts';

export interface MediaDependencies {
  db: Db;
  storage: FileStorage;
}

export interface NewPhoto {
  studio: Pick<Studio, 'id' | 'slug'>;
  event: Pick<Event, 'id' | 'slug'>;
  bytes: Uint8Array;
  originalName: string;
}

/** The studio's current watermark image and its revision. */
export async function currentWatermark({ db, storage }: MediaDependencies, studioId: string) {
  const studio = await db.studio.findUniqueOrThrow({
    where: { id: studioId },
    select: { watermarkRevision: true, watermark: { select: { storageKey: true } } },
  });
  const image = studio.watermark
    ? ((await storage.read(studio.watermark.storageKey)) ?? undefined)
    : undefined;
  return { image, revision: studio.watermarkRevision };
}

export async function addPhoto(dependencies: MediaDependencies, input: NewPhoto): Promise<Photo> {
  const { db, storage } = dependencies;
  const { studio, event, bytes } = input;
  const info = await inspectImage(bytes);
  const usage = await db.studio.findUniqueOrThrow({
    where: { id: studio.id },
    select: {
      planStatus: true,
      highResStorageUsedBytes: true,
      plan: { select: { highResStorageLimitBytes: true } },
    },
  });
  const limitBytes = usage.plan.highResStorageLimitBytes;
  assertUploadAllowed(
    { planStatus: usage.planStatus, usedBytes: usage.highResStorageUsedBytes, limitBytes },
    bytes.length,
  );

  const watermark = await currentWatermark(dependencies, studio.id);
  const token = newFileToken();
  const keys = {
    original: storageKeys.photoOriginal(studio.id, event.id, token, info.extension),
    preview: storageKeys.photoPreview(studio.slug, event.slug, token),
    thumbnail: storageKeys.photoThumbnail(studio.slug, event.slug, token),
  };
  let rendered: Awaited<ReturnType<typeof renderPhotoVariants>> | undefined;
  return commitFileChange(db, storage, {
    written: Object.values(keys),
    // The original is written while sharp renders the public images on its own threads; a file that turns out
    // unreadable past its header fails the render, and the change removes what was written.
    write: async () => {
      const render = renderPhotoVariants(bytes, { watermark: watermark.image });
      await settleWrites([render, storage.put(keys.original, bytes)]);
      rendered = await render;
      await settleWrites([
        storage.put(keys.preview, rendered.preview.data),
        storage.put(keys.thumbnail, rendered.thumbnail.data),
      ]);
    },
    commit: async (tx) => {
      // Counted only while it fits: two uploads at once cannot both pass the limit.
      const counted = await tx.studio.updateMany({
        where: { id: studio.id, highResStorageUsedBytes: { lte: limitBytes - BigInt(bytes.length) } },
        data: { highResStorageUsedBytes: { increment: bytes.length } },
      });
      if (counted.count !== 1) throw new PlanLimitReachedError();
      // A photo whose watermark changed while it was rendered is re-rendered later like the others.
      const { preview, thumbnail } = rendered!;
      const files = [
        { variant: 'ORIGINAL' as const, storageKey: keys.original, ...info, bytes: bytes.length },
        { variant: 'PREVIEW' as const, storageKey: keys.preview, ...preview, bytes: preview.data.length },
        {
          variant: 'THUMBNAIL' as const,
          storageKey: keys.thumbnail,
          ...thumbnail,
          bytes: thumbnail.data.length,
        },
      ];
      const result = await tx.photo.create({
        data: {
          studioId: studio.id,
          eventId: event.id,
          name: keys.preview.split('/').pop()!,
          originalName: input.originalName,
          width: info.width,
          height: info.height,
          watermarkRevision: watermark.revision,
          files: {
            create: files.map((file) => ({
              studioId: studio.id,
              variant: file.variant,
              storageKey: file.storageKey,
              mimeType: file.mimeType,
              width: file.width,
              height: file.height,
              bytes: file.bytes,
            })),
          },
        },
      });
      return { result };
    },
  });
}

/** Deletes photos of one event of one studio; throws NotFoundError when any of them is not there. */
export async function deletePhotos(
  { db, storage }: MediaDependencies,
  input: { studioId: string; eventId: string; photoIds: string[] },
): Promise<number> {
  const photoIds = [...new Set(input.photoIds)];
  return commitFileChange(db, storage, {
    commit: async (tx) => {
      const photos = await tx.photo.findMany({
        where: { id: { in: photoIds }, studioId: input.studioId, eventId: input.eventId },
        select: { id: true, files: { select: { storageKey: true, variant: true, bytes: true } } },
      });
      if (photos.length !== photoIds.length) throw new NotFoundError('Imagem não encontrada');
      const files = photos.flatMap((photo) => photo.files);
      const originalBytes = files
        .filter((file) => file.variant === 'ORIGINAL')
        .reduce((sum, file) => sum + file.bytes, 0);
      await tx.photo.deleteMany({ where: { id: { in: photoIds } } });
      await tx.studio.update({
        where: { id: input.studioId },
        data: { highResStorageUsedBytes: { decrement: originalBytes } },
      });
      return { result: photos.length, removed: files.map((file) => file.storageKey) };
    },
  });
}

/**
 * Renders a photo's preview and thumbnail again with the studio's current watermark, from its original.
 * Returns false when there is nothing to do (the photo is gone or already current).
 */
export async function rerenderPhotoPublicImages(
  dependencies: MediaDependencies,
  photoId: string,
): Promise<boolean> {
  const { db, storage } = dependencies;
  const photo = await db.photo.findUnique({
    where: { id: photoId },
    include: {
      files: true,
      event: { select: { slug: true } },
      studio: { select: { slug: true, watermarkRevision: true } },
    },
  });
  if (!photo || photo.watermarkRevision === photo.studio.watermarkRevision) return false;
  const original = photo.files.find((file) => file.variant === 'ORIGINAL');
  const bytes = original && (await storage.read(original.storageKey));
  if (!bytes) throw new Error(`Photo ${photo.id} has no original to render from`);
  const watermark = await currentWatermark(dependencies, photo.studioId);
  const rendered = await renderPhotoVariants(bytes, { watermark: watermark.image });
  const token = newFileToken();
  const next = {
    PREVIEW: {
      storageKey: storageKeys.photoPreview(photo.studio.slug, photo.event.slug, token),
      ...rendered.preview,
    },
    THUMBNAIL: {
      storageKey: storageKeys.photoThumbnail(photo.studio.slug, photo.event.slug, token),
      ...rendered.thumbnail,
    },
  };
  const previous = photo.files.filter((file) => file.variant !== 'ORIGINAL');
  return commitFileChange(db, storage, {
    written: [next.PREVIEW.storageKey, next.THUMBNAIL.storageKey],
    write: async () => {
      await settleWrites(Object.values(next).map((file) => storage.put(file.storageKey, file.data)));
    },
    commit: async (tx) => {
      for (const file of previous) {
        const image = next[file.variant as 'PREVIEW' | 'THUMBNAIL'];
        await tx.photoFile.update({
          where: { id: file.id },
          data: {
            storageKey: image.storageKey,
            mimeType: image.mimeType,
            width: image.width,
            height: image.height,
            bytes: image.data.length,
          },
        });
      }
      await tx.photo.update({
        where: { id: photo.id },
        data: { name: next.PREVIEW.storageKey.split('/').pop()!, watermarkRevision: watermark.revision },
      });
      return { result: true, removed: previous.map((file) => file.storageKey) };
    },
  });
}
