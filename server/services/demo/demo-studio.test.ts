import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedKeys } from '../../test/stored-keys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { createDemoStudio, demoStudio } from './demo-studio.ts';

describe('the demo studio (npm run seed)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is created again from scratch, replacing the previous one and its files', async () => {
    await createDemoStudio(t.db, t.services);
    const firstId = (await t.db.studio.findUniqueOrThrow({ where: { slug: 'demo' } })).id;
    // The first studio's background renders are done: none writes into its folders while they are removed.
    await t.settle();
    await createDemoStudio(t.db, t.services);

    const studio = await t.db.studio.findUniqueOrThrow({
      where: { slug: 'demo' },
      include: {
        adminUsers: true,
        banners: true,
        events: {
          include: { _count: { select: { photos: true } }, priceTable: { include: { items: true } } },
        },
        priceTables: { where: { saved: true }, include: { items: true } },
      },
    });
    expect(studio.id).not.toBe(firstId);
    expect(await t.db.studio.count()).toBe(1);
    expect(studio.banners).toHaveLength(2);
    expect(studio.logoId && studio.aboutImageId && studio.footerLogoId && studio.watermarkId).toBeTruthy();
    expect(studio.events.map((event) => [event.slug, event._count.photos])).toEqual(
      expect.arrayContaining([
        ['casamento-ana-e-pedro', 12],
        ['formatura-medicina-2026', 8],
      ]),
    );
    expect(studio.events.every((event) => event.coverId)).toBe(true);
    expect(studio.priceTables[0]!.items.map((item) => item.priceCents)).toEqual([1500, 2500, 4500]);
    const wedding = studio.events.find((event) => event.slug === 'casamento-ana-e-pedro')!;
    expect(wedding.priceTable!.items).toHaveLength(3);

    const [admin] = studio.adminUsers;
    expect(admin!.email).toBe(demoStudio.adminEmail);
    expect(await verifyPassword(admin!.passwordHash, demoStudio.adminPassword)).toBe(true);

    const originals = await t.db.photoFile.aggregate({
      where: { studioId: studio.id, variant: 'ORIGINAL' },
      _sum: { bytes: true },
    });
    expect(studio.highResStorageUsedBytes).toBe(BigInt(originals._sum.bytes!));

    // Only the second studio's files remain stored: 4 per photo (original, preview, thumbnail, tile) and 8
    // storefront images.
    expect(await storedKeys(t.services.storage)).toHaveLength(20 * 4 + 4 + 2 + 2);
  }, 120_000);
});
