// tamanho-preco: one line's size/format.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetCartItemOptionMutation as Mutation } from '../../../../__generated__/useSetCartItemOptionMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useSetCartItemOptionMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetCartItemOptionMutation($input: SetCartItemOptionInput!) {
      setCartItemOption(input: $input) {
        __typename
        ... on Error { message }
        ... on SetCartItemOptionPayload { message cart { ...CartView_cart } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.setCartItemOption);
  return [run, inFlight] as const;
}
