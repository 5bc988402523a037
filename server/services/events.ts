// Events: creation (the address comes from the name), deletion with all its files, and the gallery settings.
import type { Db } from '../database/database.ts';
import { NotFoundError } from '../domain/errors.ts';
import type { GallerySettings } from '../domain/gallery-settings.ts';
import type { PriceItem } from '../domain/price-items.ts';
import { availableSlug, slugify } from '../domain/slug.ts';
import { type Event, type EventDeliveryFormat, Prisma } from '../generated/prisma/client.ts';
import type { MediaDependencies } from './media/photos.ts';
import { commitFileChange } from './storage/file-changes.ts';

export interface NewEvent {
  studioId: string;
  name: string;
  deliveryFormat: EventDeliveryFormat;
}

export async function createEvent(db: Db, input: NewEvent): Promise<Event> {
  const base = slugify(input.name) || 'evento';
  for (let attempt = 0; ; attempt++) {
    const taken = await db.event.findMany({
      where: { studioId: input.studioId, slug: { startsWith: base } },
      select: { slug: true },
    });
    const slug = availableSlug(input.name, new Set(taken.map((event) => event.slug)));
    try {
      return await db.event.create({
        data: {
          studioId: input.studioId,
          name: input.name.trim(),
          slug,
          deliveryFormat: input.deliveryFormat,
        },
      });
    } catch (error) {
      // Another request took the same address meanwhile: look again.
      const conflict = error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
      if (!conflict || attempt >= 5) throw error;
    }
  }
}

/** Deletes an event with its photos, cover and files; orders keep their own copy of what was sold. */
export function deleteEvent(
  { db, storage }: MediaDependencies,
  input: { studioId: string; eventId: string },
) {
  return commitFileChange(db, storage, {
    commit: async (tx) => {
      const event = await tx.event.findFirst({
        where: { id: input.eventId, studioId: input.studioId },
        select: {
          id: true,
          name: true,
          slug: true,
          cover: { select: { id: true, storageKey: true } },
          photos: { select: { files: { select: { storageKey: true, variant: true, bytes: true } } } },
        },
      });
      if (!event) throw new NotFoundError('Evento não encontrado');
      const files = event.photos.flatMap((photo) => photo.files);
      const originalBytes = files
        .filter((file) => file.variant === 'ORIGINAL')
        .reduce((sum, file) => sum + file.bytes, 0);
      await tx.event.delete({ where: { id: event.id } });
      if (event.cover) await tx.asset.delete({ where: { id: event.cover.id } });
      await tx.studio.update({
        where: { id: input.studioId },
        data: { highResStorageUsedBytes: { decrement: originalBytes } },
      });
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

export interface SettingsIds {
  /** Ids of existing authorised people and printed lines, matching settings.authorizedPeople / printedItems. */
  authorizedPersonIds: (string | null)[];
  printedItemIds: (string | null)[];
  /** Also keep the printed table under this name for future use. */
  saveTableAs: string | null;
}

/** Writes checked settings (see domain/gallery-settings.ts) to an event in one transaction. */
export async function applyGallerySettings(
  db: Db,
  input: { studioId: string; eventId: string; settings: GallerySettings } & SettingsIds,
): Promise<Event> {
  const { studioId, eventId, settings } = input;
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

    const keepPeople = input.authorizedPersonIds.filter((id): id is string => Boolean(id));
    await tx.authorizedPerson.deleteMany({ where: { eventId, id: { notIn: keepPeople } } });
    for (const [index, person] of settings.authorizedPeople.entries()) {
      const id = input.authorizedPersonIds[index];
      const existing = id
        ? await tx.authorizedPerson.findFirst({ where: { id, eventId }, select: { id: true } })
        : null;
      if (existing) await tx.authorizedPerson.update({ where: { id: existing.id }, data: person });
      else await tx.authorizedPerson.create({ data: { ...person, studioId, eventId } });
    }

    if (settings.printedItems.length) {
      const table = await tx.priceTable.upsert({
        where: { eventId },
        create: { studioId, eventId, name: input.saveTableAs ?? '' },
        update: input.saveTableAs ? { name: input.saveTableAs } : {},
      });
      const items = settings.printedItems.map((item, index) => ({
        ...item,
        id: input.printedItemIds[index] ?? null,
      }));
      await replaceItems(tx, studioId, table.id, items);
      if (input.saveTableAs) {
        const saved =
          (await tx.priceTable.findFirst({ where: { studioId, saved: true, name: input.saveTableAs } })) ??
          (await tx.priceTable.create({ data: { studioId, saved: true, name: input.saveTableAs } }));
        await replaceItems(tx, studioId, saved.id, settings.printedItems);
      }
    }
    return updated;
  });
}

export async function setAccessKey(
  db: Db,
  input: { studioId: string; eventId: string; accessKey: string | null },
) {
  return db.$transaction(async (tx) => {
    const event = await tx.event.findFirst({ where: { id: input.eventId, studioId: input.studioId } });
    if (!event) throw new NotFoundError('Evento não encontrado');
    if (event.accessKey === input.accessKey) return event;
    // A new key ends the private sessions opened with the old one.
    return tx.event.update({
      where: { id: event.id },
      data: { accessKey: input.accessKey, accessKeyVersion: { increment: 1 } },
    });
  });
}
