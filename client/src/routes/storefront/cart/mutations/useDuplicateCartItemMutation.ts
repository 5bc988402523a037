// duplicar-item: another line for the same photo.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDuplicateCartItemMutation as Mutation } from '../../../../__generated__/useDuplicateCartItemMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useDuplicateCartItemMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDuplicateCartItemMutation($input: DuplicateCartItemInput!) {
      duplicateCartItem(input: $input) {
        __typename
        ... on Error { message }
        ... on DuplicateCartItemPayload { message cart { ...CartView_cart } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.duplicateCartItem);
  return [run, inFlight] as const;
}
