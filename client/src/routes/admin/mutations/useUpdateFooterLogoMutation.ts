// rodape/logo: the footer's logo.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateFooterLogoMutation as Mutation } from '../../../__generated__/useUpdateFooterLogoMutation.graphql.ts';
import { commitAsPromise, withUpload } from '../../../relay/mutations.ts';

export function useUpdateFooterLogoMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateFooterLogoMutation($input: UpdateFooterLogoInput!) {
      updateFooterLogo(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdateFooterLogoPayload { message studio { id ...AdminFooter_studio } }
      }
    }
  `);
  const upload = (file: File) =>
    commitAsPromise(commit, {
      ...withUpload<Mutation>(file, {}),
    }).then((response) => response.updateFooterLogo);
  return [upload, inFlight] as const;
}
