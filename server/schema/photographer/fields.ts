// Photographers of the studio's photos: who shot a photo, who shot an event's photos (the event page's filter), the
// team to choose from, crediting chosen photos to another photographer, the commissions, and the sales report.
import { builder } from '../../builder.ts';
import { dayOf } from '../../domain/calendar.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import {
  currentMonthPeriod,
  type PhotographerSalesLine,
  ReportPeriodError,
} from '../../domain/photographer-sales.ts';
import { PhotographerChoiceError, parseCommissionPercent } from '../../domain/photographers.ts';
import { byRole } from '../../role-gate.ts';
import {
  type PhotographerSalesReport,
  photographerSalesReport,
} from '../../services/orders/photographer-sales.ts';
import { requireStudio } from '../../services/request-context.ts';
import {
  type EventPhotographer,
  eventPhotographers,
  reassignPhotos,
  setPhotographerCommission,
  studioPhotographers,
} from '../../services/team/photographers.ts';
import { commonErrors } from '../errors/types.ts';
import { EventSelector, findEvent } from '../event/selectors.ts';
import { EventRef } from '../event/types.ts';
import { studioPayload } from '../payloads.ts';
import { PhotoRef } from '../photo/types.ts';
import { PhotographerInput } from '../photographer-input.ts';
import { StudioRef } from '../studio/types.ts';
import { AdminRoleEnum } from '../team/types.ts';

const PhotoPhotographerRef = builder
  .objectRef<{ memberId: string | null; name: string }>('PhotoPhotographer')
  .implement({
    description: 'Who shot a photo: a member of the team (memberId) or a name typed at upload.',
    fields: (t) => ({
      memberId: t.exposeID('memberId', { nullable: true }),
      name: t.exposeString('name'),
    }),
  });

const EventPhotographerRef = builder.objectRef<EventPhotographer>('EventPhotographer').implement({
  description: "One of the photographers of an event's photos, with how many they shot.",
  fields: (t) => ({
    memberId: t.exposeID('memberId', { nullable: true, description: 'null: a name typed at upload.' }),
    name: t.exposeString('name'),
    photoCount: t.exposeInt('photoCount'),
  }),
});

const StudioPhotographerRef = builder
  .objectRef<Awaited<ReturnType<typeof studioPhotographers>>[number]>('StudioPhotographer')
  .implement({
    description: 'A member of the team as a photographer to credit, with their own commission.',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      role: t.expose('role', { type: AdminRoleEnum }),
      commissionBasisPoints: t.exposeInt('commissionBasisPoints', {
        nullable: true,
        description: "Their own commission in basis points (1250 = 12,5%); null: the studio's.",
      }),
    }),
  });

const PhotographerSalesLineRef = builder.objectRef<PhotographerSalesLine>('PhotographerSalesLine').implement({
  fields: (t) => ({
    memberId: t.exposeID('memberId', { nullable: true, description: 'null: a name typed at upload.' }),
    name: t.exposeString('name', { description: "'' for photos with no photographer recorded." }),
    photosSold: t.exposeInt('photosSold', { description: 'Each photo once per paid order.' }),
    amountCents: t.exposeInt('amountCents', {
      description: "Their part of the paid orders' money for photos (domain/photographer-sales.ts).",
    }),
    commissionBasisPoints: t.exposeInt('commissionBasisPoints'),
    commissionCents: t.exposeInt('commissionCents'),
  }),
});

const PhotographerSalesReportRef = builder
  .objectRef<PhotographerSalesReport>('PhotographerSalesReport')
  .implement({
    description:
      'Sales per photographer of the orders paid in the period (Brazilian days, both included); a photographer reads only their own line.',
    fields: (t) => ({
      from: t.exposeString('from'),
      to: t.exposeString('to'),
      studioCommissionBasisPoints: t.exposeInt('studioCommissionBasisPoints'),
      lines: t.field({ type: [PhotographerSalesLineRef], resolve: (report) => report.lines }),
    }),
  });

builder.prismaObjectFields(PhotoRef, (t) => ({
  photographer: t.field({
    type: PhotoPhotographerRef,
    nullable: true,
    authScopes: byRole,
    description: 'Who shot it; null when nobody was recorded.',
    select: { photographerId: true, photographerName: true },
    resolve: (photo) =>
      photo.photographerId || photo.photographerName
        ? { memberId: photo.photographerId, name: photo.photographerName }
        : null,
  }),
}));

