// Studio admin: events (create, delete, cover, delivery format, access key) and their gallery settings.

import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { publicationMessage } from '../../domain/event-setup.ts';
import { GallerySettingsError } from '../../domain/gallery-settings.ts';
import { fields } from '../../domain/input-filters.ts';
import { FileTooLargeError, InvalidImageError } from '../../domain/uploads.ts';
import { EventDeliveryFormat } from '../../generated/prisma/enums.ts';
import { byRole } from '../../role-gate.ts';
import {
  createEvent,
  deleteEvent,
  setAccessKey,
  setDeliveryFormat,
  setEventDate,
  setPublished,
  updateGallerySettings,
} from '../../services/events/event-changes.ts';
import { setEventCover } from '../../services/media/storefront-images.ts';
import { readUpload } from '../../services/uploads/uploaded-files.ts';
import {
  DigitalDeliveryOptionEnum,
  EventDeliveryFormatEnum,
  EventModeEnum,
  ShippingPayerEnum,
  SizeUnitEnum,
} from '../enums.ts';
import { commonErrors } from '../errors/types.ts';
import { eventPayload } from '../payloads.ts';
import { PriceTableItemRef, PriceTableRef } from '../pricing/types.ts';
import { EventSelector, findEvent } from './selectors.ts';
import { AuthorizedPersonRef } from './settings-fields.ts';

const CreateEventInput = builder.inputType('CreateEventInput', {
  fields: (t) => ({
    name: t.string({ required: true, validate: fields.eventName }),
    eventDate: t.string({
      description: "The day the event took place ('aaaa-mm-dd'); blank: not set yet.",
      validate: fields.eventDate,
    }),
    deliveryFormat: t.field({
      type: EventDeliveryFormatEnum,
      defaultValue: EventDeliveryFormat.DIGITAL,
      required: true,
    }),
  }),
});

builder.mutationField('createEvent', (t) =>
  t.field({
    type: eventPayload('CreateEventPayload'),
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: CreateEventInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await createEvent(context, {
        name: input.name,
        deliveryFormat: input.deliveryFormat,
        eventDate: input.eventDate,
      });
      return { message: 'Evento criado com sucesso', eventId: event.id };
    },
  }),
);

const EventOnlyInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ event: t.field({ type: EventSelector, required: true }) }) });

builder.mutationField('deleteEvent', (t) =>
  t.field({
    type: builder
      .objectRef<{ message: string; studioId: string; deletedEventId: string }>('DeleteEventPayload')
      .implement({
        fields: (p) => ({
          message: p.exposeString('message'),
          deletedEventId: p.exposeID('deletedEventId'),
          studio: p.prismaField({
            type: 'Studio',
            resolve: (query, payload, _args, context) =>
              context.db.studio.findUniqueOrThrow({ ...query, where: { id: payload.studioId } }),
          }),
        }),
      }),
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: EventOnlyInput('DeleteEventInput'), required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      await deleteEvent(context, event.id);
      return {
        message: 'Evento excluído com sucesso',
        studioId: event.studioId,
        deletedEventId: encodeGlobalID('Event', event.id),
      };
    },
  }),
);

const SetEventCoverInput = builder.inputType('SetEventCoverInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    file: t.field({ type: 'Upload', required: true }),
  }),
});

builder.mutationField('setEventCover', (t) =>
  t.field({
    type: eventPayload('SetEventCoverPayload'),
    authScopes: byRole,
    errors: { types: [InvalidImageError, FileTooLargeError, ...commonErrors] },
    args: { input: t.arg({ type: SetEventCoverInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      const { bytes, fileName } = await readUpload(input.file);
      await setEventCover(context, { event, bytes, originalName: fileName });
      return { message: 'Capa atualizada com sucesso', eventId: event.id };
    },
  }),
);

const SetEventDeliveryFormatInput = builder.inputType('SetEventDeliveryFormatInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    deliveryFormat: t.field({ type: EventDeliveryFormatEnum, required: true }),
  }),
});

builder.mutationField('setEventDeliveryFormat', (t) =>
  t.field({
    type: eventPayload('SetEventDeliveryFormatPayload'),
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: SetEventDeliveryFormatInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      await setDeliveryFormat(context, event.id, input.deliveryFormat);
      return { message: 'Formato de entrega atualizado com sucesso', eventId: event.id };
    },
  }),
);

const SetEventPublishedInput = builder.inputType('SetEventPublishedInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    published: t.boolean({ required: true, description: 'true: open to customers; false: back to a draft.' }),
  }),
});

