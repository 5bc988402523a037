// Creating an API token (its secret answered this once) and revoking one, in /adm 'Integrações'. Each payload
// carries the token, so Relay adds or refreshes its line of the list.
import { builder } from '../../builder.ts';
import {
  ApiTokenError,
  ApiTokenLimitReachedError,
  apiTokenExpirySchema,
  apiTokenNameSchema,
  apiTokenScopesSchema,
} from '../../domain/api-tokens.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { byRole } from '../../role-gate.ts';
import { createApiToken, revokeApiToken } from '../../services/api-tokens/api-tokens.ts';
import { commonErrors } from '../errors/types.ts';
import { ApiTokenRef, ApiTokenScopeEnum } from './types.ts';

interface ApiTokenResult {
  message: string;
  tokenId: string;
}

const CreateApiTokenInput = builder.inputType('CreateApiTokenInput', {
  fields: (t) => ({
    name: t.string({ required: true, validate: apiTokenNameSchema }),
    scopes: t.field({ type: [ApiTokenScopeEnum], required: true, validate: apiTokenScopesSchema }),
    expiresAt: t.field({
      type: 'DateTime',
      description: 'When the token stops working (in the future); none: it works until revoked.',
      validate: apiTokenExpirySchema,
    }),
  }),
});

const CreateApiTokenPayload = builder
  .objectRef<ApiTokenResult & { secret: string }>('CreateApiTokenPayload')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      secret: t.exposeString('secret', {
        description: 'The whole secret (rvk_...): answered this once, only its SHA-256 is kept.',
      }),
      apiToken: t.prismaField({
        type: 'ApiToken',
        resolve: (query, payload, _args, context) =>
          context.db.apiToken.findUniqueOrThrow({ ...query, where: { id: payload.tokenId } }),
      }),
    }),
  });

builder.mutationField('createApiToken', (t) =>
  t.field({
    type: CreateApiTokenPayload,
    authScopes: byRole,
    errors: { types: [ApiTokenError, ApiTokenLimitReachedError, ...commonErrors] },
    args: { input: t.arg({ type: CreateApiTokenInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { token, secret } = await createApiToken(context, input);
      return {
        message: `Token "${token.name}" criado. Copie o segredo agora: ele não será mostrado de novo.`,
        tokenId: token.id,
        secret,
      };
    },
  }),
);

const RevokeApiTokenPayload = builder.objectRef<ApiTokenResult>('RevokeApiTokenPayload').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    apiToken: t.prismaField({
      type: 'ApiToken',
      resolve: (query, payload, _args, context) =>
        context.db.apiToken.findUniqueOrThrow({ ...query, where: { id: payload.tokenId } }),
    }),
  }),
});

const RevokeApiTokenInput = builder.inputType('RevokeApiTokenInput', {
  fields: (t) => ({ apiTokenId: t.globalID({ for: ApiTokenRef, required: true }) }),
});

builder.mutationField('revokeApiToken', (t) =>
  t.field({
    type: RevokeApiTokenPayload,
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: RevokeApiTokenInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const token = await revokeApiToken(context, uuidOrNil(input.apiTokenId.id));
      return { message: `Token "${token.name}" revogado: ele não abre mais a API.`, tokenId: token.id };
    },
  }),
);
