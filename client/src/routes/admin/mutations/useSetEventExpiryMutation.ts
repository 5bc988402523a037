// 'Encerrar as vendas em': sets, extends ('Prorrogar') or clears ('Reabrir') the instant the gallery closes.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetEventExpiryMutation as Mutation } from '../../../__generated__/useSetEventExpiryMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useSetEventExpiryMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetEventExpiryMutation($input: SetEventExpiryInput!) {
      setEventExpiry(input: $input) {
        __typename
        ... on Error { message }
        ... on SetEventExpiryPayload { message event { id expiresAt expired } }
      }
    }
  `);
  /** `expiresAt` as an ISO instant; null: the gallery never closes. */
  const set = (eventSlug: string, expiresAt: string | null) =>
    commitAsPromise(commit, {
      variables: { input: { event: { slug: eventSlug }, expiresAt } },
    }).then((response) => response.setEventExpiry);
  return [set, inFlight] as const;
}
