// While some photos are still being processed, asks for their state every few seconds: the grid shows each one as
// soon as the worker has rendered it (or why it failed), without reloading the page.
import { useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { usePhotoStatusPollingQuery } from '../../../../__generated__/usePhotoStatusPollingQuery.graphql.ts';

const query = graphql`
  query usePhotoStatusPollingQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Photo {
        id
        status
        processing
        failureReason
        thumbnail { url width height }
      }
    }
  }
`;

export const photoStatusPollMs = 2000;

export function usePhotoStatusPolling(processingIds: readonly string[]) {
  const environment = useRelayEnvironment();
  const key = processingIds.join(',');
  useEffect(() => {
    if (!key) return;
    const ids = key.split(',');
    const timer = setInterval(() => {
      // The answer lands in the Relay store, where the grid's fragment reads it.
      fetchQuery<usePhotoStatusPollingQuery>(
        environment,
        query,
        { ids },
        { fetchPolicy: 'network-only' },
      ).subscribe({});
    }, photoStatusPollMs);
    return () => clearInterval(timer);
  }, [environment, key]);
}
