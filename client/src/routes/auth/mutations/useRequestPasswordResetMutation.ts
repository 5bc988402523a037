// redefinir-senha/email: the reset link goes to the admin's e-mail (the answer never says whether it exists).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRequestPasswordResetMutation as Mutation } from '../../../__generated__/useRequestPasswordResetMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useRequestPasswordResetMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) {
        __typename
        ... on Error { message }
        ... on RequestPasswordResetPayload { message }
      }
    }
  `);
  const request = (email: string) =>
    commitAsPromise(commit, { variables: { input: { email } } }).then(
      (response) => response.requestPasswordReset,
    );
  return [request, inFlight] as const;
}
