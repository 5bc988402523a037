// redefinir-senha: the new password, with the token of the e-mailed link.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useResetPasswordMutation as Mutation } from '../../../__generated__/useResetPasswordMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useResetPasswordMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useResetPasswordMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        __typename
        ... on Error { message }
        ... on ResetPasswordPayload { message }
      }
    }
  `);
  const reset = (token: string, password: string) =>
    commitAsPromise(commit, { variables: { input: { token, password } } }).then(
      (response) => response.resetPassword,
    );
  return [reset, inFlight] as const;
}
