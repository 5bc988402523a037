// Photographers of the studio's photos: whom an upload credits, the photographers of an event (the event page's
// filter), crediting chosen photos to another photographer afterwards, and the commissions the studio sets.
import { NotFoundError } from '../../domain/errors.ts';
import { isUuid, noRowId, uuidOrNil } from '../../domain/ids.ts';
import {
  creditedPhotographer,
  memberLabel,
  normalisePhotographerName,
  type Photographer,
  type PhotographerChoice,
  PhotographerChoiceError,
} from '../../domain/photographers.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { type DbClient, type RequestContext, requireStudio } from '../request-context.ts';

type PhotographerContext = Pick<RequestContext, 'db' | 'studio' | 'viewer'>;

const memberSelect = { id: true, name: true, email: true, role: true } as const;

/**
 * The photographer a member's upload (or reassignment) credits: the member or name chosen, else the member asking.
 * Anyone but a member asking (a job, the demo) credits nobody. Throws PhotographerChoiceError.
 */
export async function photographerFor(
  context: PhotographerContext,
  choice: PhotographerChoice | null | undefined,
): Promise<Photographer | null> {
  const { viewer } = context;
  if (viewer.kind !== 'admin') return null;
  const studioId = requireStudio(context).id;
  const memberId = choice?.memberId?.trim() || null;
  const [uploader, member] = await Promise.all([
    context.db.adminUser.findFirst({ where: { id: viewer.userId, studioId }, select: memberSelect }),
    // A member of another studio is not found here: its id is refused as one the team does not have.
    memberId && isUuid(memberId)
      ? context.db.adminUser.findFirst({ where: { id: memberId, studioId }, select: memberSelect })
      : null,
  ]);
  if (!uploader) {
    // An API token is no member: its upload credits the member or name it gives, else nobody.
    if (!viewer.apiToken || (!memberId && !choice?.name?.trim())) return null;
    return creditedPhotographer({
      choice,
      member,
      uploader: { id: noRowId, name: '', email: '', role: viewer.role },
    });
  }
  return creditedPhotographer({ choice, member, uploader: { ...uploader, role: viewer.role } });
}

/** The columns a photo (or a sold item) keeps of its photographer. */
export function photographerColumns(photographer: Photographer | null) {
  return { photographerId: photographer?.id ?? null, photographerName: photographer?.name ?? '' };
}

/** The event page's filter as a condition on photos: a member's, or a typed name's (no member). */
export function photographerPhotosWhere(
  filter: PhotographerChoice | null | undefined,
): Prisma.PhotoWhereInput {
  const memberId = filter?.memberId?.trim();
  if (memberId) return { photographerId: uuidOrNil(memberId) };
  const name = normalisePhotographerName(filter?.name ?? '');
  if (name) return { photographerId: null, photographerName: name };
  return {};
}

export interface EventPhotographer {
  memberId: string | null;
  name: string;
  photoCount: number;
}

/** Who shot the event's photos, with how many each (photos with no photographer left out), by name. */
export async function eventPhotographers(db: DbClient, eventId: string): Promise<EventPhotographer[]> {
  const groups = await db.photo.groupBy({
    by: ['photographerId', 'photographerName'],
    where: { eventId, OR: [{ photographerId: { not: null } }, { photographerName: { not: '' } }] },
    _count: { _all: true },
  });
  const memberIds = [...new Set(groups.flatMap((group) => group.photographerId ?? []))];
  const members = memberIds.length
    ? await db.adminUser.findMany({ where: { id: { in: memberIds } }, select: memberSelect })
    : [];
  const names = new Map(members.map((member) => [member.id, memberLabel(member)]));
  // A member's photos may carry older names: one entry per member.
  const byKey = new Map<string, EventPhotographer>();
  for (const group of groups) {
    const key = group.photographerId ?? `nome:${group.photographerName}`;
    const entry = byKey.get(key) ?? {
      memberId: group.photographerId,
      name: (group.photographerId && names.get(group.photographerId)) || group.photographerName,
      photoCount: 0,
    };
    entry.photoCount += group._count._all;
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/**
 * Credits the event's chosen photos to another photographer, and the items already sold of them (the report
 * follows). Photos of other events or studios are not touched; the count changed is answered.
 */
export async function reassignPhotos(
  context: PhotographerContext,
  input: { eventId: string; photoIds: string[]; choice: PhotographerChoice },
): Promise<number> {
  const studioId = requireStudio(context).id;
  if (!input.choice.memberId?.trim() && !normalisePhotographerName(input.choice.name ?? ''))
    throw new PhotographerChoiceError('Escolha o fotógrafo das fotos selecionadas.');
  const photographer = await photographerFor(context, input.choice);
  if (!photographer) throw new NotFoundError('Fotógrafo não encontrado na equipe do estúdio.');
  const ids = input.photoIds.filter(isUuid);
  const columns = photographerColumns(photographer);
  return context.db.$transaction(async (tx) => {
    const photos = await tx.photo.findMany({
      where: { id: { in: ids }, eventId: input.eventId, studioId },
      select: { id: true },
    });
    const found = photos.map((photo) => photo.id);
    if (!found.length) return 0;
    await tx.photo.updateMany({ where: { id: { in: found } }, data: columns });
    await tx.orderItem.updateMany({ where: { photoId: { in: found }, studioId }, data: columns });
    return found.length;
  });
}

/** Before a member leaves the team: their photos and sold items keep the name they had (the id becomes null). */
export async function keepPhotographerName(
  tx: Prisma.TransactionClient,
  member: { id: string; name: string; email: string },
): Promise<void> {
  const data = { photographerName: memberLabel(member) };
  await tx.photo.updateMany({ where: { photographerId: member.id }, data });
  await tx.orderItem.updateMany({ where: { photographerId: member.id }, data });
}

/** The studio's commission (memberId null) or a member's own (basisPoints null: back to the studio's). */
export async function setPhotographerCommission(
  context: Pick<RequestContext, 'db' | 'studio'>,
  input: { memberId: string | null; basisPoints: number | null },
): Promise<void> {
  const studioId = requireStudio(context).id;
  if (!input.memberId) {
    if (input.basisPoints === null)
      throw new PhotographerChoiceError('Informe a comissão padrão do estúdio.');
    await context.db.studio.update({
      where: { id: studioId },
      data: { photographerCommissionBasisPoints: input.basisPoints },
    });
    return;
  }
  const changed = await context.db.adminUser.updateMany({
    where: { id: uuidOrNil(input.memberId), studioId },
    data: { commissionBasisPoints: input.basisPoints },
  });
  if (changed.count !== 1) throw new NotFoundError('Fotógrafo não encontrado na equipe do estúdio.');
}

/** The team as photographers to choose from (uploads, reassigning, commissions), by name. */
export async function studioPhotographers(context: Pick<RequestContext, 'db' | 'studio'>) {
  const members = await context.db.adminUser.findMany({
    where: { studioId: requireStudio(context).id },
    select: { ...memberSelect, commissionBasisPoints: true },
  });
  return members
    .map((member) => ({
      id: member.id,
      name: memberLabel(member),
      role: member.role,
      commissionBasisPoints: member.commissionBasisPoints,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
