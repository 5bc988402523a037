// calcular-frete: the cheapest quote for the cart's package to the customer's CEP, kept on the cart.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useQuoteShippingMutation as Mutation } from '../../../../__generated__/useQuoteShippingMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useQuoteShippingMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useQuoteShippingMutation($input: QuoteShippingInput!) {
      quoteShipping(input: $input) {
        __typename
        ... on Error { message }
        ... on QuoteShippingPayload { cart { ...CartView_cart } }
      }
    }
  `);
  const quote = (cep: string) =>
    commitAsPromise(commit, { variables: { input: { cep } } }).then((response) => response.quoteShipping);
  return [quote, inFlight] as const;
}
