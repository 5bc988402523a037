// DELETE /adm/{urlEvento}: the event and its photos.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteEventMutation as Mutation } from '../../../__generated__/useDeleteEventMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useDeleteEventMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteEventMutation($input: DeleteEventInput!) {
      deleteEvent(input: $input) {
        __typename
        ... on Error { message }
        ... on DeleteEventPayload { message deletedEventId }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.deleteEvent);
  return [run, inFlight] as const;
}
