// 'Baixar original': a short-lived link to the original, which the browser then downloads by itself (the file
// never passes through the page's memory, and on object storage not through our servers either).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateDownloadLinkMutation as Mutation } from '../../../__generated__/useCreateDownloadLinkMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useCreateDownloadLinkMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateDownloadLinkMutation($input: CreateDownloadLinkInput!) {
      createDownloadLink(input: $input) {
        __typename
        ... on Error { message }
        ... on CreateDownloadLinkPayload { url fileName }
      }
    }
  `);
  const run = (fileId: string) =>
    commitAsPromise(commit, { variables: { input: { fileId } } }).then(
      (response) => response.createDownloadLink,
    );
  return [run, inFlight] as const;
}
