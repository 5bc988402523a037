// Revogar: the token stops opening the API at once; its line stays in the list, marked 'Revogado'.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRevokeApiTokenMutation as Mutation } from '../../../../__generated__/useRevokeApiTokenMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useRevokeApiTokenMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRevokeApiTokenMutation($input: RevokeApiTokenInput!) {
      revokeApiToken(input: $input) {
        __typename
        ... on Error { message }
        ... on RevokeApiTokenPayload { message apiToken { id ...ApiTokenList_token } }
      }
    }
  `);
  const revoke = (apiTokenId: string) =>
    commitAsPromise(commit, { variables: { input: { apiTokenId } } }).then(
      (response) => response.revokeApiToken,
    );
  return [revoke, inFlight] as const;
}
