// Sair: ends the admin's session on the server.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useLogoutMutation as Mutation } from '../../../__generated__/useLogoutMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useLogoutMutation() {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useLogoutMutation {
      logout { message }
    }
  `);
  return () => commitAsPromise(commit, { variables: {} });
}
