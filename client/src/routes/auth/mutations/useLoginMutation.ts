// login: the studio owner's e-mail and password (and the verification code when the account asks for it); the
// answer's token is kept for every /adm call, and the browser's device cookie comes with the answer.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useLoginMutation as Mutation } from '../../../__generated__/useLoginMutation.graphql.ts';
import { commitAsPromise, withoutToken } from '../../../relay/mutations.ts';

export function useLoginMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useLoginMutation($input: LoginInput!) {
      login(input: $input) {
        __typename
        ... on Error { message }
        ... on LoginPayload { token }
      }
    }
  `);
  const login = (email: string, password: string, code: string | null = null) =>
    commitAsPromise(commit, {
      variables: { input: { email, password, code } },
      cacheConfig: withoutToken,
    }).then((response) => response.login);
  return [login, inFlight] as const;
}
