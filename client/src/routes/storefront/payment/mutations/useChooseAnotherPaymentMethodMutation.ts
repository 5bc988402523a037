// escolher-outro-meio-de-pagamento: after a refused or expired payment the cart opens again for checkout.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useChooseAnotherPaymentMethodMutation as Mutation } from '../../../../__generated__/useChooseAnotherPaymentMethodMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useChooseAnotherPaymentMethodMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useChooseAnotherPaymentMethodMutation($input: ChooseAnotherPaymentMethodInput!) {
      chooseAnotherPaymentMethod(input: $input) {
        __typename
        ... on Error { message }
        ... on ChooseAnotherPaymentMethodPayload { cart { id status } }
      }
    }
  `);
  const choose = (paymentId: string) =>
    commitAsPromise(commit, { variables: { input: { paymentId } } }).then(
      (response) => response.chooseAnotherPaymentMethod,
    );
  return [choose, inFlight] as const;
}
