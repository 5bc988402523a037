// tabela-tamanho-preco/item: a size and price line. The payload's table, items and all, updates the store in place;
// a table the server created for the studio's first line joins its saved tables.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAddPriceTableItemMutation as Mutation } from '../../../__generated__/useAddPriceTableItemMutation.graphql.ts';
import { appendLinkedRecord } from '../../../relay/linked-lists.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useAddPriceTableItemMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAddPriceTableItemMutation($input: AddPriceTableItemInput!) {
      addPriceTableItem(input: $input) {
        __typename
        ... on Error { message }
        ... on AddPriceTableItemPayload {
          message
          priceTable { id name saved items { id format width height unit weightGrams priceCents } }
        }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, {
      variables: { input },
      updater: (store) => {
        const table = store.getRootField('addPriceTableItem')?.getLinkedRecord('priceTable');
        if (table?.getValue('saved') !== true) return;
        appendLinkedRecord(store.getRoot().getLinkedRecord('studio'), 'savedPriceTables', table);
      },
    }).then((response) => response.addPriceTableItem);
  return [run, inFlight] as const;
}
