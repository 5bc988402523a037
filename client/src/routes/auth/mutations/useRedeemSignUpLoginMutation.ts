// redeemSignUpLogin: the sign-up's one-time link logs the new owner in on the studio's own address.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRedeemSignUpLoginMutation as Mutation } from '../../../__generated__/useRedeemSignUpLoginMutation.graphql.ts';
import { commitAsPromise, withoutToken } from '../../../relay/mutations.ts';

export function useRedeemSignUpLoginMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRedeemSignUpLoginMutation($code: String!) {
      redeemSignUpLogin(code: $code) {
        __typename
        ... on Error { message }
        ... on RedeemSignUpLoginPayload { token }
      }
    }
  `);
  const redeem = (code: string) =>
    commitAsPromise(commit, { variables: { code }, cacheConfig: withoutToken }).then(
      (response) => response.redeemSignUpLogin,
    );
  return [redeem, inFlight] as const;
}
