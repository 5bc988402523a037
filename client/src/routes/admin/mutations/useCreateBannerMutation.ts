// banner-rotativo: a new banner with its title and image (recommended 840x315, 24:9).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateBannerMutation as Mutation } from '../../../__generated__/useCreateBannerMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useCreateBannerMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateBannerMutation($input: CreateBannerInput!) {
      createBanner(input: $input) {
        __typename
        ... on Error { message }
        ... on CreateBannerPayload { message banner { id title image { url width height } } }
      }
    }
  `);
  const upload = (file: File, input: Omit<Mutation['variables']['input'], 'file'> = {} as never) =>
    commitAsPromise(commit, {
      variables: { input: { ...input, file: null } as Mutation['variables']['input'] },
      uploadables: { 'input.file': file },
    }).then((response) => response.createBanner);
  return [upload, inFlight] as const;
}
