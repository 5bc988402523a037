// A subscription's stream of live signals, read through the request's context: opened against the viewer's bounds,
// each signal mapped to what the field yields (null: nothing for this subscriber), ended when the client goes away.
import { GraphQLError } from 'graphql';
import type { Context } from '../../context.ts';
import { DomainError } from '../../domain/errors.ts';
import { LiveUpdateLimitError, liveClientOf } from '../../domain/live-updates.ts';
import type { LiveChange } from '../../services/live/live-change.ts';
import { type LiveSignal, LiveUnavailableError } from '../../services/live/live-updates.ts';

/** An expected refusal of a subscription, as its one error (subscriptions have no typed results). */
export function subscriptionError(error: unknown): never {
  if (error instanceof LiveUpdateLimitError)
    throw new GraphQLError(error.message, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } });
  if (error instanceof LiveUnavailableError)
    throw new GraphQLError(error.message, { extensions: { code: 'LIVE_UNAVAILABLE' } });
  if (error instanceof DomainError)
    throw new GraphQLError(error.message, { extensions: { code: 'NOT_FOUND' } });
  throw error;
}

export async function openLiveStream<T>(
  context: Context,
  studioId: string,
  accept: (change: LiveChange) => boolean,
  map: (signal: LiveSignal) => Promise<T | null>,
): Promise<AsyncIterableIterator<T>> {
  const client = liveClientOf(context.viewer);
  if (!client) throw new GraphQLError('Faça login novamente.', { extensions: { code: 'UNAUTHENTICATED' } });
  const stream = await context.services.live
    .open({ subscriber: { client, address: context.clientAddress }, studioId, accept })
    .catch(subscriptionError);
  // Not an async generator: one waiting for the next change could not be ended until that change came.
  const mapped: AsyncIterableIterator<T> = {
    async next() {
      for (;;) {
        const signal = await stream.next();
        if (signal.done) return { value: undefined, done: true };
        const value = await map(signal.value);
        if (value !== null) return { value, done: false };
      }
    },
    async return() {
      await stream.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => mapped,
  };
  return mapped;
}
