// 'Baixar originais (ZIP)': a short-lived link to every original of the event, which the browser downloads by itself.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateEventOriginalsLinkMutation as Mutation } from '../../../__generated__/useCreateEventOriginalsLinkMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useCreateEventOriginalsLinkMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateEventOriginalsLinkMutation($input: CreateEventOriginalsLinkInput!) {
      createEventOriginalsLink(input: $input) {
        __typename
        ... on Error { message }
        ... on CreateEventOriginalsLinkPayload { url fileName }
      }
    }
  `);
  const run = (event: string) =>
    commitAsPromise(commit, { variables: { input: { event } } }).then(
      (response) => response.createEventOriginalsLink,
    );
  return [run, inFlight] as const;
}
