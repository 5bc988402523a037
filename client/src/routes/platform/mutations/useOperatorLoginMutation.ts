// operatorLogin: e-mail, password and the TOTP code; the answer's token is kept for every /plataforma call.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useOperatorLoginMutation as Mutation } from '../../../__generated__/useOperatorLoginMutation.graphql.ts';
import { commitAsPromise, withoutToken } from '../../../relay/mutations.ts';

export function useOperatorLoginMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useOperatorLoginMutation($input: OperatorLoginInput!) {
      operatorLogin(input: $input) {
        __typename
        ... on Error { message }
        ... on OperatorLoginPayload { token }
      }
    }
  `);
  const login = (input: { email: string; password: string; code: string }) =>
    commitAsPromise(commit, { variables: { input }, cacheConfig: withoutToken }).then(
      (response) => response.operatorLogin,
    );
  return [login, inFlight] as const;
}
