// Comprar todas as fotos: every photo of the gallery into the cart as digital, priced by the server at the
// all-photos price; the cart's view comes back with it.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAddAllPhotosToCartMutation as Mutation } from '../../../../__generated__/useAddAllPhotosToCartMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useAddAllPhotosToCartMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAddAllPhotosToCartMutation {
      addAllPhotosToCart {
        __typename
        ... on Error { message }
        ... on AddAllPhotosToCartPayload {
          message
          cart { id selectedPhotoCount selectedPhotoIds itemCount subtotalCents totalCents ...CartView_cart }
        }
      }
    }
  `);
  const buyAll = () =>
    commitAsPromise(commit, { variables: {} }).then((response) => response.addAllPhotosToCart);
  return [buyAll, inFlight] as const;
}
