// Studio admin: photo upload (one file per call), deletion, the owner's order, and a photo as the event's cover.

import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { PhotographerChoiceError } from '../../domain/photographers.ts';
import { PlanLimitReachedError, PlanPendingError } from '../../domain/plan.ts';
import { FileTooLargeError, InvalidImageError } from '../../domain/uploads.ts';
import { byRole } from '../../role-gate.ts';
import { deletePhotos } from '../../services/media/photo-deletion.ts';
import { photoUploadedMessage, uploadPhoto } from '../../services/media/photo-ingest.ts';
import { movePhoto } from '../../services/media/photo-ordering.ts';
import { photoIdsNamed } from '../../services/media/photo-queries.ts';
import { setEventCoverFromPhoto } from '../../services/media/storefront-images.ts';
import { studioOriginal } from '../../services/orders/downloads.ts';
import { downloadLink } from '../../services/storage/download-links.ts';
import { openUpload } from '../../services/uploads/uploaded-files.ts';
import { commonErrors } from '../errors/types.ts';
import { EventSelector, findEvent } from '../event/selectors.ts';
import { eventPayload } from '../payloads.ts';
import { PhotographerInput } from '../photographer-input.ts';
import { PhotoRef } from './types.ts';

const UploadPhotoInput = builder.inputType('UploadPhotoInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    file: t.field({ type: 'Upload', required: true, description: 'One image up to 6 MB.' }),
    photographer: t.field({
      type: PhotographerInput,
      description: 'Who shot it: a member of the team or a typed name; none: the member uploading.',
    }),
  }),
});

builder.mutationField('uploadPhoto', (t) =>
  t.field({
    type: builder.objectRef<{ message: string; photoId: string }>('UploadPhotoPayload').implement({
      fields: (p) => ({
        message: p.exposeString('message'),
        photo: p.prismaField({
          type: 'Photo',
          resolve: (query, payload, _args, context) =>
            context.db.photo.findUniqueOrThrow({ ...query, where: { id: payload.photoId } }),
        }),
      }),
    }),
    authScopes: byRole,
    errors: {
      types: [
        InvalidImageError,
        FileTooLargeError,
        PlanLimitReachedError,
        PlanPendingError,
        PhotographerChoiceError,
        ...commonErrors,
      ],
    },
    args: { input: t.arg({ type: UploadPhotoInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const upload = await openUpload(input.file);
      const photo = await uploadPhoto(context, {
        event: { id: input.event.id?.id, slug: input.event.slug },
        content: upload.stream,
        declaredBytes: upload.declaredBytes,
        declaredType: upload.mimeType,
        originalName: upload.fileName,
        photographer: input.photographer,
      });
      return { message: photoUploadedMessage, photoId: photo.id };
    },
  }),
);

const DeletePhotosInput = builder.inputType('DeletePhotosInput', {
  // A loose object: the validated value replaces the input, and must keep the fields this rule does not check.
  validate: z
    .looseObject({ photoIds: z.array(z.unknown()).nullish(), photoNames: z.array(z.string()).nullish() })
    .refine(
      (input) => (input.photoIds?.length ?? 0) + (input.photoNames?.length ?? 0) > 0,
      'Escolha as imagens a excluir',
    ),
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    photoIds: t.globalIDList({ for: PhotoRef }),
    photoNames: t.stringList({
      description: 'Public names (nome) of the photos, as the REST path gives them.',
    }),
  }),
});

builder.mutationField('deletePhotos', (t) =>
  t.field({
    type: builder
      .objectRef<{ message: string; deletedPhotoIds: string[]; eventId: string }>('DeletePhotosPayload')
      .implement({
        fields: (p) => ({
          message: p.exposeString('message'),
          deletedPhotoIds: p.exposeIDList('deletedPhotoIds'),
          event: p.prismaField({
            type: 'Event',
            resolve: (query, payload, _args, context) =>
              context.db.event.findUniqueOrThrow({ ...query, where: { id: payload.eventId } }),
          }),
        }),
      }),
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: DeletePhotosInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      const byName = input.photoNames?.length
        ? await photoIdsNamed(context.db, event.id, input.photoNames)
        : [];
      if (byName.length !== new Set(input.photoNames ?? []).size)
        throw new NotFoundError('Imagem não encontrada');
      const ids = [...(input.photoIds ?? []).map((id) => uuidOrNil(id.id)), ...byName];
      const count = await deletePhotos(context, {
        eventId: event.id,
        photoIds: ids,
      });
      return {
        message: count === 1 ? 'Imagem excluída com sucesso' : `${count} imagens excluídas com sucesso`,
        deletedPhotoIds: ids.map((id) => encodeGlobalID('Photo', id)),
        eventId: event.id,
      };
    },
  }),
);

const CreateDownloadLinkInput = builder.inputType('CreateDownloadLinkInput', {
  fields: (t) => ({
    fileId: t.string({ required: true, description: 'arquivoId of an original (OriginalFile.fileId).' }),
  }),
});

builder.mutationField('createDownloadLink', (t) =>
  t.field({
    type: builder.objectRef<{ url: string; fileName: string }>('CreateDownloadLinkPayload').implement({
      description: 'A short-lived address the browser downloads the original from (a few minutes).',
      fields: (p) => ({ url: p.exposeString('url'), fileName: p.exposeString('fileName') }),
    }),
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: CreateDownloadLinkInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const file = await studioOriginal(context, uuidOrNil(input.fileId));
      if (!file) throw new NotFoundError('Arquivo não encontrado');
      return { url: await downloadLink(context.services, file), fileName: file.fileName };
    },
  }),
);

const SetEventCoverFromPhotoInput = builder.inputType('SetEventCoverFromPhotoInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    photo: t.globalID({ for: PhotoRef, required: true, description: 'One of the event’s own photos.' }),
  }),
});

builder.mutationField('setEventCoverFromPhoto', (t) =>
  t.field({
    type: eventPayload('SetEventCoverFromPhotoPayload'),
    authScopes: byRole,
    errors: { types: [InvalidImageError, FileTooLargeError, ...commonErrors] },
    args: { input: t.arg({ type: SetEventCoverFromPhotoInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      await setEventCoverFromPhoto(context, { event, photoId: uuidOrNil(input.photo.id) });
      return { message: 'Capa atualizada com sucesso', eventId: event.id };
    },
  }),
);

const PhotoMoveEnum = builder.enumType('PhotoMove', {
  values: { EARLIER: { description: 'A place earlier.' }, LATER: { description: 'A place later.' } } as const,
});

const MovePhotoInput = builder.inputType('MovePhotoInput', {
  fields: (t) => ({
    event: t.field({ type: EventSelector, required: true }),
    photo: t.globalID({ for: PhotoRef, required: true }),
    direction: t.field({ type: PhotoMoveEnum, required: true }),
  }),
});

builder.mutationField('movePhoto', (t) =>
  t.field({
    type: eventPayload('MovePhotoPayload'),
    description: "The owner's order: the photo a place earlier or later in the gallery.",
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: MovePhotoInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const event = await findEvent(context, input.event);
      await movePhoto(context, {
        eventId: event.id,
        photoId: uuidOrNil(input.photo.id),
        direction: input.direction,
      });
      return { message: 'Ordem das fotos salva', eventId: event.id };
    },
  }),
);
