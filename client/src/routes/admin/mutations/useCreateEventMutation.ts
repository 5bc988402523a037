// evento: a new event (job) with its name and delivery format; its address comes from the name. It goes first in
// the studio's event list in the store (@prependNode: newest first).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateEventMutation as Mutation } from '../../../__generated__/useCreateEventMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useCreateEventMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateEventMutation($input: CreateEventInput!, $connections: [ID!]!) {
      createEvent(input: $input) {
        __typename
        ... on Error { message }
        ... on CreateEventPayload {
          message
          event @prependNode(connections: $connections, edgeTypeName: "StudioEventsConnectionEdge") {
            id
            slug
            name
            photoCount
            published
            day
            cover { url width height }
          }
        }
      }
    }
  `);
  const create = (input: Mutation['variables']['input'], connections: readonly string[]) =>
    commitAsPromise(commit, { variables: { input, connections: [...connections] } }).then(
      (response) => response.createEvent,
    );
  return [create, inFlight] as const;
}
