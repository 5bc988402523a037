// processar-pagamento: the order is created and paid through Mercado Pago with the Brick's form data; the server
// prices it, and one idempotency key never pays twice. The cart is not read back here: its new status would send
// the checkout page to the order before the payment status page opens; that page loads it.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useProcessPaymentMutation as Mutation } from '../../../../__generated__/useProcessPaymentMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export type ProcessPaymentInput = Mutation['variables']['input'];

export function useProcessPaymentMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useProcessPaymentMutation($input: ProcessPaymentInput!) {
      processPayment(input: $input) {
        __typename
        ... on Error { message }
        ... on CheckoutGuardError { flag }
        ... on ProcessPaymentPayload {
          exempt
          order { orderId }
          payment { paymentId status }
        }
      }
    }
  `);
  const pay = (input: ProcessPaymentInput) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.processPayment);
  return [pay, inFlight] as const;
}
