// Events (jobs) as the storefront shows them.
import { builder } from '../../builder.ts';
import { ImageRef, imageSelect } from '../image/types.ts';
import { inStudio } from '../node/tenant-where.ts';

export const EventRef = builder.prismaNode('Event', {
  id: { field: 'id' },
  findUnique: inStudio,
  nullable: true,
  fields: (t) => ({
    name: t.exposeString('name'),
    slug: t.exposeString('slug', { description: 'urlEvento: the gallery is at /{slug}.' }),
    cover: t.field({
      type: ImageRef,
      nullable: true,
      select: { cover: { select: imageSelect } },
      resolve: (event) => event.cover,
    }),
  }),
});
