// recorte: the part of the photo a print shows, moved by the customer.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetCartItemCropMutation as Mutation } from '../../../../__generated__/useSetCartItemCropMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useSetCartItemCropMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetCartItemCropMutation($input: SetCartItemCropInput!) {
      setCartItemCrop(input: $input) {
        __typename
        ... on Error { message }
        ... on SetCartItemCropPayload { message cart { ...CartView_cart } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.setCartItemCrop);
  return [run, inFlight] as const;
}
