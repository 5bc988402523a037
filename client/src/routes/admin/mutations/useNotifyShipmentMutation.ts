// notificar-sobre-envio-entrega-fisica: shipped, with an optional tracking code, and the customer is told.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useNotifyShipmentMutation as Mutation } from '../../../__generated__/useNotifyShipmentMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useNotifyShipmentMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useNotifyShipmentMutation($input: NotifyShipmentInput!) {
      notifyShipment(input: $input) {
        __typename
        ... on Error { message }
        ... on FulfilmentPayload { message customerNotified order { id ...OrderDetail_order } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.notifyShipment);
  return [run, inFlight] as const;
}
