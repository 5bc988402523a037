// A screen's live updates: a Relay subscription kept open while `enabled`, its results landing in the store where
// the screen's fragments read them. Each time the connection opens, `refetch` reads the state once: what changed
// before it opened (since the screen's query, or while it was down) is not missed. While no connection is open (the
// server refuses, a proxy cuts streams) `refetch` runs every `fallbackMs`, as the polling it replaces did.
import { useEffect, useRef } from 'react';
import { requestSubscription, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig, OperationType } from 'relay-runtime';
import type { RequestMetadata } from './environment.ts';

export interface LiveSubscriptionOptions<T extends OperationType> {
  subscription: GraphQLSubscriptionConfig<T>['subscription'];
  variables: T['variables'];
  enabled: boolean;
  /** Reads the current state again (network-only). */
  refetch: () => void;
  /** How often `refetch` runs while no connection is open. */
  fallbackMs: number;
  onNext?: (response: T['response'] | null | undefined) => void;
}

export function useLiveSubscription<T extends OperationType>(options: LiveSubscriptionOptions<T>): void {
  const environment = useRelayEnvironment();
  const latest = useRef(options);
  latest.current = options;
  const key = JSON.stringify(options.variables);
  const { enabled, subscription, fallbackMs } = options;

  useEffect(() => {
    if (!enabled) return;
    let connected = false;
    const metadata: RequestMetadata = {
      onLiveConnection: (state) => {
        connected = state !== 'lost';
        if (connected) latest.current.refetch();
      },
    };
    const disposable = requestSubscription<T>(environment, {
      subscription,
      variables: JSON.parse(key),
      cacheConfig: { metadata: metadata as Record<string, unknown> },
      onNext: (response) => latest.current.onNext?.(response),
      onError: () => {
        connected = false;
      },
    });
    const timer = setInterval(() => {
      if (!connected) latest.current.refetch();
    }, fallbackMs);
    return () => {
      clearInterval(timer);
      disposable.dispose();
    };
  }, [environment, enabled, subscription, key, fallbackMs]);
}
