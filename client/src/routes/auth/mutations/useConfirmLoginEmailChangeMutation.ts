// confirmar-novo-email: the link sent to the new login e-mail, opened.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useConfirmLoginEmailChangeMutation as Mutation } from '../../../__generated__/useConfirmLoginEmailChangeMutation.graphql.ts';
import { commitAsPromise, withoutToken } from '../../../relay/mutations.ts';

export function useConfirmLoginEmailChangeMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useConfirmLoginEmailChangeMutation($input: ConfirmLoginEmailChangeInput!) {
      confirmLoginEmailChange(input: $input) {
        __typename
        ... on Error { message }
        ... on ConfirmLoginEmailChangePayload { message }
      }
    }
  `);
  const confirm = (token: string) =>
    commitAsPromise(commit, { variables: { input: { token } }, cacheConfig: withoutToken }).then(
      (response) => response.confirmLoginEmailChange,
    );
  return [confirm, inFlight] as const;
}
