// imagem: one photo into an event, with the upload's progress; the server answers the spec's upload errors.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUploadPhotoMutation as Mutation } from '../../../__generated__/useUploadPhotoMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useUploadPhotoMutation() {
  const [commit] = useMutation<Mutation>(graphql`
    mutation useUploadPhotoMutation($input: UploadPhotoInput!) {
      uploadPhoto(input: $input) {
        __typename
        ... on Error { message }
        ... on UploadPhotoPayload { message photo { id } }
      }
    }
  `);
  return (eventSlug: string, file: File, onProgress: (fraction: number) => void) =>
    commitAsPromise(commit, {
      variables: { input: { event: { slug: eventSlug }, file: null } },
      uploadables: { 'input.file': file },
      cacheConfig: { metadata: { onUploadProgress: onProgress } },
    }).then((response) => response.uploadPhoto);
}
