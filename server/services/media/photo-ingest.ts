// A photo sent by the studio, whichever way it came (GraphQL, the REST raw body, a finished resumable upload): the
// event named, the plan's room for it, the original stored as it arrives and its render queued in one transaction,
// counted in the metrics. Rows, files and the studio's storage usage change together (storage/file-changes.ts).
import { Readable } from 'node:stream';
import { NotFoundError } from '../../domain/errors.ts';
import { assertUploadsOpen } from '../../domain/event-archive.ts';
import type { Photographer, PhotographerChoice } from '../../domain/photographers.ts';
import { assertUploadAllowed, PlanLimitReachedError } from '../../domain/plan.ts';
import { newFileToken, previewFileName, storageKeys } from '../../domain/storage-keys.ts';
import { FileTooLargeError } from '../../domain/uploads.ts';
import type { Event, Photo } from '../../generated/prisma/client.ts';
import { enqueueJob } from '../../queue/enqueue.ts';
import { findStudioEvent } from '../events/event-queries.ts';
import type { ImageInfo } from '../images/pipelines.ts';
import { UploadScan } from '../images/upload-scan.ts';
import { type RequestContext, requireStudio, type StudioMediaContext } from '../request-context.ts';
import { commitFileChange } from '../storage/file-changes.ts';
import { studioPlanUsage } from '../studios/studio-queries.ts';
import { photographerColumns, photographerFor } from '../team/photographers.ts';

export interface NewPhoto {
  event: Pick<Event, 'id' | 'slug' | 'studioId'>;
  /** The file: its bytes, or a stream written to storage as it arrives (never held whole in memory). */
  content: Uint8Array | Readable;
  /** The size the sender announced (Content-Length), to refuse what cannot fit the plan before storing it. */
  declaredBytes?: number;
  /** The media type the sender announced, kept with the stored original until the header is read. */
  declaredType?: string;
  originalName: string;
  /** Who shot it (services/team/photographers.ts); none: nobody recorded. */
  photographer?: Photographer | null;
}

/** What the studio reads when a photo was taken. */
export const photoUploadedMessage = 'Imagem enviada com sucesso';

/** An upload of the studio's admin: the event it names (by id or address) and the file. */
export interface PhotoUpload extends Omit<NewPhoto, 'event' | 'photographer'> {
  event: { id?: string | null; slug?: string | null };
  /** The photographer chosen at upload (a member or a typed name); none: the member uploading. */
  photographer?: PhotographerChoice | null;
}

/**
 * The one way a studio's photo comes in: the event of the context's studio, then addPhoto, counted as accepted or
 * refused in the metrics. Throws the refusal (NotFoundError, FileTooLargeError, PlanLimitReachedError...).
 */
export async function uploadPhoto(context: RequestContext, upload: PhotoUpload): Promise<Photo> {
  try {
    const event = await findStudioEvent(context, upload.event);
    const photographer = await photographerFor(context, upload.photographer);
    const photo = await addPhoto(context, { ...upload, event, photographer });
    context.services.metrics.photoUploads.inc({ outcome: 'accepted' });
    return photo;
  } catch (error) {
    context.services.metrics.photoUploads.inc({ outcome: 'refused' });
    throw error;
  }
}

/**
 * Whether a photo of `declaredBytes` could be taken for the event at all, before a byte of it is sent (a resumable
 * upload's creation): the event exists, the plan has room and takes a file that large. Throws the refusal
 * uploadPhoto would give.
 */
export async function checkPhotoUpload(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>,
  upload: Pick<PhotoUpload, 'event' | 'photographer' | 'originalName'> & { declaredBytes: number },
): Promise<void> {
  const event = await findStudioEvent(context, upload.event);
  assertUploadsOpen(event);
  await photographerFor(context, upload.photographer);
  const usage = await studioPlanUsage(context.db, requireStudio(context).id);
  assertUploadAllowed(usage, Math.min(upload.declaredBytes, usage.maxPhotoBytes));
  if (upload.declaredBytes > usage.maxPhotoBytes)
    throw new FileTooLargeError(upload.originalName, usage.maxPhotoBytes);
}

