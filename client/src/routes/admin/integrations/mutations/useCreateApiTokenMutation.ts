// Criar token: a token with its name, scopes and optional expiry; the answer carries its secret (shown once) and the
// token goes first in the page's list in the store (@prependNode: newest first).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateApiTokenMutation as Mutation } from '../../../../__generated__/useCreateApiTokenMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useCreateApiTokenMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateApiTokenMutation($input: CreateApiTokenInput!, $connections: [ID!]!) {
      createApiToken(input: $input) {
        __typename
        ... on Error { message }
        ... on CreateApiTokenPayload {
          message
          secret
          apiToken @prependNode(connections: $connections, edgeTypeName: "StudioApiTokensConnectionEdge") {
            id
            name
            ...ApiTokenList_token
          }
        }
      }
    }
  `);
  const create = (input: Mutation['variables']['input'], connection: string) =>
    commitAsPromise(commit, { variables: { input, connections: [connection] } }).then(
      (response) => response.createApiToken,
    );
  return [create, inFlight] as const;
}
