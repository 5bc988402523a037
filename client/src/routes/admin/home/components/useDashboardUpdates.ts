// The dashboard follows the studio's orders live: each new order, or an order paid or changed elsewhere, brings
// its figures and the orders waiting again, without reloading /adm (or asking every half minute while no live
// connection can be open).
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useDashboardUpdatesQuery } from '../../../../__generated__/useDashboardUpdatesQuery.graphql.ts';
import type { useDashboardUpdatesSubscription } from '../../../../__generated__/useDashboardUpdatesSubscription.graphql.ts';
import { useLiveSubscription } from '../../../../relay/useLiveSubscription.ts';

const query = graphql`
  query useDashboardUpdatesQuery {
    studio { id ...Dashboard_studio }
  }
`;

const subscription = graphql`
  subscription useDashboardUpdatesSubscription {
    orderChanged {
      studio { id ...Dashboard_studio }
    }
  }
`;

/** How often the dashboard is read again while no live connection is open. */
const fallbackMs = 30_000;

export function useDashboardUpdates(enabled: boolean) {
  const environment = useRelayEnvironment();
  const refetch = useCallback(() => {
    fetchQuery<useDashboardUpdatesQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe(
      {},
    );
  }, [environment]);
  useLiveSubscription<useDashboardUpdatesSubscription>({
    subscription,
    variables: {},
    enabled,
    refetch,
    fallbackMs,
  });
}
