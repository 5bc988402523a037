// status-entrega-fisica: preparacao -> enviado or aguardando-retirada (which e-mails the pickup notice).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetPhysicalDeliveryStatusMutation as Mutation } from '../../../__generated__/useSetPhysicalDeliveryStatusMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useSetPhysicalDeliveryStatusMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetPhysicalDeliveryStatusMutation($input: SetPhysicalDeliveryStatusInput!) {
      setPhysicalDeliveryStatus(input: $input) {
        __typename
        ... on Error { message }
        ... on FulfilmentPayload { message customerNotified order { id ...OrderDetail_order } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.setPhysicalDeliveryStatus);
  return [run, inFlight] as const;
}
