// Rendering a photo's public images from its private original: preview, thumbnail and grid tile, with the studio's
// current watermark, off the request in a worker (the photo-render, photo-tile-render and watermark-rerender jobs).
// Rows, files and the studio's storage usage change together (storage/file-changes.ts).
import type { Db } from '../../database/database.ts';
import { newFileToken, previewFileName, storageKeys } from '../../domain/storage-keys.ts';
import { InvalidImageError } from '../../domain/uploads.ts';
import { enqueueJob } from '../../queue/enqueue.ts';
import type { JobInfo } from '../../queue/job-queue.ts';
import { queuePhotoIndexing } from '../find/search-scans.ts';
import { keepsPhotoShape, renderPhotoVariants, renderTileFromPreview } from '../images/pipelines.ts';
import { notifyLiveChange } from '../integrations/live/live-changes.ts';
import { emitPhotoReady } from '../integrations/studio-event-data.ts';
import type { MediaContext } from '../request-context.ts';
import { storageFor } from '../storage/archive-storage.ts';
import { commitFileChange, settleWrites } from '../storage/file-changes.ts';

/** What the studio reads when a photo could not be rendered. */
export const photoFailureReasons = {
  unreadable:
    'Não foi possível processar a imagem: o arquivo parece estar corrompido. Exclua-a e envie o arquivo novamente.',
  originalMissing:
    'O arquivo original desta imagem não foi encontrado. Exclua-a e envie o arquivo novamente.',
  gaveUp:
    'Não foi possível gerar as miniaturas desta imagem depois de várias tentativas. Exclua-a e envie o arquivo novamente.',
} as const;

/** The studio's current watermark image and its revision. */
export async function currentWatermark({ db, services }: MediaContext, studioId: string) {
  const { storage } = services;
  const studio = await db.studio.findUniqueOrThrow({
    where: { id: studioId },
    select: { watermarkRevision: true, watermark: { select: { storageKey: true } } },
  });
  const image = studio.watermark
    ? ((await storage.read(studio.watermark.storageKey)) ?? undefined)
    : undefined;
  return { image, revision: studio.watermarkRevision };
}

function tokenOf(name: string): string {
  return name.replace(/\.webp$/, '');
}

export type RenderOutcome = 'rendered' | 'current' | 'gone';

/** The public renditions a render writes, each under the render's own token. */
const publicVariants = ['PREVIEW', 'THUMBNAIL', 'TILE'] as const;

/**
 * Renders a photo's preview, thumbnail and tile from its original with the studio's current watermark: the first
 * time after upload, or again after a watermark change. Idempotent: a photo already current, or gone, is left alone.
 */
