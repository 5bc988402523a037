// galeria-publica/criar-sessao: a new session of a public gallery.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useOpenPublicGallerySessionMutation as Mutation } from '../../../../__generated__/useOpenPublicGallerySessionMutation.graphql.ts';
import { commitAsPromise, withoutToken } from '../../../../relay/mutations.ts';

export function useOpenPublicGallerySessionMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useOpenPublicGallerySessionMutation($input: OpenPublicGallerySessionInput!) {
      openPublicGallerySession(input: $input) {
        __typename
        ... on Error { message }
        ... on GalleryTokens { accessToken refreshToken }
      }
    }
  `);
  const open = (eventSlug: string) =>
    commitAsPromise(commit, {
      variables: { input: { eventSlug } },
      cacheConfig: withoutToken,
    }).then((response) => response.openPublicGallerySession);
  return [open, inFlight] as const;
}
