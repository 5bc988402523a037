// Route loaders that start their Relay query before the route renders (loadQuery, then usePreloadedQuery).
import { type GraphQLTaggedNode, loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router';
import type { IEnvironment, OperationType } from 'relay-runtime';
import type { RequestAuth } from '../auth/request-auth.ts';
import type { RequestMetadata } from './environment.ts';

/**
 * A loader for one route query. It keeps the two latest query references retained (the one on screen and the
 * one being navigated to) and releases older ones, so data of pages long left can be garbage collected. `auth`
 * names the credentials: a loader runs before the address bar shows the page it loads for.
 */
export function routeQueryLoader<TQuery extends OperationType>(
  environment: IEnvironment,
  query: GraphQLTaggedNode,
  variables: (args: LoaderFunctionArgs) => TQuery['variables'],
  auth?: (args: LoaderFunctionArgs) => RequestAuth,
) {
  const retained: PreloadedQuery<TQuery>[] = [];
  return (args: LoaderFunctionArgs): PreloadedQuery<TQuery> => {
    const metadata: RequestMetadata | undefined = auth ? { auth: auth(args) } : undefined;
    const reference = loadQuery<TQuery>(environment, query, variables(args), {
      fetchPolicy: 'store-and-network',
      networkCacheConfig: metadata && { metadata: metadata as Record<string, unknown> },
    });
    retained.push(reference);
    while (retained.length > 2) retained.shift()!.dispose();
    return reference;
  };
}

/** The loader of a page under /{urlEvento}: its query runs with that event's gallery token. */
export function galleryQueryLoader<TQuery extends OperationType>(
  environment: IEnvironment,
  query: GraphQLTaggedNode,
  variables: (args: LoaderFunctionArgs) => TQuery['variables'],
) {
  return routeQueryLoader<TQuery>(environment, query, variables, ({ params }) => ({
    kind: 'gallery',
    eventSlug: params.eventSlug!,
  }));
}
