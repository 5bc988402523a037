// criar-sessao-galeria-privada: a session with the gallery key, or (prepaid package) a listed name and password.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useOpenPrivateGallerySessionMutation as Mutation } from '../../../../__generated__/useOpenPrivateGallerySessionMutation.graphql.ts';
import { commitAsPromise, withoutToken } from '../../../../relay/mutations.ts';

export function useOpenPrivateGallerySessionMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useOpenPrivateGallerySessionMutation($input: OpenPrivateGallerySessionInput!) {
      openPrivateGallerySession(input: $input) {
        __typename
        ... on Error { message }
        ... on GalleryTokens { accessToken refreshToken }
      }
    }
  `);
  const open = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, {
      variables: { input },
      cacheConfig: withoutToken,
    }).then((response) => response.openPrivateGallerySession);
  return [open, inFlight] as const;
}
