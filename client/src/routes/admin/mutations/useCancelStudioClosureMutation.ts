// 'Cancelar encerramento': the studio goes on as before.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCancelStudioClosureMutation as Mutation } from '../../../__generated__/useCancelStudioClosureMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useCancelStudioClosureMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCancelStudioClosureMutation {
      cancelStudioClosure {
        __typename
        ... on Error { message }
        ... on CancelStudioClosurePayload {
          message
          studio { id ...DataExportRoute_studio }
        }
      }
    }
  `);
  const run = () =>
    commitAsPromise(commit, { variables: {} }).then((response) => response.cancelStudioClosure);
  return [run, inFlight] as const;
}
