// trocar-refresh-token-de-publico-para-privado-mantendo-sessao: the gallery got (or changed) its key; with it the
// same session, and its cart, carries on.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpgradeGallerySessionMutation as Mutation } from '../../../../__generated__/useUpgradeGallerySessionMutation.graphql.ts';
import { commitAsPromise, withoutToken } from '../../../../relay/mutations.ts';

export function useUpgradeGallerySessionMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpgradeGallerySessionMutation($input: UpgradeGallerySessionInput!) {
      upgradeGallerySession(input: $input) {
        __typename
        ... on Error { message }
        ... on GalleryTokens { accessToken refreshToken }
      }
    }
  `);
  const upgrade = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, {
      variables: { input },
      cacheConfig: withoutToken,
    }).then((response) => response.upgradeGallerySession);
  return [upgrade, inFlight] as const;
}
