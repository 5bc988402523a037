// The studio's own domain: set it, check its records now, remove it (server/services/domains/).

import { builder } from '../../builder.ts';
import {
  ApexDomainNotSupportedError,
  CustomDomainsUnavailableError,
  DnsLookupFailedError,
  DomainInUseError,
  InvalidDomainError,
  NoCustomDomainError,
} from '../../domain/custom-domains.ts';
import { PlanFeatureUnavailableError } from '../../domain/plan.ts';
import { byRole } from '../../role-gate.ts';
import {
  checkCustomDomainNow,
  removeCustomDomain,
  setCustomDomain,
} from '../../services/domains/custom-domains.ts';
import { requireStudio } from '../../services/request-context.ts';
import { commonErrors } from '../errors/types.ts';
import { studioPayload } from '../payloads.ts';

const SetCustomDomainInput = builder.inputType('SetCustomDomainInput', {
  fields: (t) => ({
    domain: t.string({
      required: true,
      description:
        'As the owner types it: www.seuestudio.com.br, seuestudio.com.br or fotos.seuestudio.com.br.',
    }),
  }),
});

builder.mutationField('setCustomDomain', (t) =>
  t.field({
    type: studioPayload('SetCustomDomainPayload'),
    description: 'The domain waits (PENDING) for its DNS records; a new one replaces the old.',
    authScopes: byRole,
    errors: {
      types: [
        InvalidDomainError,
        DomainInUseError,
        CustomDomainsUnavailableError,
        ApexDomainNotSupportedError,
        PlanFeatureUnavailableError,
        ...commonErrors,
      ],
    },
    args: { input: t.arg({ type: SetCustomDomainInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const studio = await setCustomDomain(context, input.domain);
      const done =
        studio.domainStatus === 'ACTIVE' ? 'Domínio ativo' : 'Domínio salvo: crie os registros de DNS';
      return { message: done, studioId: studio.id };
    },
  }),
);

builder.mutationField('checkCustomDomain', (t) =>
  t.field({
    type: studioPayload('CheckCustomDomainPayload'),
    description: "'Verificar agora': asks DNS now and records the status.",
    authScopes: byRole,
    errors: {
      types: [NoCustomDomainError, CustomDomainsUnavailableError, DnsLookupFailedError, ...commonErrors],
    },
    resolve: async (_root, _args, context) => {
      const studio = requireStudio(context);
      const check = await checkCustomDomainNow(context);
      const message =
        check.status === 'ACTIVE'
          ? 'Tudo certo: o domínio está ativo'
          : 'Os registros ainda não conferem: veja o que falta';
      return { message, studioId: studio.id };
    },
  }),
);

builder.mutationField('removeCustomDomain', (t) =>
  t.field({
    type: studioPayload('RemoveCustomDomainPayload'),
    description: 'The studio is served at the platform’s address only.',
    authScopes: byRole,
    errors: { types: commonErrors },
    resolve: async (_root, _args, context) => {
      const studio = await removeCustomDomain(context);
      return { message: 'Domínio próprio removido', studioId: studio.id };
    },
  }),
);
