// modo-editar-dados-pessoais / modo-editar-endereco-entrega: a saved form opens again for changes.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useEditCheckoutFormMutation as Mutation } from '../../../../__generated__/useEditCheckoutFormMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useEditCheckoutFormMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useEditCheckoutFormMutation($input: EditCheckoutFormInput!) {
      editCheckoutForm(input: $input) {
        __typename
        ... on Error { message }
        ... on EditCheckoutFormPayload { session { ...CheckoutForms_session } }
      }
    }
  `);
  const edit = (form: 'PERSONAL_DATA' | 'DELIVERY_ADDRESS') =>
    commitAsPromise(commit, { variables: { input: { form } } }).then((response) => response.editCheckoutForm);
  return [edit, inFlight] as const;
}
