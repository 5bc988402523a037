// 'Restaurar': starts the job bringing an archived event's originals back (and rendering dropped previews again).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRestoreEventMutation as Mutation } from '../../../__generated__/useRestoreEventMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useRestoreEventMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRestoreEventMutation($input: RestoreEventInput!) {
      restoreEvent(input: $input) {
        __typename
        ... on Error { message }
        ... on RestoreEventPayload { message event { id ...ArchivePanel_event } }
      }
    }
  `);
  const restore = (eventSlug: string) =>
    commitAsPromise(commit, { variables: { input: { event: { slug: eventSlug } } } }).then(
      (response) => response.restoreEvent,
    );
  return [restore, inFlight] as const;
}