export async function renderPhoto(context: MediaContext, photoId: string): Promise<RenderOutcome> {
  const { db } = context;
  const { storage } = context.services;
  const photo = await db.photo.findUnique({
    where: { id: photoId },
    include: {
      files: true,
      event: { select: { slug: true } },
      studio: { select: { slug: true, watermarkRevision: true } },
    },
  });
  if (!photo) return 'gone';
  if (photo.status === 'READY' && photo.watermarkRevision === photo.studio.watermarkRevision)
    return 'current';
  const original = photo.files.find((file) => file.variant === 'ORIGINAL');
  // From a local folder libvips reads the file itself; from object storage it comes over the network first.
  const from = storageFor(context.services, original?.archived);
  const source =
    original && ((await from.localPath(original.storageKey)) ?? (await from.read(original.storageKey)));
  if (!source) throw new OriginalMissingError(photo.id);
  const watermark = await currentWatermark(context, photo.studioId);
  const rendered = await renderPhotoVariants(source, { watermark: watermark.image });
  const previous = photo.files.filter((file) => file.variant !== 'ORIGINAL');
  // A first render takes the name given at upload; a new render gets new addresses, so no cache keeps the old one.
  const token = previous.length ? newFileToken() : tokenOf(photo.name);
  const next = {
    PREVIEW: {
      storageKey: storageKeys.photoPreview(photo.studio.slug, photo.event.slug, token),
      ...rendered.preview,
    },
    THUMBNAIL: {
      storageKey: storageKeys.photoThumbnail(photo.studio.slug, photo.event.slug, token),
      ...rendered.thumbnail,
    },
    TILE: {
      storageKey: storageKeys.photoTile(photo.studio.slug, photo.event.slug, token),
      ...rendered.tile,
    },
  };
  const written = publicVariants.map((variant) => next[variant].storageKey);
  return commitFileChange(db, storage, {
    written,
    write: async () => {
      await settleWrites(
        Object.values(next).map((file) =>
          storage.put(file.storageKey, file.data, { contentType: file.mimeType }),
        ),
      );
    },
    commit: async (tx) => {
      const [now] = await tx.$queryRaw<{ status: string; watermarkRevision: number }[]>`
        SELECT status::text, "watermarkRevision" FROM "Photo" WHERE id = ${photo.id}::uuid FOR UPDATE`;
      // Deleted while it was rendered: what was just written goes too.
      if (!now) return { result: 'gone' as const, removed: written };
      // Rendered meanwhile by another worker with this same watermark (a first render writes the same names).
      if (now.status === 'READY' && now.watermarkRevision === watermark.revision)
        return { result: 'current' as const };
      // What the files are now, not when the render began: a tile backfilled meanwhile is replaced too.
      const replaced = await tx.photoFile.findMany({
        where: { photoId: photo.id, variant: { in: [...publicVariants] } },
        select: { storageKey: true },
      });
      await tx.photo.update({
        where: { id: photo.id },
        data: {
          name: previewFileName(token),
          status: 'READY',
          failureReason: null,
          watermarkRevision: watermark.revision,
        },
      });
      // Ready for the first time: its race numbers and faces are read if the event searches by them, and
      // integrators hear of it (photo.ready).
      if (now.status !== 'READY') {
        await queuePhotoIndexing(tx, photo.id, photo.eventId);
        await emitPhotoReady(tx, photo.id);
      } else {
        // Rendered again with a new watermark: no webhook event, but the admin's grid shows it at once.
        const { studioId, eventId } = photo;
        await notifyLiveChange(tx, { kind: 'photo', studioId, id: photo.id, eventId });
      }
      for (const variant of publicVariants) {
        const image = next[variant];
        const data = {
          storageKey: image.storageKey,
          mimeType: image.mimeType,
          width: image.width,
          height: image.height,
          bytes: image.data.length,
        };
        await tx.photoFile.upsert({
          where: { photoId_variant: { photoId: photo.id, variant } },
          create: { ...data, studioId: photo.studioId, photoId: photo.id, variant },
          update: data,
        });
      }
      const kept = new Set(written);
      return {
        result: 'rendered' as const,
        removed: replaced.map((file) => file.storageKey).filter((key) => !kept.has(key)),
      };
    },
  });
}

export type TileOutcome = 'rendered' | 'present' | 'skipped';

/**
 * Gives a photo rendered before tiles existed its tile, cut from its stored preview (which already carries its
 * watermark), and replaces a tile cut as the centre square before tiles kept the photo's shape. Photos still to be
 * rendered, or to be rendered again for a new watermark, get theirs from that render; a photo that changed meanwhile
 * keeps what the render wrote and this tile is dropped.
 */
export async function renderMissingTile(context: MediaContext, photoId: string): Promise<TileOutcome> {
  const { db } = context;
  const { storage } = context.services;
  const photo = await db.photo.findUnique({
    where: { id: photoId },
    include: {
      files: { where: { variant: { in: ['PREVIEW', 'TILE'] } } },
      event: { select: { slug: true } },
      studio: { select: { slug: true, watermarkRevision: true } },
    },
  });
  if (!photo) return 'skipped';
  const cropped = photo.files.find((file) => file.variant === 'TILE');
  if (cropped && keepsPhotoShape(cropped, photo)) return 'present';
  const preview = photo.files.find((file) => file.variant === 'PREVIEW');
  if (photo.status !== 'READY' || photo.watermarkRevision !== photo.studio.watermarkRevision || !preview)
    return 'skipped';
  const source = (await storage.localPath(preview.storageKey)) ?? (await storage.read(preview.storageKey));
  if (!source) return 'skipped';
  const tile = await renderTileFromPreview(source);
  // A first tile takes the preview's token, beside the files it was cut from (it goes with them at the next render);
  // one replacing a square gets a name of its own, so no browser or cache keeps showing the square.
  const token = cropped ? newFileToken() : tokenOf(preview.storageKey.split('/').pop()!);
  const storageKey = storageKeys.photoTile(photo.studio.slug, photo.event.slug, token);
  return commitFileChange(db, storage, {
    written: [storageKey],
    write: () => storage.put(storageKey, tile.data, { contentType: tile.mimeType }),
    commit: async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Photo" WHERE id = ${photo.id}::uuid FOR UPDATE`;
      const now = await tx.photo.findUnique({
        where: { id: photo.id },
        select: {
          status: true,
          watermarkRevision: true,
          files: {
            where: { variant: { in: ['PREVIEW', 'TILE'] } },
            select: { variant: true, storageKey: true },
          },
        },
      });
      const unchanged =
        now?.status === 'READY' &&
        now.watermarkRevision === photo.watermarkRevision &&
        now.files.some((file) => file.variant === 'PREVIEW' && file.storageKey === preview.storageKey) &&
        now.files.find((file) => file.variant === 'TILE')?.storageKey === cropped?.storageKey;
      if (!unchanged) return { result: 'skipped' as const, removed: [storageKey] };
      const data = {
        storageKey,
        mimeType: tile.mimeType,
        width: tile.width,
        height: tile.height,
        bytes: tile.data.length,
      };
      await tx.photoFile.upsert({
        where: { photoId_variant: { photoId: photo.id, variant: 'TILE' } },
        create: { ...data, studioId: photo.studioId, photoId: photo.id, variant: 'TILE' },
        update: data,
      });
      return { result: 'rendered' as const, removed: cropped ? [cropped.storageKey] : [] };
    },
  });
}

