// Publicar / Despublicar: opens the event to customers (listed on the storefront, gallery open) or makes it a draft.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetEventPublishedMutation as Mutation } from '../../../__generated__/useSetEventPublishedMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useSetEventPublishedMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetEventPublishedMutation($input: SetEventPublishedInput!) {
      setEventPublished(input: $input) {
        __typename
        ... on Error { message }
        ... on SetEventPublishedPayload { message event { id published } }
      }
    }
  `);
  const set = (eventSlug: string, published: boolean) =>
    commitAsPromise(commit, { variables: { input: { event: { slug: eventSlug }, published } } }).then(
      (response) => response.setEventPublished,
    );
  return [set, inFlight] as const;
}
