// Events: creation (the address comes from the name), deletion with all its files, the gallery settings and key.
// Every function acts for the context's studio.

import { addressOf, isCompleteAddress } from '../../domain/address.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { storedEventDate } from '../../domain/event-setup.ts';
import {
  GallerySettingsError,
  type GallerySettingsInput,
  planGallerySettings,
} from '../../domain/gallery-settings.ts';
import { isUuid, uuidOrNil } from '../../domain/ids.ts';
import { type PriceItem, type PriceItemInput, priceItemInputOf } from '../../domain/price-items.ts';
import { availableSlug, slugify, unnamedEventSlug } from '../../domain/slug.ts';
import { type Event, type EventDeliveryFormat, Prisma } from '../../generated/prisma/client.ts';
import { emitEventEvent } from '../integrations/studio-event-data.ts';
import {
  type DbClient,
  type RequestContext,
  requireStudio,
  type StudioMediaContext,
} from '../request-context.ts';
import { originalBytesFreed, storageFor } from '../storage/archive-storage.ts';
import { commitFileChange } from '../storage/file-changes.ts';

export interface NewEvent {
  name: string;
  deliveryFormat: EventDeliveryFormat;
  /** The day it took place ('aaaa-mm-dd'); blank: not set yet. */
  eventDate?: string | null;
  /** Open to customers at once; an owner's new event is a draft (false) until published. */
  published?: boolean;
}

/** formato-entrega: what the event delivers (digital, impresso or both). */
export async function setDeliveryFormat(
  context: Pick<RequestContext, 'db' | 'studio'>,
  eventId: string,
  deliveryFormat: EventDeliveryFormat,
) {
  await updateEvent(context, eventId, { deliveryFormat });
}

/** Changes one of the studio's events and tells integrators (event.updated), in one transaction. */
export async function updateEvent(
  context: Pick<RequestContext, 'db' | 'studio'>,
  eventId: string,
  data: Prisma.EventUpdateManyMutationInput,
  alsoInTransaction?: (tx: Prisma.TransactionClient) => Promise<unknown>,
) {
  const studioId = requireStudio(context).id;
  await context.db.$transaction(async (tx) => {
    const changed = await tx.event.updateMany({ where: { id: eventId, studioId }, data });
    if (!changed.count) throw new NotFoundError('Evento não encontrado');
    await alsoInTransaction?.(tx);
    await emitEventEvent(tx, 'event.updated', eventId);
  });
}

export async function createEvent(
  context: Pick<RequestContext, 'db' | 'studio'>,
  input: NewEvent,
): Promise<Event> {
  const { db } = context;
  const studioId = requireStudio(context).id;
  const base = slugify(input.name) || unnamedEventSlug;
  for (let attempt = 0; ; attempt++) {
    const taken = await db.event.findMany({
      where: { studioId, slug: { startsWith: base } },
      select: { slug: true },
    });
    const slug = availableSlug(input.name, new Set(taken.map((event) => event.slug)));
    try {
      return await db.$transaction(async (tx) => {
        const event = await tx.event.create({
          data: {
            studioId,
            name: input.name.trim(),
            slug,
            deliveryFormat: input.deliveryFormat,
            published: input.published ?? false,
            eventDate: storedEventDate(input.eventDate),
          },
        });
        await emitEventEvent(tx, 'event.created', event.id);
        return event;
      });
    } catch (error) {
      // Another request took the same address meanwhile: look again.
      const conflict = error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
      if (!conflict || attempt >= 5) throw error;
    }
  }
}

/** Deletes an event with its photos, cover and files; orders keep their own copy of what was sold. */
export function deleteEvent(context: StudioMediaContext, eventId: string) {
  const studioId = requireStudio(context).id;
  // Archived originals are deleted from the archive storage too.
  return commitFileChange(context.db, storageFor(context.services), {
    commit: async (tx) => {
      const event = await tx.event.findFirst({
        where: { id: eventId, studioId },
        select: {
          id: true,
          name: true,
          slug: true,
          cover: { select: { id: true, storageKey: true } },
          photos: {
            select: { files: { select: { storageKey: true, variant: true, bytes: true, archived: true } } },
          },
        },
      });
      if (!event) throw new NotFoundError('Evento não encontrado');
      const files = event.photos.flatMap((photo) => photo.files);
      await tx.event.delete({ where: { id: event.id } });
      if (event.cover) await tx.asset.delete({ where: { id: event.cover.id } });
      await tx.studio.update({ where: { id: studioId }, data: originalBytesFreed(files) });
      const removed = files.map((file) => file.storageKey);
      if (event.cover) removed.push(event.cover.storageKey);
      return { result: event, removed };
    },
  });
}

