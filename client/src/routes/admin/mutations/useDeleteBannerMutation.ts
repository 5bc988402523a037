// DELETE banner-rotativo: the banner leaves the carousel.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteBannerMutation as Mutation } from '../../../__generated__/useDeleteBannerMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useDeleteBannerMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useDeleteBannerMutation($input: DeleteBannerInput!) {
      deleteBanner(input: $input) {
        __typename
        ... on Error { message }
        ... on DeleteBannerPayload { message deletedBannerId }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.deleteBanner);
  return [run, inFlight] as const;
}
