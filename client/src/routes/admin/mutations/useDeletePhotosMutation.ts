// DELETE /adm/{urlEvento}/{imagem}: photos leave the gallery (orders keep their copies), and the grid's connection
// (@deleteEdge) and the event's photo count in the store.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeletePhotosMutation as Mutation } from '../../../__generated__/useDeletePhotosMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useDeletePhotosMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeletePhotosMutation($input: DeletePhotosInput!, $connections: [ID!]!) {
      deletePhotos(input: $input) {
        __typename
        ... on Error { message }
        ... on DeletePhotosPayload {
          message
          deletedPhotoIds @deleteEdge(connections: $connections)
          event { id photoCount }
        }
      }
    }
  `);
  /** connections: the photo connections to drop the photos from (ConnectionHandler.getConnectionID). */
  const run = (input: Mutation['variables']['input'], connections: readonly string[]) =>
    commitAsPromise(commit, { variables: { input, connections: [...connections] } }).then(
      (response) => response.deletePhotos,
    );
  return [run, inFlight] as const;
}
