// bench:subscriptions, server side: the bench studio with one event, one order, and admin sessions enough for the
// subscriptions the benchmark opens (each session may hold liveUpdateLimits.perClient of them).
import { liveUpdateLimits } from '../server/domain/live-updates.ts';
import { hashToken, newToken, tokenPrefixes } from '../server/services/auth/tokens.ts';
import { factories } from '../server/test/factories.ts';
import type { BenchApp } from './lib/bench-app.ts';
import { createBenchStudio } from './lib/fixtures.ts';

export interface SubscriptionsSetup {
  /** Admin session tokens, each for up to `perSession` subscriptions. */
  tokens: string[];
  perSession: number;
  studioId: string;
  orderId: string;
}

export async function setup(app: BenchApp, args: { subscriptions: number }): Promise<SubscriptionsSetup> {
  const studio = await createBenchStudio(app);
  const make = factories(app.db, app.services);
  const event = await make.event(studio, { name: 'Ao vivo' });
  const order = await make.order(studio, event, await make.photo(studio, event));
  const admin = await app.db.adminUser.findFirstOrThrow({ where: { studioId: studio.id } });
  const perSession = liveUpdateLimits.perClient;
  const tokens = Array.from({ length: Math.ceil(args.subscriptions / perSession) }, () =>
    newToken(tokenPrefixes.adminSession),
  );
  await app.db.adminSession.createMany({
    data: tokens.map((token) => ({
      studioId: studio.id,
      userId: admin.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 3600_000),
    })),
  });
  return { tokens, perSession, studioId: studio.id, orderId: order.id };
}

export const commands = {
  /** Subscriptions open on this server, and its listening connection. */
  async live(app: BenchApp) {
    return app.services.live.stats();
  },
};
