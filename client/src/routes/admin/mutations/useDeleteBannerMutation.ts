// DELETE banner-rotativo: the banner leaves the carousel; the store drops the record and its place in the
// studio's banners (a plain list: no @deleteEdge).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteBannerMutation as Mutation } from '../../../__generated__/useDeleteBannerMutation.graphql.ts';
import { removeLinkedRecord } from '../../../relay/linked-lists.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useDeleteBannerMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteBannerMutation($input: DeleteBannerInput!) {
      deleteBanner(input: $input) {
        __typename
        ... on Error { message }
        ... on DeleteBannerPayload { message deletedBannerId @deleteRecord }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, {
      variables: { input },
      updater: (store, response) => {
        const deleted = response?.deleteBanner.deletedBannerId;
        if (deleted) removeLinkedRecord(store.getRoot().getLinkedRecord('studio'), 'banners', deleted);
      },
    }).then((response) => response.deleteBanner);
  return [run, inFlight] as const;
}
