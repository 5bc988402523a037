// Adicionar favoritas ao carrinho: the customer's favourites (or a shared list, by its token) into the cart; the cart's
// counts and the photos' ticks come back with the answer.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAddFavoritePhotosToCartMutation as Mutation } from '../../../../__generated__/useAddFavoritePhotosToCartMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useAddFavoritePhotosToCartMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAddFavoritePhotosToCartMutation($input: AddFavoritePhotosToCartInput!) {
      addFavoritePhotosToCart(input: $input) {
        __typename
        ... on Error { message }
        ... on AddFavoritePhotosToCartPayload {
          message
          addedCount
          cart { id selectedPhotoCount selectedPhotoIds itemCount subtotalCents totalCents }
        }
      }
    }
  `);
  const addAll = (token: string | null = null) =>
    commitAsPromise(commit, { variables: { input: token ? { token } : {} } }).then(
      (response) => response.addFavoritePhotosToCart,
    );
  return [addAll, inFlight] as const;
}
