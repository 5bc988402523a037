// Search by selfie ('Encontrar minhas fotos'): the studio's switch and progress per event, the consent text the
// gallery shows, and the customer's search. The search is a mutation (it carries a file) and reads PhotoFace rows,
// which no read version follows: never cached.

import { builder } from '../../builder.ts';
import { NotFoundError } from '../../domain/errors.ts';
import {
  InvalidSelfieError,
  maxSelfieBytes,
  SelfieConsentRequiredError,
  SelfieRateLimitedError,
  SelfieSearchUnavailableError,
  selfieConsentLabel,
  selfieConsentSummary,
  selfieConsentText,
  selfieMessages,
} from '../../domain/face-match.ts';
import { FileTooLargeError } from '../../domain/uploads.ts';
import { byRoleOrGallerySession } from '../../role-gate.ts';
import { eventById } from '../../services/events/event-queries.ts';
import { searchPhotosBySelfie } from '../../services/find/face-index.ts';
import { recordSessionConsent } from '../../services/privacy/privacy-policy.ts';
import { hasPlanFeature } from '../../services/studios/studio-plan.ts';
import { readUpload } from '../../services/uploads/uploaded-files.ts';
import { commonErrors } from '../errors/types.ts';
import { EventRef } from '../event/types.ts';
import { searchSwitch } from './search-switch.ts';

const SelfieConsentRef = builder
  .objectRef<{ summary: string; paragraphs: string[]; label: string }>('SelfieConsent')
  .implement({
    description: 'What the customer accepts (LGPD) before a selfie is sent: the text and the checkbox label.',
    fields: (t) => ({
      summary: t.exposeString('summary', {
        description: 'The text in short, shown first; the paragraphs are the full text.',
      }),
      paragraphs: t.exposeStringList('paragraphs'),
      label: t.exposeString('label'),
    }),
  });

builder.prismaObjectFields(EventRef, (t) => ({
  selfieConsent: t.field({
    type: SelfieConsentRef,
    nullable: true,
    description:
      'The consent text of the selfie search, naming the studio as the controller; null while it is off.',
    authScopes: byRoleOrGallerySession,
    select: {
      faceSearch: true,
      studio: { select: { name: true, plan: { select: { selfieSearch: true } } } },
    },
    resolve: (event) =>
      event.faceSearch && event.studio.plan.selfieSearch
        ? {
            summary: selfieConsentSummary(event.studio.name),
            paragraphs: selfieConsentText(event.studio.name),
            label: selfieConsentLabel,
          }
        : null,
  }),
}));

const SearchPhotosBySelfieInput = builder.inputType('SearchPhotosBySelfieInput', {
  fields: (t) => ({
    selfie: t.field({
      type: 'Upload',
      required: true,
      description: 'JPEG, PNG, WebP or HEIC, at most 6 MB.',
    }),
    consent: t.boolean({
      required: true,
      description: 'The customer accepted the selfieConsent text (true), else the selfie is not read.',
    }),
  }),
});

const SelfieMatchRef = builder.objectRef<{ photoId: string; similarity: number }>('SelfieMatch').implement({
  fields: (t) => ({
    similarity: t.exposeFloat('similarity', {
      description: "Cosine similarity of the photo's closest face to the selfie's (0..1).",
    }),
    photo: t.prismaField({
      type: 'Photo',
      resolve: (query, match, _args, context) =>
        context.db.photo.findUniqueOrThrow({ ...query, where: { id: match.photoId } }),
    }),
  }),
});

builder.mutationField('searchPhotosBySelfie', (t) =>
  t.field({
    type: builder
      .objectRef<{ matches: { photoId: string; similarity: number }[] }>('SearchPhotosBySelfiePayload')
      .implement({
        fields: (p) => ({
          matches: p.field({
            type: [SelfieMatchRef],
            description: 'The photos with a matching face, best first (at most 200).',
            resolve: (payload) => payload.matches,
          }),
        }),
      }),
    description:
      "'Encontrar minhas fotos': the photos of the viewer's gallery where a face matches the selfie's, best first. " +
      'The selfie is read in memory, used for this search and dropped: it is never stored. Rate limited per ' +
      'visitor and per gallery.',
    authScopes: { isGalleryCustomer: true },
    errors: {
      types: [
        SelfieConsentRequiredError,
        SelfieSearchUnavailableError,
        InvalidSelfieError,
        SelfieRateLimitedError,
        ...commonErrors,
      ],
    },
    args: { input: t.arg({ type: SearchPhotosBySelfieInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { viewer } = context;
      if (viewer.kind !== 'gallery') throw new NotFoundError('Sessão da galeria não encontrada');
      const event = await eventById(context.db, viewer.eventId);
      // Offered only while the studio's plan includes the selfie search.
      const offered = event.faceSearch && (await hasPlanFeature(context.db, event.studioId, 'selfieSearch'));
      const matches = await searchPhotosBySelfie(
        context,
        { id: event.id, faceSearch: offered },
        {
          consent: input.consent,
          recordConsent: () => recordSessionConsent(context.db, viewer.sessionId, 'SELFIE_SEARCH'),
          read: async () => {
            try {
              return (await readUpload(input.selfie, maxSelfieBytes)).bytes;
            } catch (error) {
              if (error instanceof FileTooLargeError) throw new InvalidSelfieError(selfieMessages.tooLarge);
              throw error;
            }
          },
        },
      );
      return { matches };
    },
  }),
);

searchSwitch({
  field: 'faceSearch',
  kind: 'FACE',
  descriptions: {
    field: "The gallery offers 'Encontrar minhas fotos' (faces in the photos matched with a selfie).",
    progress: 'Photos whose faces were read for the selfie search so far (while it is on).',
    backlog: 'Photos still waiting for their faces to be read, and the time left at the recent pace.',
    mutation:
      'Turns the search by selfie on (the faces of every ready photo are read in the background) or off (every ' +
      'face stored for the event is deleted).',
  },
  messages: {
    on: 'Busca pela selfie ativada. Os rostos das fotos estão sendo lidos.',
    off: 'Busca pela selfie desativada. Os dados dos rostos deste evento foram apagados.',
  },
});
