// dados-endereco: the delivery address of the printed photos (and the shipping quoted again for its CEP).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSaveDeliveryAddressMutation as Mutation } from '../../../../__generated__/useSaveDeliveryAddressMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useSaveDeliveryAddressMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSaveDeliveryAddressMutation($input: SaveDeliveryAddressInput!) {
      saveDeliveryAddress(input: $input) {
        __typename
        ... on Error { message }
        ... on SaveDeliveryAddressPayload {
          session { ...CheckoutForms_session }
          # The server quotes again for an address in another CEP: the summary shows the new price.
          cart { id shippingCep totalCents ...OrderSummary_cart }
        }
      }
    }
  `);
  const save = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.saveDeliveryAddress);
  return [save, inFlight] as const;
}
