// quantidade: how many copies of a line.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetCartItemQuantityMutation as Mutation } from '../../../../__generated__/useSetCartItemQuantityMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useSetCartItemQuantityMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetCartItemQuantityMutation($input: SetCartItemQuantityInput!) {
      setCartItemQuantity(input: $input) {
        __typename
        ... on Error { message }
        ... on SetCartItemQuantityPayload { message cart { ...CartView_cart } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.setCartItemQuantity);
  return [run, inFlight] as const;
}
