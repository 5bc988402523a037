// The studio's privacy policy: the version in force (read by anyone on the storefront's /privacidade) and the list of
// versions with who wrote them (for members in 'Política de privacidade').
import { builder } from '../../builder.ts';
import { memberLabel } from '../../domain/photographers.ts';
import {
  type PolicyController,
  type PolicySection,
  type PolicySettings,
  platformPolicySections,
  policyLabel,
  policyPlainText,
  studioParagraphs,
  studioTextMaxLength,
} from '../../domain/privacy-policy.ts';
import { byRole } from '../../role-gate.ts';
import {
  type CurrentPolicy,
  currentPolicyOf,
  policyController,
  policyStudioSelect,
} from '../../services/privacy/privacy-policy.ts';
import { StudioRef } from '../studio/types.ts';

const PrivacyPolicySectionRef = builder.objectRef<PolicySection>('PrivacyPolicySection').implement({
  description: 'A titled part of the platform’s text: its paragraphs, then its list.',
  fields: (t) => ({
    title: t.exposeString('title'),
    paragraphs: t.exposeStringList('paragraphs'),
    items: t.exposeStringList('items'),
  }),
});

type PolicyShape = CurrentPolicy & { controller: PolicyController; settings: PolicySettings };

const sectionsOf = (policy: PolicyShape) => platformPolicySections(policy.controller, policy.settings);

const PrivacyPolicyRef = builder.objectRef<PolicyShape>('PrivacyPolicy').implement({
  description:
    "The policy in force on the studio's storefront: the platform's text filled with the studio (the controller), " +
    "then the studio's own paragraphs. Each change of either is a new version; consents name the one they accepted.",
  fields: (t) => ({
    label: t.exposeString('label', { description: "'<platformVersion>.<number>', as consents keep it." }),
    number: t.exposeInt('number', { description: "The studio's version number (1, 2, ...)." }),
    platformVersion: t.exposeString('platformVersion', {
      description: "The platform text's version (a date).",
    }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
    controllerName: t.string({ resolve: (policy) => policy.controller.name }),
    platformSections: t.field({
      type: [PrivacyPolicySectionRef],
      description: "The platform's text for this studio, in sections (plain text: escape it on output).",
      resolve: sectionsOf,
    }),
    platformText: t.string({
      description: "The platform's text for this studio as plain text (titles, paragraphs, '- ' list lines).",
      resolve: (policy) => policyPlainText(sectionsOf(policy)),
    }),
    studioText: t.exposeString('studioText', {
      description: "The studio's own paragraphs, as typed (plain text).",
    }),
    studioParagraphs: t.stringList({
      description: "The studio's paragraphs, split at blank lines (a line break inside one stays).",
      resolve: (policy) => studioParagraphs(policy.studioText),
    }),
    studioTextMaxLength: t.int({ resolve: () => studioTextMaxLength }),
  }),
});

builder.prismaObject('PrivacyPolicyVersion', {
  description: 'A published version of the studio’s policy.',
  fields: (t) => ({
    number: t.exposeInt('number'),
    platformVersion: t.exposeString('platformVersion'),
    label: t.string({
      select: { number: true, platformVersion: true },
      resolve: (version) => policyLabel(version.platformVersion, version.number),
    }),
    studioText: t.exposeString('studioText'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdByName: t.string({
      nullable: true,
      description: "The member who wrote it; null: the platform's text (or the member left the team).",
      select: { createdBy: { select: { name: true, email: true } } },
      resolve: (version) => (version.createdBy ? memberLabel(version.createdBy) : null),
    }),
    consentCount: t.relationCount('consents', {
      description: 'Consents recorded with this version.',
    }),
  }),
});

builder.prismaObjectFields(StudioRef, (t) => ({
  privacyPolicy: t.field({
    type: PrivacyPolicyRef,
    description: "The privacy policy in force (/privacidade): anyone on the studio's storefront reads it.",
    select: { id: true },
    resolve: async (studio, _args, context) => {
      const policyStudio = await context.db.studio.findUniqueOrThrow({
        where: { id: studio.id },
        select: policyStudioSelect,
      });
      return {
        ...currentPolicyOf(policyStudio),
        controller: policyController(policyStudio),
        settings: { mailBodyRetentionDays: context.config.mailBodyRetentionDays },
      };
    },
  }),
  privacyPolicyVersions: t.relatedConnection('privacyPolicyVersions', {
    description: 'The versions stored so far, newest first (the one in force may not be stored yet).',
    authScopes: byRole,
    cursor: 'id',
    defaultSize: 50,
    maxSize: 100,
    query: { orderBy: { number: 'desc' } },
  }),
}));
