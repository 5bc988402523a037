// confirmStudioEmail: the verification e-mail's link opens the storefront to customers.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useConfirmStudioEmailMutation as Mutation } from '../../../__generated__/useConfirmStudioEmailMutation.graphql.ts';
import { commitAsPromise, withoutToken } from '../../../relay/mutations.ts';

export function useConfirmStudioEmailMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useConfirmStudioEmailMutation($code: String!) {
      confirmStudioEmail(code: $code) {
        __typename
        ... on Error { message }
        ... on ConfirmStudioEmailPayload { message }
      }
    }
  `);
  const confirm = (code: string) =>
    commitAsPromise(commit, { variables: { code }, cacheConfig: withoutToken }).then(
      (response) => response.confirmStudioEmail,
    );
  return [confirm, inFlight] as const;
}
