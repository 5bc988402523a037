// While some photos are still being processed, the grid hears each one finish (or fail, and why) the moment the
// worker is done, over a live subscription; after a reconnection, or while none can be open, it asks for their
// state instead (every few seconds, as it used to).
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { usePhotoStatusUpdatesQuery } from '../../../../__generated__/usePhotoStatusUpdatesQuery.graphql.ts';
import type { usePhotoStatusUpdatesSubscription } from '../../../../__generated__/usePhotoStatusUpdatesSubscription.graphql.ts';
import { useLiveSubscription } from '../../../../relay/useLiveSubscription.ts';

const query = graphql`
  query usePhotoStatusUpdatesQuery($ids: [ID!]!) {
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

const subscription = graphql`
  subscription usePhotoStatusUpdatesSubscription($event: EventSelector!) {
    photoStatusChanged(event: $event) {
      photo {
        id
        status
        processing
        failureReason
        thumbnail { url width height }
      }
    }
  }
`;

/** How often the photos' state is asked for while no live connection is open. */
export const photoStatusPollMs = 2000;

export function usePhotoStatusUpdates(
  eventId: string,
  processingIds: readonly string[],
  /** Reads the grid again: changes may have been missed. */
  refetchGrid: () => void,
) {
  const environment = useRelayEnvironment();
  const key = processingIds.join(',');
  const refetch = useCallback(() => {
    if (!key) return;
    // The answer lands in the Relay store, where the grid's fragment reads it.
    fetchQuery<usePhotoStatusUpdatesQuery>(
      environment,
      query,
      { ids: key.split(',') },
      { fetchPolicy: 'network-only' },
    ).subscribe({});
  }, [environment, key]);
  useLiveSubscription<usePhotoStatusUpdatesSubscription>({
    subscription,
    variables: { event: { id: eventId } },
    enabled: key !== '',
    refetch,
    fallbackMs: photoStatusPollMs,
    onNext: (response) => {
      if (response?.photoStatusChanged && !response.photoStatusChanged.photo) refetchGrid();
    },
  });
}
