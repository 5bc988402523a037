// Search by race number ('Buscar pelo número'): the studio's switch and progress per event, and the customer's
// search in the gallery. The search reads PhotoBibNumber, which no read version follows: it is never cached
// (server/cache/cacheable-documents.ts lists Event.bibSearch only, a column of the event's own row).
import { builder } from '../../builder.ts';
import {
  InvalidRaceNumberError,
  NumberSearchUnavailableError,
  searchPhotosByNumber,
} from '../../services/find/bib-index.ts';
import { searchProgress, setEventSearch } from '../../services/find/search-scans.ts';
import { commonErrors, ErrorInterface } from '../errors/types.ts';
import { EventRef } from '../event/types.ts';
import { EventSelector, findEvent } from '../selectors.ts';

builder.objectType(InvalidRaceNumberError, {
  name: 'InvalidRaceNumberError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof InvalidRaceNumberError,
});

builder.objectType(NumberSearchUnavailableError, {
  name: 'NumberSearchUnavailableError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof NumberSearchUnavailableError,
});

export const SearchProgressRef = builder
  .objectRef<{ indexed: number; total: number }>('SearchProgress')
  .implement({
    description: "How many of the event's ready photos have been read for a kind of search.",
    fields: (t) => ({
      indexed: t.exposeInt('indexed'),
      total: t.exposeInt('total'),
    }),
  });

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
  bibSearch: t.exposeBoolean('bibSearch', {
    description: "The gallery offers 'Buscar pelo número' (race numbers recognised in the photos).",
  }),
  bibSearchProgress: t.field({
    type: SearchProgressRef,
    authScopes: { isStudioAdmin: true },
    description: 'Photos read for the number search so far (while it is on).',
    resolve: (event, _args, context) => searchProgress(context.db, event.id, 'BIB'),
  }),
  searchPhotosByNumber: t.field({
    type: PhotoNumberSearchRef,
    description:
      "'Buscar pelo número': the ready photos where this race number was recognised, best first (at most 200). " +
      'Digits only, 1 to 6 (spaces, dots and dashes are ignored).',
    authScopes: (event) => ({ $any: { isStudioAdmin: true, hasGallerySession: event.id } }),
    errors: { types: [InvalidRaceNumberError, NumberSearchUnavailableError] },
    args: { number: t.arg.string({ required: true }) },
    select: { bibSearch: true },
    resolve: (event, { number }, context) => searchPhotosByNumber(context.db, event, number),
  }),
}));

const SetEventBibSearchInput = builder.inputType('SetEventBibSearchInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    enabled: t.boolean({ required: true }),
  }),
});

builder.mutationField('setEventBibSearch', (t) =>
  t.field({
    type: builder.objectRef<{ message: string; eventId: string }>('SetEventBibSearchPayload').implement({
      fields: (p) => ({
        message: p.exposeString('message'),
        event: p.prismaField({
          type: 'Event',
          resolve: (query, payload, _args, context) =>
            context.db.event.findUniqueOrThrow({ ...query, where: { id: payload.eventId } }),
        }),
      }),
    }),
    description:
      'Turns the search by race number on (every ready photo is read in the background) or off (the numbers ' +
      'recognised in the event are deleted).',
    authScopes: { isStudioAdmin: true },
    errors: { types: commonErrors },
    args: { input: t.arg({ type: SetEventBibSearchInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      await setEventSearch(context, event.id, 'BIB', input.enabled);
      return {
        message: input.enabled
          ? 'Busca pelo número ativada. As fotos estão sendo lidas.'
          : 'Busca pelo número desativada. Os números reconhecidos foram apagados.',
        eventId: event.id,
      };
    },
  }),
);
