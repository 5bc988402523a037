// DELETE tabela-tamanho-preco/item: a line leaves the table; the payload's table, items and all, updates the store
// in place.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRemovePriceTableItemMutation as Mutation } from '../../../__generated__/useRemovePriceTableItemMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useRemovePriceTableItemMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRemovePriceTableItemMutation($input: RemovePriceTableItemInput!) {
      removePriceTableItem(input: $input) {
        __typename
        ... on Error { message }
        ... on RemovePriceTableItemPayload {
          message
          priceTable { id name items { id format width height unit weightGrams priceCents } }
        }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.removePriceTableItem);
  return [run, inFlight] as const;
}
