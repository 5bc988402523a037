// A GraphQL subscription over server-sent events for tests, made by the graphql-sse client (the protocol the
// browser's client speaks) against an app in-process or a server's address; its results are kept to wait on.
import type { ExecutionResult } from 'graphql';
import { createClient } from 'graphql-sse';

export interface LiveSubscription<T = any> {
  results: ExecutionResult<T>[];
  /** Resolves with the first result (from `from` on) that `match` accepts; rejects after `timeoutMs`. */
  waitFor(
    match: (result: ExecutionResult<T>) => boolean,
    timeoutMs?: number,
    from?: number,
  ): Promise<ExecutionResult<T>>;
  /** Resolves when the server ended the subscription (after an error, for one refused). */
  completed: Promise<void>;
  stop(): void;
}

export interface LiveTarget {
  /** `http://<studio host>` for an app in-process (with `fetch`), or a listening server's address. */
  origin: string;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  headers?: Record<string, string>;
}

export function subscribe<T = any>(
  target: LiveTarget,
  query: string,
  variables: Record<string, unknown> = {},
): LiveSubscription<T> {
  const client = createClient({
    url: `${target.origin}/graphql`,
    headers: target.headers ?? {},
    retryAttempts: 0,
    ...(target.fetch && { fetchFn: target.fetch }),
  });
  const results: ExecutionResult<T>[] = [];
  const waiters = new Set<() => void>();
  let finish!: () => void;
  const completed = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (result) => {
        results.push(result as ExecutionResult<T>);
        for (const waiter of waiters) waiter();
      },
      error: (error) => {
        const message = String((error as Error)?.message ?? error);
        results.push({ errors: [{ message }] } as unknown as ExecutionResult<T>);
        finish();
        for (const waiter of waiters) waiter();
      },
      complete: () => finish(),
    },
  );
  return {
    results,
    completed,
    stop() {
      stop();
      client.dispose();
    },
    waitFor(match, timeoutMs = 5000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = results.slice(from).find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching live result within ${timeoutMs} ms: ${JSON.stringify(results)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
