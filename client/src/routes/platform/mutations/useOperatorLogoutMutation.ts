// operatorLogout: ends the operator's own session.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useOperatorLogoutMutation as Mutation } from '../../../__generated__/useOperatorLogoutMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useOperatorLogoutMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useOperatorLogoutMutation {
      operatorLogout { message }
    }
  `);
  const logout = () => commitAsPromise(commit, { variables: {} });
  return [logout, inFlight] as const;
}
