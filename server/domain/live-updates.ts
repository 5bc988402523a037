// The rules of live updates (GraphQL subscriptions over server-sent events): how many a client may keep open, who
// counts as one client, and how a dropped listening connection waits before it tries again.
import { DomainError } from './errors.ts';

export const liveUpdateLimits = {
  /** Open subscriptions of one session or API token: a few tabs of the admin or of the payment page. */
  perClient: 10,
  /** Open subscriptions from one address (offices and phones behind one NAT share it). */
  perAddress: 100,
  /** Open subscriptions one server holds. */
  perServer: 10_000,
} as const;

export type LiveUpdateLimits = { [K in keyof typeof liveUpdateLimits]: number };

/** Who holds a subscription, as the limits count it. */
export interface LiveSubscriber {
  /** The session or token: 'admin:<session>', 'token:<id>', 'gallery:<session>'. */
  client: string;
  /** The client's address ('unknown' in-process). */
  address: string;
}

/** The open subscriptions counted so far, by client, by address and in all. */
export interface LiveCounts {
  client: number;
  address: number;
  server: number;
}

export class LiveUpdateLimitError extends DomainError {
  static override readonly status = 429;
}

/** Why one more subscription may not open, or null when it may. */
export function liveLimitRefusal(counts: LiveCounts, limits: LiveUpdateLimits): LiveUpdateLimitError | null {
  if (counts.server >= limits.perServer) {
    return new LiveUpdateLimitError(
      'O servidor está com o máximo de atualizações ao vivo abertas. Tente de novo em instantes.',
    );
  }
  if (counts.client >= limits.perClient) {
    return new LiveUpdateLimitError(
      `Você já tem ${limits.perClient} atualizações ao vivo abertas, o máximo. Feche outras abas ou janelas desta página e tente de novo.`,
    );
  }
  if (counts.address >= limits.perAddress) {
    return new LiveUpdateLimitError(
      'Há atualizações ao vivo demais abertas a partir da sua rede. Feche outras abas ou tente de novo mais tarde.',
    );
  }
  return null;
}

/** The client a viewer's subscriptions count against; null for a viewer that may subscribe to nothing. */
export function liveClientOf(
  viewer:
    | { kind: 'admin'; sessionId: string; apiToken?: { id: string } | null }
    | { kind: 'gallery'; sessionId: string }
    | { kind: 'anonymous' | 'operator' },
): string | null {
  if (viewer.kind === 'admin')
    return viewer.apiToken ? `token:${viewer.apiToken.id}` : `admin:${viewer.sessionId}`;
  if (viewer.kind === 'gallery') return `gallery:${viewer.sessionId}`;
  return null;
}

/** The wait before the `attempt`-th reconnection (0 first): doubling from 250 ms up to 10 s, with a tenth of jitter. */
export function reconnectDelayMs(attempt: number, random = Math.random()): number {
  const base = Math.min(10_000, 250 * 2 ** Math.min(attempt, 6));
  return Math.round(base * (0.9 + 0.2 * random));
}
