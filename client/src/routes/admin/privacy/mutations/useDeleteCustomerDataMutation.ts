// 'Excluir dados' of a customer found by the search, after typing the e-mail again: done in the background.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteCustomerDataMutation as Mutation } from '../../../../__generated__/useDeleteCustomerDataMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useDeleteCustomerDataMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteCustomerDataMutation($input: DeleteCustomerDataInput!) {
      deleteCustomerData(input: $input) {
        __typename
        ... on Error { message }
        ... on DeleteCustomerDataPayload {
          message
          studio { id ...PrivacyRequestsRoute_studio }
        }
      }
    }
  `);
  const run = (input: { email: string; cpf: string; confirmEmail: string }) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.deleteCustomerData);
  return [run, inFlight] as const;
}
