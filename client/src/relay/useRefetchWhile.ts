// Asks a route's query again every few seconds while something it shows is being worked on in the background (an
// export being written, a deletion being carried out), so the page moves on by itself.
import { useEffect } from 'react';
import { fetchQuery, type GraphQLTaggedNode, useRelayEnvironment } from 'react-relay/hooks';

export function useRefetchWhile(active: boolean, query: GraphQLTaggedNode, everyMs = 3000) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(
      () => fetchQuery(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({}),
      everyMs,
    );
    return () => clearInterval(timer);
  }, [active, environment, query, everyMs]);
}
