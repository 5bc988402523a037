// 'Reenviar e-mail': the sign-up's confirmation e-mail again, while the storefront waits for it.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useResendStudioVerificationEmailMutation as Mutation } from '../../../__generated__/useResendStudioVerificationEmailMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useResendStudioVerificationEmailMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useResendStudioVerificationEmailMutation {
      resendStudioVerificationEmail {
        __typename
        ... on Error { message }
        ... on ResendStudioVerificationEmailPayload { message }
      }
    }
  `);
  const run = () =>
    commitAsPromise(commit, { variables: {} }).then((response) => response.resendStudioVerificationEmail);
  return [run, inFlight] as const;
}