builder.mutationField('setEventPublished', (t) =>
  t.field({
    type: eventPayload('SetEventPublishedPayload'),
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: SetEventPublishedInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      await setPublished(context, event.id, input.published);
      return { message: publicationMessage(input.published), eventId: event.id };
    },
  }),
);

const SetEventDateInput = builder.inputType('SetEventDateInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    eventDate: t.string({
      description: "The day the event took place ('aaaa-mm-dd'); blank shows the creation day again.",
      validate: fields.eventDate,
    }),
  }),
});

builder.mutationField('setEventDate', (t) =>
  t.field({
    type: eventPayload('SetEventDatePayload'),
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: SetEventDateInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      await setEventDate(context, event.id, input.eventDate);
      return { message: 'Data do evento salva', eventId: event.id };
    },
  }),
);

const SetEventAccessKeyInput = builder.inputType('SetEventAccessKeyInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    accessKey: t.string({
      description: 'The gallery key; blank makes the gallery public.',
      validate: z.string().max(64, 'A senha da galeria pode ter até 64 caracteres').nullish(),
    }),
  }),
});

builder.mutationField('setEventAccessKey', (t) =>
  t.field({
    type: eventPayload('SetEventAccessKeyPayload'),
    authScopes: byRole,
    errors: { types: [GallerySettingsError, ...commonErrors] },
    args: { input: t.arg({ type: SetEventAccessKeyInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      const updated = await setAccessKey(context, event.id, input.accessKey);
      return {
        message: updated.accessKey ? 'Senha da galeria salva com sucesso' : 'A galeria agora é pública',
        eventId: event.id,
      };
    },
  }),
);

const AuthorizedPersonInput = builder.inputType('AuthorizedPersonInput', {
  fields: (t) => ({
    id: t.globalID({
      for: AuthorizedPersonRef,
      description: 'An existing person (keeps their open sessions).',
    }),
    name: t.string(),
    password: t.string({ description: 'Blank: a 4-character password is suggested.' }),
  }),
});

const PriceTableItemInput = builder.inputType('PriceTableItemInput', {
  fields: (t) => ({
    id: t.globalID({
      for: PriceTableItemRef,
      description: 'An existing line (carts that chose it keep the choice).',
    }),
    height: t.string({ required: true, description: 'cm, with a comma or a dot' }),
    width: t.string({ required: true }),
    unit: t.field({ type: SizeUnitEnum }),
    weightGrams: t.string({ description: 'Grams; blank: 10' }),
    price: t.string({ description: 'Reais with a comma or a dot (12,50); not asked in delivery-only mode.' }),
  }),
});

const UpdateGallerySettingsInput = builder.inputType('UpdateGallerySettingsInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    deliveryFormat: t.field({ type: EventDeliveryFormatEnum, required: true }),
    mode: t.field({ type: EventModeEnum, required: true }),
    packagePhotoCount: t.int(),
    authorizedPeople: t.field({ type: [AuthorizedPersonInput] }),
    accessKey: t.string(),
    digitalPrice: t.string({ description: 'Reais with a comma or a dot (12,50).' }),
    digitalDelivery: t.field({ type: DigitalDeliveryOptionEnum }),
    printedItems: t.field({ type: [PriceTableItemInput] }),
    copyPrintedItemsFrom: t.globalID({
      for: PriceTableRef,
      description: 'Start the printed table from a saved one (its lines replace printedItems).',
    }),
    saveTableAs: t.string({ description: 'Also keep the printed table for future use under this name.' }),
    pickup: t.boolean(),
    shipping: t.boolean(),
    shippingPayer: t.field({ type: ShippingPayerEnum }),
  }),
});

builder.mutationField('updateGallerySettings', (t) =>
  t.field({
    type: eventPayload('UpdateGallerySettingsPayload'),
    authScopes: byRole,
    errors: { types: [GallerySettingsError, ...commonErrors] },
    args: { input: t.arg({ type: UpdateGallerySettingsInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      await updateGallerySettings(context, event.id, {
        ...input,
        printedItems: (input.printedItems ?? []).map(({ id, ...item }) => ({ ...item, id: id?.id ?? null })),
        authorizedPeople: (input.authorizedPeople ?? []).map(({ id, ...person }) => ({
          ...person,
          id: id?.id ?? null,
        })),
        copyPrintedItemsFrom: input.copyPrintedItemsFrom?.id ?? null,
      });
      return { message: 'Configurações salvas com sucesso', eventId: event.id };
    },
  }),
);
