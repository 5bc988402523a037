// banner-rotativo: a new banner with its title and image (recommended 840x315, 24:9), added to the studio's
// banners in the store (a plain list: no @appendEdge).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateBannerMutation as Mutation } from '../../../__generated__/useCreateBannerMutation.graphql.ts';
import { appendLinkedRecord } from '../../../relay/linked-lists.ts';
import { commitAsPromise, withUpload } from '../../../relay/mutations.ts';

export function useCreateBannerMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateBannerMutation($input: CreateBannerInput!) {
      createBanner(input: $input) {
        __typename
        ... on Error { message }
        ... on CreateBannerPayload { message banner { id ...BannerRow_banner } }
      }
    }
  `);
  const upload = (file: File, input: Omit<Mutation['variables']['input'], 'file'>) =>
    commitAsPromise(commit, {
      ...withUpload<Mutation>(file, input),
      updater: (store) => {
        const banner = store.getRootField('createBanner')?.getLinkedRecord('banner');
        if (banner) appendLinkedRecord(store.getRoot().getLinkedRecord('studio'), 'banners', banner);
      },
    }).then((response) => response.createBanner);
  return [upload, inFlight] as const;
}
