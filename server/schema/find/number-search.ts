// Search by race number ('Buscar pelo número'): the studio's switch and progress per event, and the customer's
// search in the gallery. The search reads PhotoBibNumber, which no read version follows: it is never cached
// (server/cache/cacheable-documents.ts lists Event.bibSearch only, a column of the event's own row).

import { builder } from '../../builder.ts';
import { InvalidRaceNumberError, NumberSearchUnavailableError } from '../../domain/race-numbers.ts';
import { byRoleOrGallerySession } from '../../role-gate.ts';
import { searchPhotosByNumber } from '../../services/find/bib-index.ts';
import { EventRef } from '../event/types.ts';
import { searchSwitch } from './search-switch.ts';

const PhotoNumberSearchRef = builder
  .objectRef<{ number: string; photoIds: string[] }>('PhotoNumberSearch')
  .implement({
    description: 'The photos where the race number was recognised, best first (by the OCR’s confidence).',
    fields: (t) => ({
      number: t.exposeString('number', { description: 'The number searched, digits only.' }),
      photos: t.prismaField({
        type: ['Photo'],
        resolve: async (query, search, _args, context) => {
          const photos = await context.db.photo.findMany({
            ...query,
            where: { id: { in: search.photoIds } },
          });
          const order = new Map(search.photoIds.map((id, index) => [id, index]));
          return photos.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
        },
      }),
    }),
  });

builder.prismaObjectFields(EventRef, (t) => ({
  searchPhotosByNumber: t.field({
    type: PhotoNumberSearchRef,
    description:
      "'Buscar pelo número': the ready photos where this race number was recognised, best first (at most 200). " +
      'Digits only, 1 to 6 (spaces, dots and dashes are ignored).',
    authScopes: byRoleOrGallerySession,
    errors: { types: [InvalidRaceNumberError, NumberSearchUnavailableError] },
    args: { number: t.arg.string({ required: true }) },
    select: { bibSearch: true, studio: { select: { plan: { select: { raceNumbers: true } } } } },
    resolve: (event, { number }, context) =>
      searchPhotosByNumber(
        context.db,
        // Offered only while the studio's plan includes race numbers.
        { id: event.id, bibSearch: event.bibSearch && event.studio.plan.raceNumbers },
        number,
      ),
  }),
}));

searchSwitch({
  field: 'bibSearch',
  kind: 'BIB',
  descriptions: {
    field: "The gallery offers 'Buscar pelo número' (race numbers recognised in the photos).",
    progress: 'Photos read for the number search so far (while it is on).',
    backlog: 'Photos still waiting for their numbers to be read, and the time left at the recent pace.',
    mutation:
      'Turns the search by race number on (every ready photo is read in the background) or off (the numbers ' +
      'recognised in the event are deleted).',
  },
  messages: {
    on: 'Busca pelo número ativada. As fotos estão sendo lidas.',
    off: 'Busca pelo número desativada. Os números reconhecidos foram apagados.',
  },
});
