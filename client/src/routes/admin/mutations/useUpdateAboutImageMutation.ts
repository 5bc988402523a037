// sobre/imagem: the About section's image.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateAboutImageMutation as Mutation } from '../../../__generated__/useUpdateAboutImageMutation.graphql.ts';
import { commitAsPromise, withUpload } from '../../../relay/mutations.ts';

export function useUpdateAboutImageMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateAboutImageMutation($input: UpdateAboutImageInput!) {
      updateAboutImage(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdateAboutImagePayload { message studio { id ...AboutSection_studio ...AboutEditor_studio } }
      }
    }
  `);
  const upload = (file: File) =>
    commitAsPromise(commit, {
      ...withUpload<Mutation>(file, {}),
    }).then((response) => response.updateAboutImage);
  return [upload, inFlight] as const;
}
