// tabela-tamanho-preco/item: a size and price line.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAddPriceTableItemMutation as Mutation } from '../../../__generated__/useAddPriceTableItemMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useAddPriceTableItemMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAddPriceTableItemMutation($input: AddPriceTableItemInput!) {
      addPriceTableItem(input: $input) {
        __typename
        ... on Error { message }
        ... on AddPriceTableItemPayload { message priceTable { id name items { id format width height unit weightGrams priceCents } } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.addPriceTableItem);
  return [run, inFlight] as const;
}
