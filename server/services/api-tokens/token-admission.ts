// Whether a request bearing an API token goes on: the token must be well formed, live (neither revoked nor expired)
// and of the studio the request's host names, and within its request limit, counted in the database so that it
// holds across every server. The token's last use is written at most once a minute, not on every request.
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../database/database.ts';
import { isOverLimit, type RateWindow } from '../../domain/api-token-rate-limit.ts';
import { isWellFormedApiTokenSecret } from '../../domain/api-token-secret.ts';
import {
  type ApiTokenScope,
  apiTokenPolicy,
  apiTokenState,
  lastUseIsStale,
} from '../../domain/api-tokens.ts';
import type { Studio } from '../../generated/prisma/client.ts';
import { hashToken } from '../auth/tokens.ts';
import { countInWindow } from '../limits/rate-limit.ts';
import { findStudioForHost } from '../studios/studio-queries.ts';

/** A token let in: the viewer it becomes (services/request-context.ts) is built from it. */
export interface AdmittedApiToken {
  id: string;
  /** The studio of the request's host, which the token belongs to: the request's context takes it from here. */
  studio: Studio;
  scopes: readonly ApiTokenScope[];
}

export type Admission =
  | { outcome: 'invalid' }
  | { outcome: 'limited'; window: RateWindow }
  | { outcome: 'admitted'; token: AdmittedApiToken; window: RateWindow };

const windowSeconds = 60;

export async function admitApiToken(
  dependencies: {
    db: Db;
    config: Pick<AppConfig, 'defaultStudio' | 'platformDomain' | 'apiTokenRequestsPerMinute'>;
  },
  request: { secret: string; host: string; clientAddress: string },
  now = new Date(),
): Promise<Admission> {
  const { db, config } = dependencies;
  if (!isWellFormedApiTokenSecret(request.secret)) return { outcome: 'invalid' };
  const [studio, token] = await Promise.all([
    findStudioForHost(db, request.host, config),
    db.apiToken.findUnique({
      where: { secretHash: hashToken(request.secret) },
      select: { id: true, studioId: true, scopes: true, expiresAt: true, revokedAt: true, lastUsedAt: true },
    }),
  ]);
  if (!token || !studio || token.studioId !== studio.id || apiTokenState(token, now) !== 'ACTIVE')
    return { outcome: 'invalid' };
  const counted = await countInWindow(db, `api-token:${token.id}`, windowSeconds * 1000, now);
  const window: RateWindow = {
    limit: config.apiTokenRequestsPerMinute,
    windowSeconds,
    used: counted.count,
    resetSeconds: (counted.windowStartsAt.getTime() + windowSeconds * 1000 - now.getTime()) / 1000,
  };
  if (isOverLimit(window)) return { outcome: 'limited', window };
  if (lastUseIsStale(token.lastUsedAt, now)) {
    // Conditional, so that servers admitting the same token in the same minute write it once.
    await db.apiToken.updateMany({
      where: {
        id: token.id,
        OR: [
          { lastUsedAt: null },
          { lastUsedAt: { lte: new Date(now.getTime() - apiTokenPolicy.lastUseWriteMs) } },
        ],
      },
      data: { lastUsedAt: now, lastUsedAddress: request.clientAddress.slice(0, 100) },
    });
  }
  return {
    outcome: 'admitted',
    token: { id: token.id, studio, scopes: token.scopes },
    window,
  };
}
