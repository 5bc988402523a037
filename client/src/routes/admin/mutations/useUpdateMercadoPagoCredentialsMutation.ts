// meio-de-pagamento/mercado-pago/credenciais: the studio's own Mercado Pago account (and its webhook secret).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateMercadoPagoCredentialsMutation as Mutation } from '../../../__generated__/useUpdateMercadoPagoCredentialsMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useUpdateMercadoPagoCredentialsMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateMercadoPagoCredentialsMutation($input: UpdateMercadoPagoCredentialsInput!) {
      updateMercadoPagoCredentials(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdateMercadoPagoCredentialsPayload { message studio { id mercadoPago { publicKey accessTokenPlaceholder configured webhookSecretConfigured notificationUrl } } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then(
      (response) => response.updateMercadoPagoCredentials,
    );
  return [run, inFlight] as const;
}
