// 'Política de privacidade' saved: the studio's own paragraphs, a new version only when they changed.
import { builder } from '../../builder.ts';
import { PrivacyPolicyTextError } from '../../domain/privacy-policy.ts';
import { byRole } from '../../role-gate.ts';
import { updatePrivacyPolicy } from '../../services/privacy/privacy-policy.ts';
import { requireStudio } from '../../services/request-context.ts';
import { commonErrors } from '../errors/types.ts';
import { studioPayload } from '../payloads.ts';

const UpdatePrivacyPolicyInput = builder.inputType('UpdatePrivacyPolicyInput', {
  fields: (t) => ({
    studioText: t.string({
      required: true,
      description:
        "The studio's own paragraphs after the platform's text: plain text, paragraphs apart by a blank line, at " +
        'most 10,000 characters; empty: the platform text alone.',
    }),
  }),
});

builder.mutationField('updatePrivacyPolicy', (t) =>
  t.field({
    type: studioPayload('UpdatePrivacyPolicyPayload'),
    description:
      "Saves the studio's paragraphs of its privacy policy: a new version (number + 1) when the text changed, " +
      'nothing when it did not.',
    authScopes: byRole,
    errors: { types: [PrivacyPolicyTextError, ...commonErrors] },
    args: { input: t.arg({ type: UpdatePrivacyPolicyInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const studio = requireStudio(context);
      const saved = await updatePrivacyPolicy(context, input.studioText);
      return {
        message: saved.changed
          ? `Política de privacidade publicada: versão ${saved.label}`
          : `O texto não mudou: a versão ${saved.label} continua em vigor`,
        studioId: studio.id,
      };
    },
  }),
);
