// The owner moves a photo a place earlier or later in the event's gallery (server/domain/photo-order.ts).
import { NotFoundError } from '../../domain/errors.ts';
import { keysAfterMove, type MoveDirection } from '../../domain/photo-order.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import { galleryPhotoOrder } from './photo-queries.ts';

export async function movePhoto(
  context: Pick<RequestContext, 'db' | 'studio'>,
  input: { eventId: string; photoId: string; direction: MoveDirection },
): Promise<void> {
  const studioId = requireStudio(context).id;
  await context.db.$transaction(async (tx) => {
    // One move at a time per event: two owners' tabs moving photos at once would read the same order.
    await tx.$executeRaw`SELECT id FROM "Event" WHERE id = ${input.eventId}::uuid FOR UPDATE`;
    const ordered = await tx.photo.findMany({
      where: { eventId: input.eventId, studioId },
      orderBy: galleryPhotoOrder,
      select: { id: true, sortKey: true },
    });
    if (!ordered.some((photo) => photo.id === input.photoId))
      throw new NotFoundError('Imagem não encontrada');
    const changes = keysAfterMove(ordered, input.photoId, input.direction);
    if (!changes.length) return;
    // One statement for every key (a first move gives the whole event keys by position).
    await tx.$executeRaw`
      UPDATE "Photo" SET "sortKey" = k.key
      FROM unnest(${changes.map((change) => change.id)}::uuid[], ${changes.map((change) => change.sortKey)}::text[])
        AS k(id, key)
      WHERE "Photo".id = k.id AND "Photo"."eventId" = ${input.eventId}::uuid`;
  });
}