builder.prismaObjectFields(EventRef, (t) => ({
  photographers: t.field({
    type: [EventPhotographerRef],
    authScopes: byRole,
    description: "Who shot the event's photos, by name (photos with no photographer left out).",
    select: { id: true },
    resolve: (event, _args, context) => eventPhotographers(context.db, event.id),
  }),
}));

builder.prismaObjectFields(StudioRef, (t) => ({
  photographers: t.field({
    type: [StudioPhotographerRef],
    authScopes: byRole,
    description: 'The team as photographers to credit photos to, by name.',
    resolve: (_studio, _args, context) => studioPhotographers(context),
  }),
  photographerSales: t.field({
    type: PhotographerSalesReportRef,
    authScopes: byRole,
    errors: { types: [ReportPeriodError] },
    args: {
      from: t.arg.string({ description: "First day, 'aaaa-mm-dd'; default: the month's first." }),
      to: t.arg.string({ description: "Last day (included), 'aaaa-mm-dd'; default: today." }),
    },
    resolve: (_studio, args, context) => {
      const month = currentMonthPeriod(dayOf(new Date()));
      return photographerSalesReport(context, { from: args.from ?? month.from, to: args.to ?? month.to });
    },
  }),
}));

const ReassignPhotosInput = builder.inputType('ReassignPhotosInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    photoIds: t.globalIDList({ for: PhotoRef, required: true }),
    photographer: t.field({ type: PhotographerInput, required: true }),
  }),
});

builder.mutationField('reassignPhotos', (t) =>
  t.field({
    type: builder
      .objectRef<{ message: string; photoIds: string[]; eventId: string }>('ReassignPhotosPayload')
      .implement({
        fields: (p) => ({
          message: p.exposeString('message'),
          photos: p.prismaField({
            type: ['Photo'],
            description: 'The photos credited anew.',
            resolve: (query, payload, _args, context) =>
              context.db.photo.findMany({ ...query, where: { id: { in: payload.photoIds } } }),
          }),
          event: p.prismaField({
            type: 'Event',
            resolve: (query, payload, _args, context) =>
              context.db.event.findUniqueOrThrow({ ...query, where: { id: payload.eventId } }),
          }),
        }),
      }),
    description: "Credits the event's chosen photos, and their items already sold, to another photographer.",
    authScopes: byRole,
    errors: { types: [PhotographerChoiceError, ...commonErrors] },
    args: { input: t.arg({ type: ReassignPhotosInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      const photoIds = input.photoIds.map((id) => uuidOrNil(id.id));
      const count = await reassignPhotos(context, {
        eventId: event.id,
        photoIds,
        choice: { memberId: input.photographer.memberId ?? null, name: input.photographer.name ?? null },
      });
      if (!count) throw new NotFoundError('Imagem não encontrada');
      return {
        message: count === 1 ? 'Fotógrafo da foto alterado' : `Fotógrafo de ${count} fotos alterado`,
        photoIds,
        eventId: event.id,
      };
    },
  }),
);

const SetPhotographerCommissionInput = builder.inputType('SetPhotographerCommissionInput', {
  fields: (t) => ({
    memberId: t.id({ description: "A member's own commission; none: the studio's." }),
    percent: t.string({
      description: "'12,5' or '30' (0 to 100); empty or none with a member: back to the studio's.",
    }),
  }),
});

builder.mutationField('setPhotographerCommission', (t) =>
  t.field({
    type: studioPayload('SetPhotographerCommissionPayload'),
    authScopes: byRole,
    errors: { types: [PhotographerChoiceError, ...commonErrors] },
    args: { input: t.arg({ type: SetPhotographerCommissionInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const text = input.percent?.trim() ?? '';
      const basisPoints = text ? parseCommissionPercent(text) : null;
      if (text && basisPoints === null)
        throw new PhotographerChoiceError('A comissão deve ser um percentual de 0 a 100, como 12,5.');
      const memberId = input.memberId ? String(input.memberId) : null;
      await setPhotographerCommission(context, { memberId, basisPoints });
      return { message: 'Comissão salva', studioId: requireStudio(context).id };
    },
  }),
);
