// The heart on: the photo joins the customer's favourites (shown at once, undone if the server refuses).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAddFavoritePhotoMutation as Mutation } from '../../../../__generated__/useAddFavoritePhotoMutation.graphql.ts';
import { commitAsPromise, markPhoto } from '../../../../relay/mutations.ts';

export function useAddFavoritePhotoMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAddFavoritePhotoMutation($input: FavoritePhotoInput!) {
      addFavoritePhoto(input: $input) {
        __typename
        ... on Error { message }
        ... on AddFavoritePhotoPayload {
          photo { id }
          session { id favoriteCount favoritePhotoIds }
        }
      }
    }
  `);
  const add = (photoId: string, sessionId: string) =>
    commitAsPromise(commit, {
      variables: { input: { photo: { id: photoId } } },
      optimisticUpdater: (store) => markPhoto(store, photoId, 'favorite', true, sessionId),
    }).then((response) => response.addFavoritePhoto);
  return [add, inFlight] as const;
}
