// The confirmation e-mail's link: the button on its page confirms the request (once).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useConfirmCustomerDataRequestMutation as Mutation } from '../../../../__generated__/useConfirmCustomerDataRequestMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useConfirmCustomerDataRequestMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useConfirmCustomerDataRequestMutation($input: ConfirmCustomerDataRequestInput!) {
      confirmCustomerDataRequest(input: $input) {
        __typename
        ... on Error { message }
        ... on ConfirmCustomerDataRequestPayload { message kind }
      }
    }
  `);
  const run = (token: string) =>
    commitAsPromise(commit, { variables: { input: { token } } }).then(
      (response) => response.confirmCustomerDataRequest,
    );
  return [run, inFlight] as const;
}
