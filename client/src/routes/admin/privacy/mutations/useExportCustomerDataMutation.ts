// 'Exportar dados' of a customer found by the search: the copy is written in the background; its link shows here.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useExportCustomerDataMutation as Mutation } from '../../../../__generated__/useExportCustomerDataMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useExportCustomerDataMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useExportCustomerDataMutation($input: ExportCustomerDataInput!) {
      exportCustomerData(input: $input) {
        __typename
        ... on Error { message }
        ... on ExportCustomerDataPayload {
          message
          studio { id ...PrivacyRequestsRoute_studio }
        }
      }
    }
  `);
  const run = (input: { email: string; cpf: string }) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.exportCustomerData);
  return [run, inFlight] as const;
}
