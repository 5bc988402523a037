// logo: the studio's logo (header of the storefront).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateStudioLogoMutation as Mutation } from '../../../__generated__/useUpdateStudioLogoMutation.graphql.ts';
import { commitAsPromise, withUpload } from '../../../relay/mutations.ts';

export function useUpdateStudioLogoMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateStudioLogoMutation($input: UpdateStudioLogoInput!) {
      updateStudioLogo(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdateStudioLogoPayload { message studio { id logo { url width height } } }
      }
    }
  `);
  const upload = (file: File) =>
    commitAsPromise(commit, {
      ...withUpload<Mutation>(file, {}),
    }).then((response) => response.updateStudioLogo);
  return [upload, inFlight] as const;
}
