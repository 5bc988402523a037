// Deleting photos: their rows, their files and their originals' bytes from the studio's storage use, together.
import { NotFoundError } from '../../domain/errors.ts';
import { requireStudio, type StudioMediaContext } from '../request-context.ts';
import { originalBytesFreed, storageFor } from '../storage/archive-storage.ts';
import { commitFileChange } from '../storage/file-changes.ts';

/** Deletes photos of one event of the context's studio; throws NotFoundError when any of them is not there. */
export async function deletePhotos(
  context: StudioMediaContext,
  input: { eventId: string; photoIds: string[] },
): Promise<number> {
  const { db } = context;
  const studioId = requireStudio(context).id;
  const photoIds = [...new Set(input.photoIds)];
  // Archived originals are deleted from the archive storage too.
  return commitFileChange(db, storageFor(context.services), {
    commit: async (tx) => {
      const photos = await tx.photo.findMany({
        where: { id: { in: photoIds }, studioId, eventId: input.eventId },
        select: {
          id: true,
          files: { select: { storageKey: true, variant: true, bytes: true, archived: true } },
        },
      });
      if (photos.length !== photoIds.length) throw new NotFoundError('Imagem não encontrada');
      const files = photos.flatMap((photo) => photo.files);
      await tx.photo.deleteMany({ where: { id: { in: photoIds } } });
      await tx.studio.update({ where: { id: studioId }, data: originalBytesFreed(files) });
      return { result: photos.length, removed: files.map((file) => file.storageKey) };
    },
  });
}
