// After buying: a new, empty cart for the same gallery session (the order stays reachable from it).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useStartNewCartMutation as Mutation } from '../../../../__generated__/useStartNewCartMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useStartNewCartMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useStartNewCartMutation {
      startNewCart {
        __typename
        ... on Error { message }
        ... on StartNewCartPayload {
          started
          # The gallery reads its cart from here: it must not find the paid one and send the customer back.
          session { id ...useShoppingSession_session }
        }
      }
    }
  `);
  const start = () => commitAsPromise(commit, { variables: {} }).then((response) => response.startNewCart);
  return [start, inFlight] as const;
}
