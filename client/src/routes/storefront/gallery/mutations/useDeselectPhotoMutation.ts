// imagem-desselecionar: the photo leaves the cart (all its lines).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeselectPhotoMutation as Mutation } from '../../../../__generated__/useDeselectPhotoMutation.graphql.ts';
import { commitAsPromise, markPhoto } from '../../../../relay/mutations.ts';

export function useDeselectPhotoMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeselectPhotoMutation($input: DeselectPhotoInput!) {
      deselectPhoto(input: $input) {
        __typename
        ... on Error { message }
        ... on DeselectPhotoPayload {
          cart { id selectedPhotoCount selectedPhotoIds itemCount subtotalCents totalCents }
        }
      }
    }
  `);
  const deselect = (photoId: string, cartId: string) =>
    commitAsPromise(commit, {
      variables: { input: { photo: { id: photoId } } },
      optimisticUpdater: (store) => markPhoto(store, photoId, 'selected', false, cartId),
    }).then((response) => response.deselectPhoto);
  return [deselect, inFlight] as const;
}
