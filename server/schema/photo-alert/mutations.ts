// The customer leaves a photo alert in the gallery; its e-mail's links open the photos found and cancel it.

import { builder } from '../../builder.ts';
import { InvalidSelfieError, maxSelfieBytes, selfieMessages } from '../../domain/face-match.ts';
import {
  PhotoAlertError,
  PhotoAlertLinkError,
  PhotoAlertRateLimitedError,
  photoAlertMessages,
} from '../../domain/photo-alerts.ts';
import { FileTooLargeError } from '../../domain/uploads.ts';
import {
  createPhotoAlert,
  followPhotoAlert,
  unsubscribePhotoAlert,
} from '../../services/alerts/photo-alerts.ts';
import { readUpload } from '../../services/uploads/uploaded-files.ts';
import { commonErrors } from '../errors/types.ts';
import { requestOrigin } from '../origin.ts';
import { messagePayload } from '../payloads.ts';

const CreatePhotoAlertInput = builder.inputType('CreatePhotoAlertInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    raceNumber: t.string({ description: 'The race number, digits (1 to 6); blank or null: by selfie only.' }),
    selfie: t.field({
      type: 'Upload',
      description: 'JPEG, PNG, WebP or HEIC, at most 6 MB: its face is kept, the image is not.',
    }),
    selfieConsent: t.boolean({
      required: true,
      description: "The customer accepted the selfie search's consent (needed with a selfie).",
    }),
    keepFaceConsent: t.boolean({
      required: true,
      description: "The customer accepted keeping the selfie's face until the event's search closes.",
    }),
  }),
});

builder.mutationField('createPhotoAlert', (t) =>
  t.field({
    type: messagePayload('CreatePhotoAlertPayload'),
    description:
      "'Avise-me quando eu aparecer': an e-mail when photos of the viewer's gallery indexed from now on carry the " +
      'race number or a face matching the selfie (at most one an hour). Limited per visitor and per address.',
    authScopes: { isGalleryCustomer: true },
    errors: { types: [PhotoAlertError, PhotoAlertRateLimitedError, InvalidSelfieError, ...commonErrors] },
    args: { input: t.arg({ type: CreatePhotoAlertInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { selfie } = input;
      await createPhotoAlert(context, {
        email: input.email,
        raceNumber: input.raceNumber ?? null,
        selfieConsent: input.selfieConsent,
        keepFaceConsent: input.keepFaceConsent,
        storefrontUrl: requestOrigin(context),
        selfie: selfie
          ? async () => {
              try {
                return (await readUpload(selfie, maxSelfieBytes)).bytes;
              } catch (error) {
                if (error instanceof FileTooLargeError) throw new InvalidSelfieError(selfieMessages.tooLarge);
                throw error;
              }
            }
          : null,
      });
      return { message: photoAlertMessages.created };
    },
  }),
);

const PhotoAlertLinkInput = (name: string) =>
  builder.inputType(name, {
    fields: (t) => ({
      alertId: t.string({ required: true, description: 'From the e-mail link.' }),
      accessCode: t.string({ required: true, description: 'acesso: the link’s signature.' }),
    }),
  });

const FollowPhotoAlertPayload = builder
  .objectRef<{ photoIds: string[] }>('FollowPhotoAlertPayload')
  .implement({
    fields: (p) => ({
      photos: p.prismaField({
        type: ['Photo'],
        description: 'The photos the alert e-mailed, newest first.',
        resolve: async (query, payload, _args, context) => {
          const photos = await context.db.photo.findMany({
            ...query,
            where: { id: { in: payload.photoIds } },
          });
          const order = new Map(payload.photoIds.map((id, index) => [id, index]));
          return photos.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
        },
      }),
    }),
  });

builder.mutationField('followPhotoAlert', (t) =>
  t.field({
    type: FollowPhotoAlertPayload,
    description:
      "The alert e-mail's link, opened with a session of its gallery: the photos it found. The session keeps the " +
      'alert, so what it buys counts as sold through alerts.',
    authScopes: { isGalleryCustomer: true },
    errors: { types: [PhotoAlertLinkError, ...commonErrors] },
    args: { input: t.arg({ type: PhotoAlertLinkInput('FollowPhotoAlertInput'), required: true }) },
    resolve: async (_root, { input }, context) => ({ photoIds: await followPhotoAlert(context, input) }),
  }),
);

builder.mutationField('unsubscribePhotoAlert', (t) =>
  t.field({
    type: messagePayload('UnsubscribePhotoAlertPayload'),
    description:
      "The alert e-mail's one-click link: no more e-mails, and the face kept for it deleted at once.",
    errors: { types: [PhotoAlertLinkError, ...commonErrors] },
    args: { input: t.arg({ type: PhotoAlertLinkInput('UnsubscribePhotoAlertInput'), required: true }) },
    resolve: async (_root, { input }, context) => {
      await unsubscribePhotoAlert(context, input);
      return { message: photoAlertMessages.unsubscribed };
    },
  }),
);
