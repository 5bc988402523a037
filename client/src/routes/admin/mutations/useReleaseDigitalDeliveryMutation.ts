// liberar-entrega-imagens-digitais: the downloads open and the customer gets the link.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useReleaseDigitalDeliveryMutation as Mutation } from '../../../__generated__/useReleaseDigitalDeliveryMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useReleaseDigitalDeliveryMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useReleaseDigitalDeliveryMutation($input: ReleaseDigitalDeliveryInput!) {
      releaseDigitalDelivery(input: $input) {
        __typename
        ... on Error { message }
        ... on FulfilmentPayload { message customerNotified order { id ...OrderDetail_order } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.releaseDigitalDelivery);
  return [run, inFlight] as const;
}
