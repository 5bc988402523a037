// DELETE /adm/{urlEvento}/{imagem}: photos leave the gallery (orders keep their copies).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeletePhotosMutation as Mutation } from '../../../__generated__/useDeletePhotosMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useDeletePhotosMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeletePhotosMutation($input: DeletePhotosInput!) {
      deletePhotos(input: $input) {
        __typename
        ... on Error { message }
        ... on DeletePhotosPayload { message deletedPhotoIds event { id photoCount } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.deletePhotos);
  return [run, inFlight] as const;
}