type Tx = Prisma.TransactionClient;

/** Replaces a table's lines, keeping the ids of lines that stay (carts that chose them keep their choice). */
async function replaceItems(
  tx: Tx,
  studioId: string,
  priceTableId: string,
  items: (PriceItem & { id?: string | null })[],
) {
  const keep = items.map((item) => item.id).filter((id): id is string => Boolean(id));
  await tx.priceTableItem.deleteMany({ where: { priceTableId, id: { notIn: keep } } });
  for (const [position, { id, ...item }] of items.entries()) {
    const existing = id
      ? await tx.priceTableItem.findFirst({ where: { id, priceTableId }, select: { id: true } })
      : null;
    if (existing) await tx.priceTableItem.update({ where: { id: existing.id }, data: { ...item, position } });
    else await tx.priceTableItem.create({ data: { ...item, position, studioId, priceTableId } });
  }
}

/** The settings form as sent: lines and people keep their ids; a saved table may be copied instead of lines. */
export interface GallerySettingsRequest extends GallerySettingsInput {
  printedItems?: (PriceItemInput & { id?: string | null })[] | null;
  authorizedPeople?: { id?: string | null; name?: string | null; password?: string | null }[] | null;
  /** Use the lines of this saved table (tabelaTamanhoPreco copied). */
  copyPrintedItemsFrom?: string | null;
  /** Also keep the printed table under this name for future use. */
  saveTableAs?: string | null;
}

/** The printed lines a request sets: its own, or those of the saved table it copies. */
async function requestedItems(
  db: DbClient,
  studioId: string,
  request: GallerySettingsRequest,
): Promise<(PriceItemInput & { id: string | null })[]> {
  if (!request.copyPrintedItemsFrom) {
    return (request.printedItems ?? []).map(({ id, ...item }) => ({ ...item, id: id ?? null }));
  }
  const saved = await db.priceTable.findFirst({
    where: { id: uuidOrNil(request.copyPrintedItemsFrom), studioId, saved: true },
    include: { items: { where: { format: 'PRINTED' }, orderBy: { position: 'asc' } } },
  });
  if (!saved) throw new NotFoundError('Tabela de preços não encontrada');
  return saved.items.map(priceItemInputOf).map((item) => ({ ...item, id: null }));
}

/** The ids of lines and people go to the database as they are: one that is not a UUID is refused, not looked up. */
function assertSettingsIds(request: GallerySettingsRequest): void {
  if (request.copyPrintedItemsFrom && !isUuid(request.copyPrintedItemsFrom))
    throw new GallerySettingsError('Tabela de preços a copiar: identificador inválido');
  for (const [index, item] of (request.printedItems ?? []).entries()) {
    if (item.id && !isUuid(item.id))
      throw new GallerySettingsError(`Linha ${index + 1} da tabela de preços: identificador inválido`);
  }
  for (const [index, person] of (request.authorizedPeople ?? []).entries()) {
    if (person.id && !isUuid(person.id))
      throw new GallerySettingsError(`Pessoa autorizada ${index + 1}: identificador inválido`);
  }
}

