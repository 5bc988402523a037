// adicionar-imagem: a photo into the cart with an option (shown ticked at once, undone if the server refuses).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAddPhotoToCartMutation as Mutation } from '../../../../__generated__/useAddPhotoToCartMutation.graphql.ts';
import { commitAsPromise, markPhoto } from '../../../../relay/mutations.ts';

export function useAddPhotoToCartMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAddPhotoToCartMutation($input: AddPhotoToCartInput!) {
      addPhotoToCart(input: $input) {
        __typename
        ... on Error { message }
        ... on AddPhotoToCartPayload {
          cart { id selectedPhotoCount selectedPhotoIds itemCount subtotalCents totalCents }
        }
      }
    }
  `);
  const add = (photoId: string, cartId: string, optionId: string | null) =>
    commitAsPromise(commit, {
      variables: { input: { photo: { id: photoId }, optionId } },
      optimisticUpdater: (store) => markPhoto(store, photoId, 'selected', true, cartId),
    }).then((response) => response.addPhotoToCart);
  return [add, inFlight] as const;
}
