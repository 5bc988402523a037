// 'Meus dados': asks the studio for a copy or the deletion of the customer's data; the link to confirm is e-mailed.
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  DataRequestKind,
  useRequestCustomerDataMutation as Mutation,
} from '../../../../__generated__/useRequestCustomerDataMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useRequestCustomerDataMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRequestCustomerDataMutation($input: RequestCustomerDataInput!) {
      requestCustomerData(input: $input) {
        __typename
        ... on Error { message }
        ... on RequestCustomerDataPayload { message }
      }
    }
  `);
  const run = (input: { email: string; cpf: string; kind: DataRequestKind }) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.requestCustomerData);
  return [run, inFlight] as const;
}