/** Checks and writes an event's gallery settings (see domain/gallery-settings.ts) in one transaction. */
export async function updateGallerySettings(
  context: Pick<RequestContext, 'db' | 'studio'>,
  eventId: string,
  request: GallerySettingsRequest,
): Promise<Event> {
  const { db } = context;
  const studio = requireStudio(context);
  assertSettingsIds(request);
  const items = await requestedItems(db, studio.id, request);
  const settings = planGallerySettings(
    { ...request, printedItems: items },
    {
      hasAddress: isCompleteAddress(
        addressOf(await db.studio.findUniqueOrThrow({ where: { id: studio.id } })),
      ),
    },
  );
  const saveTableAs = request.saveTableAs?.trim() || null;
  const authorizedPersonIds = (request.authorizedPeople ?? []).map((person) => person.id ?? null);
  const printedItemIds = items.map((item) => item.id);
  const studioId = studio.id;
  return db.$transaction(async (tx) => {
    const event = await tx.event.findFirst({ where: { id: eventId, studioId } });
    if (!event) throw new NotFoundError('Evento não encontrado');
    const updated = await tx.event.update({
      where: { id: event.id },
      data: {
        deliveryFormat: settings.deliveryFormat,
        mode: settings.mode,
        packagePhotoCount: settings.packagePhotoCount,
        accessKey: settings.accessKey,
        ...(settings.accessKey !== event.accessKey && { accessKeyVersion: { increment: 1 } }),
        digitalPriceCents: settings.digitalPriceCents,
        digitalDelivery: settings.digitalDelivery,
        pickupEnabled: settings.pickupEnabled,
        shippingEnabled: settings.shippingEnabled,
        shippingPayer: settings.shippingPayer,
      },
    });

    const keepPeople = authorizedPersonIds.filter((id): id is string => Boolean(id));
    await tx.authorizedPerson.deleteMany({ where: { eventId, id: { notIn: keepPeople } } });
    for (const [index, person] of settings.authorizedPeople.entries()) {
      const id = authorizedPersonIds[index];
      const existing = id
        ? await tx.authorizedPerson.findFirst({ where: { id, eventId }, select: { id: true } })
        : null;
      if (existing) await tx.authorizedPerson.update({ where: { id: existing.id }, data: person });
      else await tx.authorizedPerson.create({ data: { ...person, studioId, eventId } });
    }

    if (settings.printedItems.length) {
      const table = await tx.priceTable.upsert({
        where: { eventId },
        create: { studioId, eventId, name: saveTableAs ?? '' },
        update: saveTableAs ? { name: saveTableAs } : {},
      });
      const lines = settings.printedItems.map((item, index) => ({
        ...item,
        id: printedItemIds[index] ?? null,
      }));
      await replaceItems(tx, studioId, table.id, lines);
      if (saveTableAs) {
        const saved =
          (await tx.priceTable.findFirst({ where: { studioId, saved: true, name: saveTableAs } })) ??
          (await tx.priceTable.create({ data: { studioId, saved: true, name: saveTableAs } }));
        await replaceItems(tx, studioId, saved.id, settings.printedItems);
      }
    }
    await emitEventEvent(tx, 'event.updated', updated.id);
    return updated;
  });
}

/**
 * Sets or clears (blank) the gallery key. A prepaid package's gallery is opened by its people's passwords, never
 * by a key; a new key ends the private sessions opened with the old one.
 */
export async function setAccessKey(
  context: Pick<RequestContext, 'db' | 'studio'>,
  eventId: string,
  key: string | null | undefined,
) {
  const studioId = requireStudio(context).id;
  const accessKey = key?.trim() || null;
  return context.db.$transaction(async (tx) => {
    const event = await tx.event.findFirst({ where: { id: eventId, studioId } });
    if (!event) throw new NotFoundError('Evento não encontrado');
    if (accessKey && event.mode === 'PREPAID_PACKAGE') {
      throw new GallerySettingsError(
        'A galeria do pacote pré-pago é protegida pelas senhas das pessoas autorizadas.',
      );
    }
    if (event.accessKey === accessKey) return event;
    const updated = await tx.event.update({
      where: { id: event.id },
      data: { accessKey, accessKeyVersion: { increment: 1 } },
    });
    await emitEventEvent(tx, 'event.updated', updated.id);
    return updated;
  });
}

/** Opens the event to customers (listed on the storefront, gallery open) or turns it back into a draft. */
export async function setPublished(
  context: Pick<RequestContext, 'db' | 'studio'>,
  eventId: string,
  published: boolean,
) {
  await updateEvent(context, eventId, { published }, async (tx) => {
    // A draft's search is closed: the faces kept by its photo alerts are deleted.
    if (!published)
      await tx.photoAlert.updateMany({ where: { eventId }, data: { embedding: null, scale: null } });
  });
}

/** The day the event took place ('aaaa-mm-dd'); blank clears it (the creation day is shown again). */
export async function setEventDate(
  context: Pick<RequestContext, 'db' | 'studio'>,
  eventId: string,
  day: string | null | undefined,
) {
  await updateEvent(context, eventId, { eventDate: storedEventDate(day) });
}
