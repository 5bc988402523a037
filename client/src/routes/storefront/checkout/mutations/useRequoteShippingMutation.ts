// calcular-frete again from checkout, for the delivery address's CEP: the order summary shows the new price at once.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRequoteShippingMutation as Mutation } from '../../../../__generated__/useRequoteShippingMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useRequoteShippingMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRequoteShippingMutation($input: QuoteShippingInput!) {
      quoteShipping(input: $input) {
        __typename
        ... on Error { message }
        ... on QuoteShippingPayload {
          serviceName
          chargedCents
          deadlineDays
          cart { id shippingCep totalCents ...OrderSummary_cart }
        }
      }
    }
  `);
  const quote = (cep: string) =>
    commitAsPromise(commit, { variables: { input: { cep } } }).then((response) => response.quoteShipping);
  return [quote, inFlight] as const;
}
