// Factories for the rows tests need, going through the same services the product uses.

import type { Db } from '../database/database.ts';
import type {
  AssetKind,
  Event,
  EventDeliveryFormat,
  Order,
  Photo,
  Prisma,
  Studio,
} from '../generated/prisma/client.ts';
import { hashPassword } from '../services/auth/passwords.ts';
import { createEvent } from '../services/events/event-changes.ts';
import { renderApertureMarkPng, renderLandscapeJpeg } from '../services/images/generated-pictures.ts';
import { addPhoto } from '../services/media/photo-ingest.ts';
import { renderPhoto } from '../services/media/photo-render.ts';
import { createStorefrontImage } from '../services/media/storefront-images.ts';
import type { Services } from '../services/services.ts';
import { planIdByCode } from '../services/studios/plans.ts';

let sequence = 0;
const next = () => ++sequence;

export interface Factories {
  studio(
    overrides?: Partial<
      Pick<
        Studio,
        | 'name'
        | 'slug'
        | 'domain'
        | 'domainStatus'
        | 'aboutText'
        | 'aboutWhatsApp'
        | 'footerEmail'
        | 'footerPhone'
      >
    > & { adminEmail?: string; adminPassword?: string },
  ): Promise<Studio>;
  event(
    studio: Studio,
    overrides?: {
      name?: string;
      deliveryFormat?: EventDeliveryFormat;
      cover?: boolean;
      published?: boolean;
    },
  ): Promise<Event>;
  photo(
    studio: Studio,
    event: Event,
    options?: { width?: number; height?: number; originalName?: string },
  ): Promise<Photo>;
  image(
    studio: Studio,
    kind: AssetKind,
    options?: { eventSlug?: string },
  ): Promise<{ id: string; storageKey: string }>;
  /**
   * A paid order of `photo`, as a checkout leaves it: one digital and one printed line, downloads waiting for
   * release and prints in preparation for delivery by post (all adjustable).
   */
  order(
    studio: Studio,
    event: Event,
    photo: Photo,
    overrides?: Partial<Prisma.OrderUncheckedCreateInput>,
  ): Promise<Order>;
}

export function factories(db: Db, services: Services): Factories {
  /** The product's services acting for `studio`, as its admin's requests do. */
  const as = (studio: Studio) => ({ db, services, studio });
  const image: Factories['image'] = async (studio, kind, options = {}) => {
    const bytes =
      kind === 'STUDIO_LOGO' || kind === 'FOOTER_LOGO' || kind === 'WATERMARK'
        ? await renderApertureMarkPng(200)
        : await renderLandscapeJpeg(480, 320, next());
    return createStorefrontImage(as(studio), { kind, bytes, eventSlug: options.eventSlug });
  };
  return {
    async studio(overrides = {}) {
      const n = next();
      const { adminEmail, adminPassword, ...fields } = overrides;
      return db.studio.create({
        data: {
          name: `Estúdio ${n}`,
          slug: `estudio-${n}`,
          // A paid plan with every feature and no trial, so tests of the features need no set-up; the refusals
          // of a smaller plan are tested on 'gratuito'.
          planId: await planIdByCode(db, 'profissional'),
          // A studio given its own domain serves there unless the test says the domain is still pending.
          ...(fields.domain && { domainStatus: 'ACTIVE' as const }),
          ...fields,
          ...(adminEmail && {
            adminUsers: {
              create: {
                email: adminEmail,
                passwordHash: await hashPassword(adminPassword ?? 'senha-secreta'),
              },
            },
          }),
        },
      });
    },
    async event(studio, overrides = {}) {
      // Published unless a test asks for a draft, as most tests want.
      const event = await createEvent(as(studio), {
        name: overrides.name ?? `Evento ${next()}`,
        deliveryFormat: overrides.deliveryFormat ?? 'DIGITAL',
        published: overrides.published ?? true,
      });
      if (!overrides.cover) return event;
      const cover = await image(studio, 'EVENT_COVER', { eventSlug: event.slug });
      return db.event.update({ where: { id: event.id }, data: { coverId: cover.id } });
    },
    async photo(studio, event, options = {}) {
      const bytes = await renderLandscapeJpeg(options.width ?? 480, options.height ?? 320, next());
      const photo = await addPhoto(as(studio), {
        event,
        content: bytes,
        originalName: options.originalName ?? `IMG_${next()}.jpg`,
      });
      // Ready at once, as most tests want; the render job queued with it then finds nothing to do.
      await renderPhoto(as(studio), photo.id);
      return db.photo.findUniqueOrThrow({ where: { id: photo.id } });
    },
    image,
    async order(studio, event, photo, overrides = {}) {
      const original = await db.photoFile.findFirst({ where: { photoId: photo.id, variant: 'ORIGINAL' } });
      const line = {
        studioId: studio.id,
        photoId: photo.id,
        originalFileId: original?.id ?? null,
        photoName: photo.name,
        photoOriginalName: photo.originalName,
        photoWidth: photo.width,
        photoHeight: photo.height,
        quantity: 1,
      };
      return db.order.create({
        data: {
          studioId: studio.id,
          number: next(),
          eventId: event.id,
          eventName: event.name,
          eventSlug: event.slug,
          mode: 'NORMAL',
          storefrontUrl: `http://${studio.slug}.localhost`,
          status: 'PREPARING_DELIVERY',
          paymentStatus: 'APPROVED',
          paidAt: new Date(),
          subtotalCents: 2000,
          totalCents: 2000,
          deliveryPreference: 'DELIVERY',
          shippingServiceName: 'PAC',
          shippingPayer: 'STUDIO',
          digitalDelivery: 'SEMI_AUTOMATIC',
          digitalDeliveryStatus: 'AWAITING_RELEASE',
          physicalDeliveryStatus: 'PREPARATION',
          customerFirstName: 'Cliente',
          customerLastName: 'Teste',
          customerEmail: 'cliente@exemplo.com',
          customerWhatsApp: '5511987654321',
          customerCpf: '12345678909',
          addressCep: '20040-020',
          addressCity: 'Rio de Janeiro',
          addressState: 'RJ',
          addressStreet: 'Praça Floriano',
          addressNumber: '7',
          addressNeighborhood: 'Centro',
          addressRecipient: 'Cliente Teste',
          ...overrides,
          items: {
            create: [
              {
                ...line,
                format: 'DIGITAL',
                optionId: '1',
                optionWidth: photo.width,
                optionHeight: photo.height,
                optionUnit: 'PX',
                unitPriceCents: 500,
                lineTotalCents: 500,
                position: 0,
              },
              {
                ...line,
                format: 'PRINTED',
                optionId: 'impressa',
                optionWidth: 10,
                optionHeight: 15,
                optionUnit: 'CM',
                weightGrams: 10,
                unitPriceCents: 1500,
                lineTotalCents: 1500,
                position: 1,
              },
            ],
          },
        },
      });
    },
  };
}
