// banner-rotativo/titulo: a banner's title.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRenameBannerMutation as Mutation } from '../../../__generated__/useRenameBannerMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useRenameBannerMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRenameBannerMutation($input: RenameBannerInput!) {
      renameBanner(input: $input) {
        __typename
        ... on Error { message }
        ... on RenameBannerPayload { message banner { id title } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.renameBanner);
  return [run, inFlight] as const;
}