/** Refuses an upload to an archived event (its originals are elsewhere until it is restored). */
async function assertEventTakesUploads(db: StudioMediaContext['db'], eventId: string): Promise<void> {
  const event = await db.event.findUnique({ where: { id: eventId }, select: { archiveStatus: true } });
  if (event) assertUploadsOpen(event);
}

/**
 * Stores an uploaded photo's original as it arrives and queues the rendering of its public images. The header
 * and the file's end are checked on the way (a file that is not an image, or is cut short, is refused and
 * removed); the photo stays PROCESSING until a worker has rendered it.
 */
export async function addPhoto(context: StudioMediaContext, input: NewPhoto): Promise<Photo> {
  const { db } = context;
  const { storage } = context.services;
  const studio = requireStudio(context);
  const { event } = input;
  if (event.studioId !== studio.id) throw new NotFoundError('Evento não encontrado');
  await assertEventTakesUploads(db, event.id);
  const content =
    input.content instanceof Readable ? input.content : Readable.from([Buffer.from(input.content)]);
  const declaredBytes = input.content instanceof Readable ? input.declaredBytes : input.content.byteLength;
  const before = await studioPlanUsage(db, studio.id);
  // The largest photo is the plan's; the request's own bound (largestPlanPhotoBytes) may be higher.
  const maxBytes = before.maxPhotoBytes;
  // Announced sizes are checked before a byte is stored; the real size is checked again at the commit.
  if (declaredBytes !== undefined) assertUploadAllowed(before, Math.min(declaredBytes, maxBytes));
  else assertUploadAllowed(before, 0);
  if (declaredBytes !== undefined && declaredBytes > maxBytes)
    throw new FileTooLargeError(input.originalName, maxBytes);

  const token = newFileToken();
  // Stored before its format is known: the key has no extension (downloads name the file themselves).
  const originalKey = storageKeys.photoOriginal(studio.id, event.id, token);
  const scan = new UploadScan(input.originalName, maxBytes);
  content.once('error', (error) => scan.destroy(error));
  // A refusal can come before the storage has attached to the stream; it is read back from scan.errored.
  scan.on('error', () => {});
  let info: ImageInfo | undefined;
  return commitFileChange(db, storage, {
    written: [originalKey],
    write: async () => {
      await storage
        .put(originalKey, content.pipe(scan), {
          contentType: input.declaredType?.startsWith('image/')
            ? input.declaredType
            : 'application/octet-stream',
          ...(declaredBytes !== undefined && declaredBytes <= maxBytes && { contentLength: declaredBytes }),
        })
        .catch((error: unknown) => {
          // The scanner's own refusal (too large) is the cause of a failed write, not the storage; a file the
          // request's parser cut at its own bound is too large for this plan too, and says the plan's limit.
          const cause = scan.errored ?? error;
          throw cause instanceof FileTooLargeError
            ? new FileTooLargeError(input.originalName, maxBytes)
            : cause;
        });
      info = await scan.inspect(async () => (await storage.read(originalKey))!);
      assertUploadAllowed(before, scan.bytes);
    },
    commit: async (tx) => {
      // Counted only while it fits: two uploads at once cannot both pass the limit.
      const counted = await tx.studio.updateMany({
        where: {
          id: studio.id,
          highResStorageUsedBytes: {
            lte: before.limitBytes - BigInt(scan.bytes) - before.archivedCountedBytes,
          },
        },
        data: { highResStorageUsedBytes: { increment: scan.bytes } },
      });
      if (counted.count !== 1) throw new PlanLimitReachedError();
      const result = await tx.photo.create({
        data: {
          studioId: studio.id,
          eventId: event.id,
          // The preview's file name, known now so the photo keeps its public name (nome) once rendered.
          name: previewFileName(token),
          originalName: input.originalName,
          width: info!.width,
          height: info!.height,
          status: 'PROCESSING',
          watermarkRevision: before.watermarkRevision,
          ...photographerColumns(input.photographer ?? null),
          files: {
            create: {
              studioId: studio.id,
              variant: 'ORIGINAL',
              storageKey: originalKey,
              mimeType: info!.mimeType,
              width: info!.width,
              height: info!.height,
              bytes: scan.bytes,
            },
          },
        },
      });
      await enqueueJob(tx, 'photo-render', { photoId: result.id }, { singletonKey: result.id });
      return { result };
    },
  });
}
