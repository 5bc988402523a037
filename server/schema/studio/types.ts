// The studio's public storefront: branding, rotating banners, About, footer and recent events.
import { builder } from '../../builder.ts';
import { whatsAppLink } from '../../domain/contact.ts';
import { eventSearch, eventSearchMaxLength } from '../../domain/event-search.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { pageSizes } from '../../graphql-limits.ts';
import { ImageRef, imageSelect } from '../image/types.ts';
import { inStudio } from '../node/tenant-where.ts';

export const StudioRef = builder.prismaNode('Studio', {
  id: { field: 'id' },
  // A studio is only reachable from its own host.
  findUnique: (id, context) => ({ id: uuidOrNil(id), slug: context.studio?.slug ?? '' }),
  nullable: true,
  fields: (t) => ({
    name: t.exposeString('name'),
    suspended: t.boolean({
      description: "Suspended by the platform: the storefront shows 'Loja suspensa' and takes no orders.",
      select: { suspendedAt: true },
      resolve: (studio) => studio.suspendedAt !== null,
    }),
    slug: t.exposeString('slug', { description: 'urlEstudio: the studio address on the platform.' }),
    domain: t.exposeString('domain', { nullable: true }),
    accentColor: t.exposeString('accentColor', {
      nullable: true,
      description: "Buttons and links of the storefront and its e-mails (#rrggbb); null: the platform's.",
    }),
    logo: t.field({
      type: ImageRef,
      nullable: true,
      select: { logo: { select: imageSelect } },
      resolve: (studio) => studio.logo,
    }),
    banners: t.relation('banners', { query: { orderBy: [{ position: 'asc' }, { id: 'asc' }] } }),
    aboutText: t.exposeString('aboutText'),
    aboutWhatsApp: t.exposeString('aboutWhatsApp'),
    aboutWhatsAppUrl: t.string({
      nullable: true,
      description: 'Link of the FALE CONOSCO button (country code 55).',
      select: { aboutWhatsApp: true },
      resolve: (studio) => whatsAppLink(studio.aboutWhatsApp),
    }),
    aboutImage: t.field({
      type: ImageRef,
      nullable: true,
      select: { aboutImage: { select: imageSelect } },
      resolve: (studio) => studio.aboutImage,
    }),
    footerEmail: t.exposeString('footerEmail'),
    footerPhone: t.exposeString('footerPhone'),
    footerLogo: t.field({
      type: ImageRef,
      nullable: true,
      select: { footerLogo: { select: imageSelect } },
      resolve: (studio) => studio.footerLogo,
    }),
    recentEvents: t.relatedConnection('events', {
      description:
        "Trabalhos Recentes: the studio's published events that have a cover image, newest first; the home's " +
        "search narrows them by name and by the event's day (its date, or the day it was created when it has none).",
      cursor: 'id',
      defaultSize: pageSizes.recentEvents.default,
      maxSize: pageSizes.recentEvents.max,
      args: {
        search: t.arg.string({
          required: false,
          description: `Part of the event's name, any case (at most ${eventSearchMaxLength} characters are used).`,
        }),
        date: t.arg.string({
          required: false,
          description:
            "A day, aaaa-mm-dd: events of that date, or created on it (the studio's time) when they have no date. " +
            'Not a date: any day.',
        }),
      },
      query: (args) => {
        const { name, day } = eventSearch(args.search, args.date);
        return {
          where: {
            coverId: { not: null },
            published: true,
            ...(name && { name: { contains: name, mode: 'insensitive' as const } }),
            ...(day && {
              OR: [
                { eventDate: day.date },
                { eventDate: null, createdAt: { gte: day.from, lt: day.before } },
              ],
            }),
          },
          orderBy: { id: 'desc' as const },
        };
      },
    }),
  }),
});

export const BannerRef = builder.prismaNode('Banner', {
  id: { field: 'id' },
  findUnique: inStudio,
  nullable: true,
  fields: (t) => ({
    title: t.exposeString('title'),
    position: t.exposeInt('position'),
    image: t.field({
      type: ImageRef,
      select: { image: { select: imageSelect } },
      resolve: (banner) => banner.image,
    }),
  }),
});
