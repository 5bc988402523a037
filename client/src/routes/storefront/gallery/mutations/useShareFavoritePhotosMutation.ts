// Compartilhar favoritas: the token of the link to the customer's favourites (the same every time).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useShareFavoritePhotosMutation as Mutation } from '../../../../__generated__/useShareFavoritePhotosMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useShareFavoritePhotosMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useShareFavoritePhotosMutation {
      shareFavoritePhotos {
        __typename
        ... on Error { message }
        ... on ShareFavoritePhotosPayload { token }
      }
    }
  `);
  const share = () =>
    commitAsPromise(commit, { variables: {} }).then((response) => response.shareFavoritePhotos);
  return [share, inFlight] as const;
}
