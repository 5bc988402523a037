// The platform's own home: its public plans, whether an address can be a new studio's, and whether a studio's
// storefront is open (its owner confirmed the sign-up e-mail).
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { isPlatformHost } from '../../domain/tenant.ts';
import type { Plan } from '../../generated/prisma/client.ts';
import { publicPlans, studioAddressAvailability } from '../../services/studios/sign-up.ts';
import { StudioRef } from '../studio/types.ts';

const PublicPlanRef = builder.objectRef<Plan>('PublicPlan').implement({
  description: 'A plan as the platform home shows it; prices in centavos.',
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    priceMonthlyCents: t.exposeInt('priceMonthlyCents'),
    priceYearlyCents: t.exposeInt('priceYearlyCents'),
    trialDays: t.exposeInt('trialDays'),
    isTrialPlan: t.exposeBoolean('isTrialPlan', { description: 'The plan a sign-up starts on, in trial.' }),
    highResStorageLimitBytes: t.float({
      description: 'Storage for originals, in bytes.',
      resolve: (plan) => Number(plan.highResStorageLimitBytes),
    }),
    maxPhotoBytes: t.exposeInt('maxPhotoBytes'),
    selfieSearch: t.exposeBoolean('selfieSearch'),
    raceNumbers: t.exposeBoolean('raceNumbers'),
    customDomain: t.exposeBoolean('customDomain'),
    teamSize: t.exposeInt('teamSize'),
  }),
});

const PlatformHomeRef = builder.objectRef<Record<string, never>>('PlatformHome').implement({
  description: "The platform's own home page (its bare address): the plans and the sign-up.",
  fields: (t) => ({
    plans: t.field({
      type: [PublicPlanRef],
      resolve: (_home, _args, context) => publicPlans(context.db),
    }),
    platformDomain: t.string({
      nullable: true,
      description: 'Studios are served at <urlEstudio>.<platformDomain> (null: <urlEstudio>.localhost).',
      resolve: (_home, _args, context) => context.config.platformDomain ?? null,
    }),
  }),
});

builder.queryField('platformHome', (t) =>
  t.field({
    type: PlatformHomeRef,
    nullable: true,
    description:
      "The platform's home when the request's host is the platform's own address; null on a studio's.",
    resolve: (_root, _args, context) =>
      !context.studio && isPlatformHost(new URL(context.request.url).host, context.config) ? {} : null,
  }),
);

const StudioAddressCheckRef = builder
  .objectRef<{ address: string; problem: string | null }>('StudioAddressCheck')
  .implement({
    fields: (t) => ({
      address: t.exposeString('address'),
      available: t.boolean({ resolve: (check) => check.problem === null }),
      message: t.exposeString('problem', {
        nullable: true,
        description: 'Why the address cannot be taken, in Portuguese; null when it is free.',
      }),
    }),
  });

builder.queryField('studioAddressCheck', (t) =>
  t.field({
    type: StudioAddressCheckRef,
    description: "The sign-up's check of urlEstudio while it is typed.",
    args: { address: t.arg.string({ required: true, validate: z.string().max(100) }) },
    resolve: async (_root, { address }, context) => ({
      address,
      problem: await studioAddressAvailability(context.db, address),
    }),
  }),
);

builder.prismaObjectFields(StudioRef, (t) => ({
  storefrontOpen: t.boolean({
    description:
      "False until the owner confirms the sign-up e-mail: the storefront shows 'Loja em preparação'.",
    select: { emailVerifiedAt: true },
    resolve: (studio) => studio.emailVerifiedAt !== null,
  }),
}));
