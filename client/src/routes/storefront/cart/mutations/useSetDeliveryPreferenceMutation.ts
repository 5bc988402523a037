// modalidade-de-entrega: pickup or delivery of the printed photos.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetDeliveryPreferenceMutation as Mutation } from '../../../../__generated__/useSetDeliveryPreferenceMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useSetDeliveryPreferenceMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetDeliveryPreferenceMutation($input: SetDeliveryPreferenceInput!) {
      setDeliveryPreference(input: $input) {
        __typename
        ... on Error { message }
        ... on SetDeliveryPreferencePayload { message cart { ...CartView_cart } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input'], cartId: string) =>
    commitAsPromise(commit, {
      variables: { input },
      // The choice shows at once; the server's cart (and a dropped shipping quote) follows.
      optimisticUpdater: (store) => store.get(cartId)?.setValue(input.preference, 'deliveryPreference'),
    }).then((response) => response.setDeliveryPreference);
  return [run, inFlight] as const;
}
