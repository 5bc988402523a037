// Customers open an event's gallery: a public session, a session by the gallery key (or, in a prepaid package,
// by name and password), renewing the access token, and carrying a session over when the gallery gets a key.
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { TooManyAttemptsError } from '../../domain/auth.ts';
import { GalleryClosedError } from '../../domain/event-expiry.ts';
import {
  AuthorizedPeopleOnlyError,
  GalleryKeyChangedError,
  GallerySessionExpiredError,
  RefreshTokenNotPrivateError,
  WrongGalleryKeyError,
  WrongPersonCredentialsError,
} from '../../domain/gallery-access.ts';
import { assertEventOpen } from '../../services/events/event-expiry.ts';
import {
  findEventBySlug,
  type GalleryTokens,
  openPrivateSession,
  openPublicSession,
  revalidateSession,
  upgradeSession,
} from '../../services/gallery/sessions.ts';
import { commonErrors } from '../errors/types.ts';
import { requireStudio } from '../event/selectors.ts';

const GalleryTokensRef = builder.objectRef<GalleryTokens>('GalleryTokens').implement({
  description: 'accessTokenGaleria (short-lived, sent as bearer) and refreshTokenGaleria (renews it).',
  fields: (t) => ({
    accessToken: t.exposeString('accessToken'),
    refreshToken: t.exposeString('refreshToken'),
    session: t.prismaField({
      type: 'GallerySession',
      resolve: (query, tokens, _args, context) =>
        context.db.gallerySession.findUniqueOrThrow({ ...query, where: { id: tokens.sessionId } }),
    }),
  }),
});

const accessErrors = [
  WrongGalleryKeyError,
  WrongPersonCredentialsError,
  AuthorizedPeopleOnlyError,
  RefreshTokenNotPrivateError,
  GalleryKeyChangedError,
  GallerySessionExpiredError,
  GalleryClosedError,
  TooManyAttemptsError,
  ...commonErrors,
];

async function eventOf(context: Context, slug: string) {
  return findEventBySlug(context.db, requireStudio(context).id, slug);
}

/** The event of a new session: an expired gallery opens none ('Galeria encerrada'). */
async function openEventOf(context: Context, slug: string) {
  const event = await eventOf(context, slug);
  assertEventOpen(event);
  return event;
}

const EventSlugInput = builder.inputType('OpenPublicGallerySessionInput', {
  fields: (t) => ({ eventSlug: t.string({ required: true }) }),
});

builder.mutationField('openPublicGallerySession', (t) =>
  t.field({
    type: GalleryTokensRef,
    errors: { types: accessErrors },
    args: { input: t.arg({ type: EventSlugInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      openPublicSession(context, await openEventOf(context, input.eventSlug)),
  }),
);

const OpenPrivateGallerySessionInput = builder.inputType('OpenPrivateGallerySessionInput', {
  fields: (t) => ({
    eventSlug: t.string({ required: true }),
    accessKey: t.string({ description: 'chaveDeAcesso: the gallery key.' }),
    name: t.string({ description: 'Prepaid package: the name on the list (optional).' }),
    password: t.string({ description: 'Prepaid package: the password the studio gave the person.' }),
  }),
});

builder.mutationField('openPrivateGallerySession', (t) =>
  t.field({
    type: GalleryTokensRef,
    errors: { types: accessErrors },
    args: { input: t.arg({ type: OpenPrivateGallerySessionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      openPrivateSession(context, await openEventOf(context, input.eventSlug), input),
  }),
);

const RevalidateGallerySessionInput = builder.inputType('RevalidateGallerySessionInput', {
  fields: (t) => ({ eventSlug: t.string({ required: true }), refreshToken: t.string({ required: true }) }),
});

builder.mutationField('revalidateGallerySession', (t) =>
  t.field({
    type: GalleryTokensRef,
    errors: { types: accessErrors },
    args: { input: t.arg({ type: RevalidateGallerySessionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      revalidateSession(context, await eventOf(context, input.eventSlug), input.refreshToken),
  }),
);

const UpgradeGallerySessionInput = builder.inputType('UpgradeGallerySessionInput', {
  fields: (t) => ({
    eventSlug: t.string({ required: true }),
    refreshToken: t.string({ required: true }),
    accessKey: t.string(),
    name: t.string(),
    password: t.string(),
  }),
});

builder.mutationField('upgradeGallerySession', (t) =>
  t.field({
    type: GalleryTokensRef,
    description:
      'The gallery got (or changed) its key: carry the session and its cart over with the new key.',
    errors: { types: accessErrors },
    args: { input: t.arg({ type: UpgradeGallerySessionInput, required: true }) },
    resolve: async (_root, { input }, context) =>
      upgradeSession(context, await eventOf(context, input.eventSlug), input.refreshToken, input),
  }),
);
