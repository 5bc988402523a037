// banner-rotativo/imagem: a banner's image.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useReplaceBannerImageMutation as Mutation } from '../../../__generated__/useReplaceBannerImageMutation.graphql.ts';
import { commitAsPromise, withUpload } from '../../../relay/mutations.ts';

export function useReplaceBannerImageMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useReplaceBannerImageMutation($input: ReplaceBannerImageInput!) {
      replaceBannerImage(input: $input) {
        __typename
        ... on Error { message }
        ... on ReplaceBannerImagePayload { message banner { id image { url width height } } }
      }
    }
  `);
  const upload = (file: File, input: Omit<Mutation['variables']['input'], 'file'>) =>
    commitAsPromise(commit, {
      ...withUpload<Mutation>(file, input),
    }).then((response) => response.replaceBannerImage);
  return [upload, inFlight] as const;
}
