// 'Excluir agora' on a customer's confirmed deletion, after typing its e-mail again.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCarryOutDataRequestMutation as Mutation } from '../../../../__generated__/useCarryOutDataRequestMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useCarryOutDataRequestMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCarryOutDataRequestMutation($input: CarryOutDataRequestInput!) {
      carryOutDataRequest(input: $input) {
        __typename
        ... on Error { message }
        ... on CarryOutDataRequestPayload {
          message
          dataRequest { id status startedAt }
        }
      }
    }
  `);
  const run = (request: string, confirmEmail: string) =>
    commitAsPromise(commit, { variables: { input: { request, confirmEmail } } }).then(
      (response) => response.carryOutDataRequest,
    );
  return [run, inFlight] as const;
}
