// The heart off: the photo leaves the customer's favourites (shown at once, undone if the server refuses). In the
// 'Favoritas' filter the photo stays on screen until the filter is applied again, so a slip of the finger can be
// undone where it happened.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRemoveFavoritePhotoMutation as Mutation } from '../../../../__generated__/useRemoveFavoritePhotoMutation.graphql.ts';
import { commitAsPromise, markPhoto } from '../../../../relay/mutations.ts';

export function useRemoveFavoritePhotoMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRemoveFavoritePhotoMutation($input: FavoritePhotoInput!) {
      removeFavoritePhoto(input: $input) {
        __typename
        ... on Error { message }
        ... on RemoveFavoritePhotoPayload {
          photo { id }
          session { id favoriteCount favoritePhotoIds }
        }
      }
    }
  `);
  const remove = (photoId: string, sessionId: string) =>
    commitAsPromise(commit, {
      variables: { input: { photo: { id: photoId } } },
      optimisticUpdater: (store) => markPhoto(store, photoId, 'favorite', false, sessionId),
    }).then((response) => response.removeFavoritePhoto);
  return [remove, inFlight] as const;
}
