// 'Alterar fotógrafo': the selected photos (and what was sold of them) credited to another photographer; the grid's
// photos and the event's photographers refresh in the store.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useReassignPhotosMutation as Mutation } from '../../../__generated__/useReassignPhotosMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useReassignPhotosMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useReassignPhotosMutation($input: ReassignPhotosInput!) {
      reassignPhotos(input: $input) {
        __typename
        ... on Error { message }
        ... on ReassignPhotosPayload {
          message
          photos { id photographer { memberId name } }
          event { id photographers { memberId name photoCount } }
        }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.reassignPhotos);
  return [run, inFlight] as const;
}
