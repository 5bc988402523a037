// Rows the benchmarks start from, made in the server process through the product's own services where they exist.
import { newFileToken, storageKeys } from '../../server/domain/storage-keys.ts';
import type { Event, Studio } from '../../server/generated/prisma/client.ts';
import { hashPassword } from '../../server/services/auth/passwords.ts';
import type { BenchApp } from './bench-app.ts';
import { benchStudioSlug } from './bench-app.ts';

export const benchAdmin = { email: 'dono@bench.test', password: 'senha-do-bench' };

/** The studio served on 127.0.0.1, on the large plan (uploads never hit the storage limit), with its admin. */
export async function createBenchStudio(app: BenchApp): Promise<Studio> {
  const plan = await app.db.plan.findUniqueOrThrow({ where: { code: 'profissional' } });
  return app.db.studio.create({
    data: {
      name: 'Estúdio Bench',
      slug: benchStudioSlug,
      planId: plan.id,
      mercadoPagoPublicKey: 'TEST-bench-public-key',
      // A storefront opens once its owner's e-mail is confirmed (sign-up); the bench's is.
      emailVerifiedAt: new Date(),
      adminUsers: {
        create: { email: benchAdmin.email, passwordHash: await hashPassword(benchAdmin.password) },
      },
    },
  });
}

/**
 * `count` photos as uploads leave them (a photo row with its original, preview and thumbnail files), written
 * straight to the database: read paths and carts never open the files. Returns their names in upload order.
 */
export async function createPhotoRows(app: BenchApp, studio: Studio, event: Event, count: number) {
  const { db } = app;
  const tokens = Array.from({ length: count }, () => newFileToken());
  for (let start = 0; start < tokens.length; start += 1000) {
    await db.photo.createMany({
      data: tokens.slice(start, start + 1000).map((token, index) => ({
        studioId: studio.id,
        eventId: event.id,
        name: `${token}.webp`,
        originalName: `DSC_${String(start + index + 1).padStart(5, '0')}.jpg`,
        width: 6000,
        height: 4000,
      })),
    });
  }
  const photos = await db.photo.findMany({
    where: { eventId: event.id },
    orderBy: { id: 'asc' },
    select: { id: true, name: true },
  });
  const file = (variant: 'ORIGINAL' | 'PREVIEW' | 'THUMBNAIL', storageKey: string, size: number[]) => ({
    variant,
    storageKey,
    mimeType: variant === 'ORIGINAL' ? 'image/jpeg' : 'image/webp',
    width: size[0]!,
    height: size[1]!,
    bytes: size[2]!,
  });
  for (let start = 0; start < photos.length; start += 500) {
    await db.photoFile.createMany({
      data: photos.slice(start, start + 500).flatMap((photo) => {
        const token = photo.name.replace(/\.webp$/, '');
        return [
          file('ORIGINAL', storageKeys.photoOriginal(studio.id, event.id, token), [6000, 4000, 5_600_000]),
          file('PREVIEW', storageKeys.photoPreview(studio.slug, event.slug, token), [1600, 1067, 180_000]),
          file('THUMBNAIL', storageKeys.photoThumbnail(studio.slug, event.slug, token), [480, 320, 24_000]),
        ].map((row) => ({ ...row, studioId: studio.id, photoId: photo.id }));
      }),
    });
  }
  return photos.map((photo) => photo.name);
}
