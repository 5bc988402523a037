// A studio's API tokens as its members manage them in /adm 'Integrações': creating one (its secret is answered this
// once and only its hash kept), the list, and revoking. The studio row is locked while a token is created, so the
// limit of active tokens holds against simultaneous requests.
import { apiTokenDisplayPrefix, newApiTokenSecret } from '../../domain/api-token-secret.ts';
import { type ApiTokenScope, assertApiTokenRoom, checkNewApiToken } from '../../domain/api-tokens.ts';
import { NotFoundError } from '../../domain/errors.ts';
import type { ApiToken, Prisma } from '../../generated/prisma/client.ts';
import { hashToken } from '../auth/tokens.ts';
import { memberIdOf, type RequestContext, requireStudio } from '../request-context.ts';

type ApiTokenContext = Pick<RequestContext, 'db' | 'studio' | 'viewer'>;

/** Tokens that still open the API: neither revoked nor expired. */
export function activeApiTokensWhere(studioId: string, now: Date): Prisma.ApiTokenWhereInput {
  return { studioId, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
}

export async function createApiToken(
  context: ApiTokenContext,
  input: { name: string; scopes: readonly ApiTokenScope[]; expiresAt?: Date | null },
  now = new Date(),
): Promise<{ token: ApiToken; secret: string }> {
  const studio = requireStudio(context);
  const fields = checkNewApiToken(input, now);
  const secret = newApiTokenSecret();
  return context.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Studio" WHERE id = ${studio.id}::uuid FOR UPDATE`;
    assertApiTokenRoom(await tx.apiToken.count({ where: activeApiTokensWhere(studio.id, now) }));
    const token = await tx.apiToken.create({
      data: {
        studioId: studio.id,
        ...fields,
        secretHash: hashToken(secret),
        displayPrefix: apiTokenDisplayPrefix(secret),
        createdById: memberIdOf(context.viewer),
      },
    });
    return { token, secret };
  });
}

/** Revokes the studio's token at once (every server refuses it from its next request); revoking twice is no error. */
export async function revokeApiToken(context: ApiTokenContext, tokenId: string, now = new Date()) {
  const studioId = requireStudio(context).id;
  const token = await context.db.apiToken.findFirst({ where: { id: tokenId, studioId } });
  if (!token) throw new NotFoundError('Token não encontrado.');
  if (token.revokedAt) return token;
  await context.db.apiToken.updateMany({
    where: { id: token.id, revokedAt: null },
    data: { revokedAt: now },
  });
  return context.db.apiToken.findUniqueOrThrow({ where: { id: token.id } });
}
