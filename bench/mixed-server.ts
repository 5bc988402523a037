// bench:mixed, server side: the gallery benchmark's event of 5,000 photos, with real preview files for the photos
// customers open (the first pages; the rows of the others point at files that were never rendered).
import { storageKeys } from '../server/domain/storage-keys.ts';
import { renderLandscapeJpeg } from '../server/services/images/generated-pictures.ts';
import { type GallerySetup, setup as gallerySetup } from './gallery-server.ts';
import type { BenchApp } from './lib/bench-app.ts';
import { benchStudioSlug } from './lib/bench-app.ts';

export interface MixedSetup extends GallerySetup {
  /** Photos whose preview exists (customers open these). */
  openable: string[];
}

export async function setup(app: BenchApp, args: { photos: number; openable: number }): Promise<MixedSetup> {
  const gallery = await gallerySetup(app, args);
  const openable = gallery.photoNames.slice(0, args.openable);
  const preview = await renderLandscapeJpeg(1600, 1067, 3, 80);
  const thumbnail = await renderLandscapeJpeg(480, 320, 3, 80);
  for (const name of openable) {
    const token = name.replace(/\.webp$/, '');
    await app.services.storage.put(
      storageKeys.photoPreview(benchStudioSlug, gallery.eventSlug, token),
      preview,
    );
    await app.services.storage.put(
      storageKeys.photoThumbnail(benchStudioSlug, gallery.eventSlug, token),
      thumbnail,
    );
  }
  return { ...gallery, openable };
}
