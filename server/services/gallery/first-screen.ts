// What the server puts in a public gallery's page before the app arrives: the studio's name and logo, the event's
// header (cover, name, date, photo count, lowest price) and its first photos' grid files. Only for galleries anyone
// may open without a key or a list of people: for the others this reads nothing and the page stays an empty shell.
import { shownEventDay } from '../../domain/event-setup.ts';
import { galleryKind } from '../../domain/gallery-access.ts';
import { startingPriceCents } from '../../domain/starting-price.ts';
import type { Studio } from '../../generated/prisma/client.ts';
import { eventSale } from '../cart/cart-view.ts';
import { keepsPhotoShape } from '../images/pipelines.ts';
import { galleryPhotoOrder } from '../media/photo-queries.ts';
import type { DbClient } from '../request-context.ts';

export interface StoredImage {
  storageKey: string;
  width: number;
  height: number;
}

export interface FirstScreenPhoto {
  width: number;
  height: number;
  /** The grid's files, as Photo.tile and Photo.thumbnail hand them out (null while not rendered for the watermark). */
  tile: StoredImage | null;
  thumbnail: StoredImage | null;
}

export interface GalleryFirstScreen {
  studio: { name: string; accentColor: string | null; logo: StoredImage | null };
  event: {
    name: string;
    /** The day shown: the owner's event date, else the day the event was created. */
    day: string;
    photoCount: number;
    startingPriceCents: number | null;
    cover: StoredImage | null;
  };
  photos: FirstScreenPhoto[];
}

const imageSelect = { storageKey: true, width: true, height: true } as const;

/** The first screen of the studio's gallery at `slug`, or null when there is none or it is not public. */
export async function galleryFirstScreen(
  db: DbClient,
  studio: Pick<Studio, 'id' | 'name' | 'accentColor' | 'logoId' | 'watermarkRevision'>,
  slug: string,
  photoCount: number,
): Promise<GalleryFirstScreen | null> {
  const event = await db.event.findFirst({
    // Drafts are not open to customers, nor expired or archived galleries ('Galeria encerrada'): nothing of them in the page.
    where: {
      studioId: studio.id,
      slug,
      published: true,
      archiveStatus: null,
      OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }],
    },
    select: {
      id: true,
      name: true,
      createdAt: true,
      eventDate: true,
      accessKey: true,
      mode: true,
      deliveryFormat: true,
      digitalPriceCents: true,
      packagePhotoCount: true,
      readyPhotoCount: true,
      cover: { select: imageSelect },
      priceTable: {
        include: { items: { where: { format: 'PRINTED' }, orderBy: { position: 'asc' } } },
      },
    },
  });
  if (!event || galleryKind(event) !== 'PUBLIC') return null;
  const where = { eventId: event.id, status: 'READY' as const };
  const [photos, logo] = await Promise.all([
    db.photo.findMany({
      where,
      orderBy: galleryPhotoOrder,
      take: photoCount,
      select: {
        width: true,
        height: true,
        watermarkRevision: true,
        files: {
          where: { variant: { in: ['TILE', 'THUMBNAIL'] } },
          select: { variant: true, ...imageSelect },
        },
      },
    }),
    studio.logoId ? db.asset.findUnique({ where: { id: studio.logoId }, select: imageSelect }) : null,
  ]);
  return {
    studio: { name: studio.name, accentColor: studio.accentColor, logo },
    event: {
      name: event.name,
      day: shownEventDay(event),
      photoCount: event.readyPhotoCount,
      startingPriceCents: startingPriceCents(eventSale(event)),
      cover: event.cover,
    },
    photos: photos.map((photo) => {
      // The same rule as Photo.tile and Photo.thumbnail: nothing until rendered with the current watermark.
      const current = photo.watermarkRevision === studio.watermarkRevision;
      const file = (variant: 'TILE' | 'THUMBNAIL') => {
        const found = current ? photo.files.find((candidate) => candidate.variant === variant) : undefined;
        if (!found || (variant === 'TILE' && !keepsPhotoShape(found, photo))) return null;
        return { storageKey: found.storageKey, width: found.width, height: found.height };
      };
      return { width: photo.width, height: photo.height, tile: file('TILE'), thumbnail: file('THUMBNAIL') };
    }),
  };
}
