// 'Encerrar a loja': with the owner's password; the export starts and the closing date is shown.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRequestStudioClosureMutation as Mutation } from '../../../__generated__/useRequestStudioClosureMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useRequestStudioClosureMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRequestStudioClosureMutation($input: RequestStudioClosureInput!) {
      requestStudioClosure(input: $input) {
        __typename
        ... on Error { message }
        ... on RequestStudioClosurePayload {
          message
          studio { id ...DataExportRoute_studio }
        }
      }
    }
  `);
  const run = (password: string) =>
    commitAsPromise(commit, { variables: { input: { password } } }).then(
      (response) => response.requestStudioClosure,
    );
  return [run, inFlight] as const;
}
