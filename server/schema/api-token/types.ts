// A studio's API tokens as /adm 'Integrações' lists them: name, scopes, the first characters of the secret (never the
// secret), who created it, expiry, last use and state.
import { builder } from '../../builder.ts';
import {
  type ApiTokenScope,
  apiTokenScopeLabels,
  apiTokenScopes,
  apiTokenState,
} from '../../domain/api-tokens.ts';
import { memberLabel } from '../../domain/photographers.ts';
import { byRole } from '../../role-gate.ts';
import { inStudio } from '../node/tenant-where.ts';
import { StudioRef } from '../studio/types.ts';

export const ApiTokenScopeEnum = builder.enumType('ApiTokenScope', {
  description: 'What a token may do (each operation it allows: server/domain/token-scopes.ts).',
  values: Object.fromEntries(
    apiTokenScopes.map((scope) => [
      scope,
      { description: `${apiTokenScopeLabels[scope].label}: ${apiTokenScopeLabels[scope].help}` },
    ]),
  ) as Record<ApiTokenScope, { description: string }>,
});

const ApiTokenStateEnum = builder.enumType('ApiTokenState', {
  description: 'ACTIVE opens the API; EXPIRED and REVOKED are refused (401).',
  values: ['ACTIVE', 'EXPIRED', 'REVOKED'] as const,
});

export const ApiTokenRef = builder.prismaNode('ApiToken', {
  id: { field: 'id' },
  findUnique: inStudio,
  nullable: true,
  authScopes: { adminCan: 'ApiToken' },
  description:
    'A token an integration sends as Authorization: Bearer rvk_... (its secret is shown once, at creation).',
  fields: (t) => ({
    name: t.exposeString('name'),
    scopes: t.expose('scopes', { type: [ApiTokenScopeEnum] }),
    displayPrefix: t.exposeString('displayPrefix', {
      description: "The secret's first characters, to tell tokens apart ('rvk_AbC12xYz').",
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    createdByName: t.string({
      nullable: true,
      description: 'The member who created it (null once they left the team).',
      select: { createdBy: { select: { name: true, email: true } } },
      resolve: (token) => (token.createdBy ? memberLabel(token.createdBy) : null),
    }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    lastUsedAt: t.expose('lastUsedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Kept to the minute: a request within a minute of the last one kept is not written.',
    }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    state: t.field({
      type: ApiTokenStateEnum,
      select: { revokedAt: true, expiresAt: true },
      resolve: (token) => apiTokenState(token, new Date()),
    }),
  }),
});

builder.prismaObjectFields(StudioRef, (t) => ({
  apiTokens: t.relatedConnection('apiTokens', {
    description: 'The API tokens of the studio, newest first (revoked and expired ones too).',
    authScopes: byRole,
    cursor: 'id',
    defaultSize: 50,
    maxSize: 100,
    query: { orderBy: { id: 'desc' } },
  }),
}));
