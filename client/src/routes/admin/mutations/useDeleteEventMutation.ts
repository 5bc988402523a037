// DELETE /adm/{urlEvento}: the event and its photos; it leaves the studio's event list in the store (@deleteEdge).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteEventMutation as Mutation } from '../../../__generated__/useDeleteEventMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useDeleteEventMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteEventMutation($input: DeleteEventInput!, $connections: [ID!]!) {
      deleteEvent(input: $input) {
        __typename
        ... on Error { message }
        ... on DeleteEventPayload { message deletedEventId @deleteEdge(connections: $connections) }
      }
    }
  `);
  const run = (input: Mutation['variables']['input'], connections: readonly string[]) =>
    commitAsPromise(commit, { variables: { input, connections: [...connections] } }).then(
      (response) => response.deleteEvent,
    );
  return [run, inFlight] as const;
}
