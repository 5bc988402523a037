// 'Arquivar evento': starts the job moving the event's originals to the archive storage (and its previews, if asked).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useArchiveEventMutation as Mutation } from '../../../__generated__/useArchiveEventMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useArchiveEventMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useArchiveEventMutation($input: ArchiveEventInput!) {
      archiveEvent(input: $input) {
        __typename
        ... on Error { message }
        ... on ArchiveEventPayload { message event { id ...ArchivePanel_event } }
      }
    }
  `);
  const archive = (eventSlug: string, dropPreviews: boolean) =>
    commitAsPromise(commit, {
      variables: { input: { event: { slug: eventSlug }, dropPreviews } },
    }).then((response) => response.archiveEvent);
  return [archive, inFlight] as const;
}
