// definir-tamanho-preco-em-todos-os-itens: one option for every line (and the photos added later).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useApplyOptionToAllCartItemsMutation as Mutation } from '../../../../__generated__/useApplyOptionToAllCartItemsMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useApplyOptionToAllCartItemsMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useApplyOptionToAllCartItemsMutation($input: ApplyOptionToAllCartItemsInput!) {
      applyOptionToAllCartItems(input: $input) {
        __typename
        ... on Error { message }
        ... on ApplyOptionToAllCartItemsPayload { message cart { ...CartView_cart } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.applyOptionToAllCartItems);
  return [run, inFlight] as const;
}
