// evento: a new event (job) with its name and delivery format; its address comes from the name.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateEventMutation as Mutation } from '../../../__generated__/useCreateEventMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useCreateEventMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateEventMutation($input: CreateEventInput!) {
      createEvent(input: $input) {
        __typename
        ... on Error { message }
        ... on CreateEventPayload { message event { id slug name } }
      }
    }
  `);
  const create = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.createEvent);
  return [create, inFlight] as const;
}
