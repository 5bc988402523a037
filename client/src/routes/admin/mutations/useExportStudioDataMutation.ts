// 'Exportar dados': starts the export; the page lists it until its link arrives.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useExportStudioDataMutation as Mutation } from '../../../__generated__/useExportStudioDataMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useExportStudioDataMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useExportStudioDataMutation {
      exportStudioData {
        __typename
        ... on Error { message }
        ... on ExportStudioDataPayload {
          message
          studio { id ...DataExportRoute_studio }
        }
      }
    }
  `);
  const run = () => commitAsPromise(commit, { variables: {} }).then((response) => response.exportStudioData);
  return [run, inFlight] as const;
}
