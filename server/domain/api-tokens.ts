// A studio's API tokens (/adm 'Integrações'): the scopes a token can carry, with the words the page shows, the rules
// of a new token (name, scopes, expiry, how many may be active) and a token's state. Which operation each scope
// allows is domain/token-scopes.ts. This module runs in the browser too: no Node-only imports.
import { z } from 'zod';
import { DomainError } from './errors.ts';

export const apiTokenScopes = ['ORDERS_READ', 'EVENTS_WRITE', 'PRICING_WRITE', 'SALES_READ'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

export const apiTokenScopeLabels: Record<ApiTokenScope, { label: string; help: string }> = {
  ORDERS_READ: {
    label: 'Ler pedidos e clientes',
    help: 'Consulta pedidos, seus itens e os dados dos clientes, sem alterar nada.',
  },
  EVENTS_WRITE: {
    label: 'Gerenciar eventos e fotos',
    help: 'Cria, altera e exclui eventos; envia, move e exclui fotos.',
  },
  PRICING_WRITE: {
    label: 'Gerenciar preços',
    help: 'Tabelas de tamanhos e preços, formatos de entrega e descontos.',
  },
  SALES_READ: {
    label: 'Ler números de vendas',
    help: 'Números do painel e relatórios de vendas.',
  },
};

export const apiTokenPolicy = {
  nameMaxLength: 80,
  /** Tokens neither revoked nor expired a studio may hold at once. */
  maxActivePerStudio: 25,
  /** A token's last use is written at most this often (not on every request). */
  lastUseWriteMs: 60_000,
} as const;

export const apiTokenNameSchema = z
  .string()
  .trim()
  .min(1, 'Informe um nome para o token.')
  .max(
    apiTokenPolicy.nameMaxLength,
    `O nome do token pode ter até ${apiTokenPolicy.nameMaxLength} caracteres.`,
  );

export const apiTokenScopesSchema = z
  .array(z.enum(apiTokenScopes, { error: 'Escopo desconhecido.' }))
  .min(1, 'Escolha pelo menos um escopo para o token.');

export const apiTokenExpirySchema = z
  .date()
  .refine((date) => date.getTime() > Date.now(), 'A data de expiração deve estar no futuro.')
  .nullish();

/** A refusal of a new token's name, scopes or expiry. */
export class ApiTokenError extends DomainError {}

export class ApiTokenLimitReachedError extends DomainError {
  static override readonly status = 409;
  constructor() {
    super(
      `O estúdio já tem ${apiTokenPolicy.maxActivePerStudio} tokens ativos, o máximo. Revogue um token que não é mais usado para criar outro.`,
    );
  }
}

export interface NewApiToken {
  name: string;
  scopes: ApiTokenScope[];
  expiresAt: Date | null;
}

/** The token as kept: name trimmed, each scope once in the list's order. Throws ApiTokenError. */
export function checkNewApiToken(
  input: { name: string; scopes: readonly string[]; expiresAt?: Date | null },
  now: Date,
): NewApiToken {
  const name = apiTokenNameSchema.safeParse(input.name);
  if (!name.success) throw new ApiTokenError(name.error.issues[0]!.message);
  const scopes = apiTokenScopesSchema.safeParse(input.scopes);
  if (!scopes.success) throw new ApiTokenError(scopes.error.issues[0]!.message);
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    throw new ApiTokenError('A data de expiração deve estar no futuro.');
  return {
    name: name.data,
    scopes: apiTokenScopes.filter((scope) => scopes.data.includes(scope)),
    expiresAt,
  };
}

export function assertApiTokenRoom(activeTokens: number): void {
  if (activeTokens >= apiTokenPolicy.maxActivePerStudio) throw new ApiTokenLimitReachedError();
}

export type ApiTokenState = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

export function apiTokenState(
  token: { revokedAt: Date | null; expiresAt: Date | null },
  now: Date,
): ApiTokenState {
  if (token.revokedAt) return 'REVOKED';
  return token.expiresAt && token.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'ACTIVE';
}

/** Whether the last use kept is old enough to be written again. */
export function lastUseIsStale(lastUsedAt: Date | null, now: Date): boolean {
  return !lastUsedAt || now.getTime() - lastUsedAt.getTime() >= apiTokenPolicy.lastUseWriteMs;
}

/** What a request with a token that is unknown, of another studio, expired or revoked hears (401). */
export const invalidApiTokenMessage =
  'Token de API inválido, expirado ou revogado. Confira o token e o endereço do estúdio, ou crie outro em Integrações.';

/** What a token hears when its scopes do not cover the operation (403). */
export const apiTokenForbiddenMessage =
  'Este token de API não tem permissão para esta operação. Crie um token com o escopo necessário em Integrações.';
