// Adicionar às minhas favoritas: a shared list's photos join the viewer's own favourites (their hearts fill).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCopySharedFavoritePhotosMutation as Mutation } from '../../../../__generated__/useCopySharedFavoritePhotosMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useCopySharedFavoritePhotosMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCopySharedFavoritePhotosMutation($input: CopySharedFavoritePhotosInput!) {
      copySharedFavoritePhotos(input: $input) {
        __typename
        ... on Error { message }
        ... on CopySharedFavoritePhotosPayload {
          message
          photos { id }
          session { id favoriteCount favoritePhotoIds }
        }
      }
    }
  `);
  const copy = (token: string) =>
    commitAsPromise(commit, { variables: { input: { token } } }).then(
      (response) => response.copySharedFavoritePhotos,
    );
  return [copy, inFlight] as const;
}
