// Customers' reads answered from memory: the GraphQL plugin and the REST shims share one cache per process. A read
// of what every customer of an event sees alike (cacheable-documents.ts isSharedRead) is kept once per event, under
// the read versions of its studio and event; any other read is kept only for a customer's own gallery session, under
// the session (so no one ever sees another's cart) and the read versions of its studio, event, session and cart (so
// the next read after any change runs again).
import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import type { Metrics } from '../observability/metrics.ts';
import { isCacheableRead, isSharedRead } from './cacheable-documents.ts';
import { createReadCache, type ReadCache } from './read-cache.ts';

/** A REST answer as sent: its status, its JSON text and headers. */
export interface CachedRestAnswer {
  status: number;
  text: string;
  headers: Record<string, string>;
}

type CachedRead = ExecutionResult | CachedRestAnswer;

export interface ReadPlan {
  key: string;
  stamp: string;
}

export interface CustomerReads {
  /** Where a read of `document` would be kept, or null when it must not be cached. */
  plan(
    context: Context,
    documentKey: string,
    document: DocumentNode,
    variables: Record<string, unknown> | undefined,
  ): ReadPlan | null;
  get<T extends CachedRead>(plan: ReadPlan): T | undefined;
  set(plan: ReadPlan, value: CachedRead, bytes: number): void;
  cache: ReadCache<CachedRead>;
}

export function createCustomerReads(
  schema: GraphQLSchema,
  maxBytes: number,
  metrics?: Pick<Metrics, 'readCache'>,
): CustomerReads {
  const cache = createReadCache<CachedRead>(maxBytes);
  return {
    cache,
    plan(context, documentKey, document, variables) {
      const { viewer, studio } = context;
      if (maxBytes === 0 || !studio || viewer.kind !== 'gallery' || !viewer.readStamp) return null;
      // The host is part of the key: an answer may carry addresses built from it.
      const host = new URL(context.request.url).host;
      // What every customer of the event sees is kept once for all of them, under the event's versions: the session
      // was found valid for this event (key, list of people, published), so it may read what the event shows.
      if (viewer.sharedReadStamp && isSharedRead(schema, document, variables, viewer.eventId)) {
        return {
          key: `${studio.id}\nevent ${viewer.eventId}\n${host}\n${documentKey}\n${JSON.stringify(variables ?? {})}`,
          stamp: viewer.sharedReadStamp,
        };
      }
      if (!isCacheableRead(schema, document)) return null;
      return {
        key: `${studio.id}\n${viewer.sessionId}\n${host}\n${documentKey}\n${JSON.stringify(variables ?? {})}`,
        stamp: viewer.readStamp,
      };
    },
    get<T extends CachedRead>(plan: ReadPlan) {
      const value = cache.get(plan.key, plan.stamp) as T | undefined;
      metrics?.readCache.inc({ outcome: value ? 'hit' : 'miss' });
      return value;
    },
    set: (plan, value, bytes) => cache.set(plan.key, plan.stamp, value, bytes),
  };
}

const documentKeys = new WeakMap<DocumentNode, string>();
let documentCount = 0;

/** A name for a parsed document: Yoga parses each text once and hands the same object back. */
function documentKey(document: DocumentNode): string {
  let key = documentKeys.get(document);
  if (!key) {
    key = `graphql ${++documentCount}`;
    documentKeys.set(document, key);
  }
  return key;
}

/** Yoga plugin: answers a cacheable customer query from memory, and keeps what it executes without errors. */
export function customerReadsPlugin(reads: CustomerReads): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const variables = args.variableValues ?? undefined;
      const key = `${documentKey(args.document)} ${args.operationName ?? ''}`;
      const plan = reads.plan(args.contextValue, key, args.document, variables);
      if (!plan) return;
      const kept = reads.get<ExecutionResult>(plan);
      if (kept) {
        setResultAndStopExecution(kept);
        return;
      }
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result || result.errors?.length) return;
          reads.set(plan, result, JSON.stringify(result).length);
        },
      };
    },
  };
}
