// The demo studio: created on the first start with an empty database and again by `npm run seed`.

import type { Db } from '../../database/database.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createEvent } from '../events/event-changes.ts';
import { renderApertureMarkPng, renderLandscapeJpeg } from '../images/generated-pictures.ts';
import { addPhoto } from '../media/photo-ingest.ts';
import { renderPhoto } from '../media/photo-render.ts';
import { createStorefrontImage } from '../media/storefront-images.ts';
import type { Services } from '../services.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { ensurePlans, planIdByCode } from '../studios/plans.ts';

export const demoStudio = {
  slug: 'demo',
  name: 'Estúdio Aurora',
  adminEmail: 'demo@revela.local',
  adminPassword: 'revela-demo',
} as const;

const printedSizes = [
  { width: 10, height: 15, weightGrams: 10, priceCents: 1500 },
  { width: 15, height: 21, weightGrams: 15, priceCents: 2500 },
  { width: 20, height: 30, weightGrams: 25, priceCents: 4500 },
];

const events = [
  { name: 'Casamento Ana & Pedro', deliveryFormat: 'DIGITAL_AND_PRINTED' as const, photos: 12, seed: 100 },
  { name: 'Formatura Medicina 2026', deliveryFormat: 'DIGITAL' as const, photos: 8, seed: 200 },
];

async function removeDemoStudio(db: Db, storage: FileStorage): Promise<void> {
  const existing = await db.studio.findUnique({ where: { slug: demoStudio.slug }, select: { id: true } });
  if (!existing) return;
  await db.studio.delete({ where: { id: existing.id } });
  await storage.deleteFolder(`estaticos/estudios/${demoStudio.slug}`);
  await storage.deleteFolder(`originais/${existing.id}`);
}

/** Demo credentials accepted by the simulated Mercado Pago (they reach nothing real). */
export const demoPaymentCredentials = {
  publicKey: 'TEST-revela-demo-public-key',
  accessToken: 'TEST-revela-demo-access-token',
};

export async function createDemoStudio(
  db: Db,
  services: Pick<Services, 'storage' | 'secrets'>,
  options: { simulatedPayments: boolean } = { simulatedPayments: true },
): Promise<void> {
  const { storage } = services;
  await ensurePlans(db);
  await removeDemoStudio(db, storage);
  const studio = await db.studio.create({
    data: {
      name: demoStudio.name,
      slug: demoStudio.slug,
      // The demo shows every feature (race numbers, selfies, its own domain): a paid plan, not in trial.
      planId: await planIdByCode(db, 'profissional'),
      aboutText:
        'Somos um estúdio de fotografia dedicado a eternizar os seus melhores momentos: casamentos, formaturas, ' +
        'aniversários e eventos corporativos. Escolha suas fotos favoritas e receba em casa ou por download.',
      aboutWhatsApp: '(11) 98765-4321',
      footerEmail: 'contato@estudioaurora.com.br',
      footerPhone: '(11) 3456-7890',
      addressCep: '01310-100',
      addressCity: 'São Paulo',
      addressState: 'SP',
      addressStreet: 'Avenida Paulista',
      addressNumber: '1000',
      addressNeighborhood: 'Bela Vista',
      ...(options.simulatedPayments && {
        mercadoPagoPublicKey: demoPaymentCredentials.publicKey,
        mercadoPagoAccessToken: services.secrets.encrypt(demoPaymentCredentials.accessToken),
      }),
      adminUsers: {
        create: { email: demoStudio.adminEmail, passwordHash: await hashPassword(demoStudio.adminPassword) },
      },
    },
  });
  // The product's own services, acting for the new studio.
  const asStudio = { db, services, studio };
  const image = (
    kind: Parameters<typeof createStorefrontImage>[1]['kind'],
    bytes: Buffer,
    eventSlug?: string,
  ) => createStorefrontImage(asStudio, { kind, bytes, eventSlug });

  const mark = await renderApertureMarkPng(180, '#1f2937');
  const [logo, footerLogo, about, watermark] = await Promise.all([
    image('STUDIO_LOGO', mark),
    image('FOOTER_LOGO', mark),
    image('ABOUT_IMAGE', await renderLandscapeJpeg(900, 900, 7)),
    image('WATERMARK', await renderApertureMarkPng(600, '#ffffff', 0.45)),
  ]);
  await db.studio.update({
    where: { id: studio.id },
    data: { logoId: logo.id, footerLogoId: footerLogo.id, aboutImageId: about.id, watermarkId: watermark.id },
  });
  for (const [position, title] of ['Momentos que ficam para sempre', 'Suas fotos, do seu jeito'].entries()) {
    const banner = await image('BANNER', await renderLandscapeJpeg(1680, 630, 11 + position));
    await db.banner.create({ data: { studioId: studio.id, title, position, imageId: banner.id } });
  }

  const saved = await db.priceTable.create({
    data: {
      studioId: studio.id,
      name: 'Tabela padrão',
      saved: true,
      items: { create: printedSizes.map((size, position) => ({ studioId: studio.id, position, ...size })) },
    },
  });
  for (const spec of events) {
    const event = await createEvent(asStudio, {
      name: spec.name,
      deliveryFormat: spec.deliveryFormat,
      published: true,
    });
    const cover = await image('EVENT_COVER', await renderLandscapeJpeg(1200, 800, spec.seed), event.slug);
    const printed = spec.deliveryFormat !== 'DIGITAL';
    await db.event.update({
      where: { id: event.id },
      data: {
        coverId: cover.id,
        digitalPriceCents: 1250,
        pickupEnabled: printed,
        shippingEnabled: printed,
        ...(printed && {
          priceTable: {
            create: {
              studioId: studio.id,
              name: saved.name,
              items: {
                create: printedSizes.map((size, position) => ({ studioId: studio.id, position, ...size })),
              },
            },
          },
        }),
      },
    });
    for (let index = 0; index < spec.photos; index++) {
      const landscape = index % 3 !== 2;
      const bytes = await renderLandscapeJpeg(
        landscape ? 1800 : 1200,
        landscape ? 1200 : 1800,
        spec.seed + index + 1,
      );
      const photo = await addPhoto(asStudio, {
        event,
        content: bytes,
        originalName: `IMG_${String(index + 1).padStart(4, '0')}.jpg`,
      });
      // Rendered now, so the demo is whole from its first page view; the queued render then finds it current.
      await renderPhoto(asStudio, photo.id);
    }
  }
}
