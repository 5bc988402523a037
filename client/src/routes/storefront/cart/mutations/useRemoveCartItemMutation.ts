// DELETE item: the line leaves the cart.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRemoveCartItemMutation as Mutation } from '../../../../__generated__/useRemoveCartItemMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useRemoveCartItemMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRemoveCartItemMutation($input: RemoveCartItemInput!) {
      removeCartItem(input: $input) {
        __typename
        ... on Error { message }
        ... on RemoveCartItemPayload { message cart { ...CartView_cart } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.removeCartItem);
  return [run, inFlight] as const;
}