/**
 * The photo-tiles-backfill job: queues a tile render for every ready photo without a tile of its shape (none, or the
 * centre square cut before; keepsPhotoShape in SQL), a page at a time. Renders already queued are not queued twice;
 * once every photo has its tile it finds nothing.
 */
export async function queueMissingTiles(db: Db): Promise<number> {
  let queued = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const missing = await db.$queryRaw<{ id: string }[]>`
      SELECT p.id FROM "Photo" p
      WHERE p.status = 'READY' AND p.id > ${after}::uuid
        AND NOT EXISTS (SELECT 1 FROM "Event" e WHERE e.id = p."eventId" AND e."previewsDropped")
        AND NOT EXISTS (
          SELECT 1 FROM "PhotoFile" f WHERE f."photoId" = p.id AND f.variant = 'TILE'
            AND abs(f.width::bigint * p.height - f.height::bigint * p.width) <= greatest(p.width, p.height))
      ORDER BY p.id LIMIT 500`;
    if (!missing.length) break;
    await db.$transaction(async (tx) => {
      for (const { id } of missing)
        await enqueueJob(tx, 'photo-tile-render', { photoId: id }, { singletonKey: id });
    });
    queued += missing.length;
    after = missing.at(-1)!.id;
  }
  return queued;
}

export class OriginalMissingError extends Error {
  override name = 'OriginalMissingError';
  constructor(photoId: string) {
    super(`Photo ${photoId} has no original to render from`);
  }
}

/** A render that cannot succeed: the photo is shown to the studio as failed, with the reason. */
export async function markPhotoFailed(db: Db, photoId: string, reason: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const [photo] = await tx.photo.updateManyAndReturn({
      where: { id: photoId },
      data: { status: 'FAILED', failureReason: reason },
      select: { studioId: true, eventId: true },
    });
    // Not a webhook event: the admin's photo grid shows the failure at once.
    if (photo)
      await notifyLiveChange(tx, {
        kind: 'photo',
        studioId: photo.studioId,
        id: photoId,
        eventId: photo.eventId,
      });
  });
}

/**
 * The photo-render job. A file that turns out unreadable, or an original that is gone, fails the photo at once;
 * anything else (storage or database trouble) is retried by the queue, and fails the photo on the last attempt.
 */
export async function renderPhotoJob(
  context: MediaContext,
  photoId: string,
  job: Pick<JobInfo, 'lastAttempt'>,
): Promise<void> {
  try {
    await renderPhoto(context, photoId);
  } catch (error) {
    if (error instanceof InvalidImageError)
      return markPhotoFailed(context.db, photoId, photoFailureReasons.unreadable);
    if (error instanceof OriginalMissingError)
      return markPhotoFailed(context.db, photoId, photoFailureReasons.originalMissing);
    if (job.lastAttempt) await markPhotoFailed(context.db, photoId, photoFailureReasons.gaveUp);
    throw error;
  }
}

/**
 * The watermark-rerender job: queues a render for every photo of the studio made with another watermark. Renders
 * of photos already queued are not queued twice, so running it again is harmless.
 */
export async function queueStaleRenders(db: Db, studioId: string): Promise<number> {
  let queued = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const stale = await db.$queryRaw<{ id: string }[]>`
      SELECT p.id FROM "Photo" p JOIN "Studio" s ON s.id = p."studioId"
      WHERE p."studioId" = ${studioId}::uuid AND p."watermarkRevision" <> s."watermarkRevision"
        AND p.status <> 'FAILED' AND p.id > ${after}::uuid
        -- Previews dropped by an archive are rendered by its restore.
        AND NOT EXISTS (SELECT 1 FROM "Event" e WHERE e.id = p."eventId" AND e."previewsDropped")
      ORDER BY p.id LIMIT 500`;
    if (!stale.length) break;
    await db.$transaction(async (tx) => {
      for (const { id } of stale) await enqueueJob(tx, 'photo-render', { photoId: id }, { singletonKey: id });
    });
    queued += stale.length;
    after = stale.at(-1)!.id;
  }
  return queued;
}
