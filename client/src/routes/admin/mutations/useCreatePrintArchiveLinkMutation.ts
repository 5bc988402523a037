// 'Baixar impressão (ZIP)': a short-lived link to the order's prints for the lab, which the browser downloads by itself.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreatePrintArchiveLinkMutation as Mutation } from '../../../__generated__/useCreatePrintArchiveLinkMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useCreatePrintArchiveLinkMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreatePrintArchiveLinkMutation($input: CreatePrintArchiveLinkInput!) {
      createPrintArchiveLink(input: $input) {
        __typename
        ... on Error { message }
        ... on CreatePrintArchiveLinkPayload { url fileName }
      }
    }
  `);
  const run = (order: string) =>
    commitAsPromise(commit, { variables: { input: { order } } }).then(
      (response) => response.createPrintArchiveLink,
    );
  return [run, inFlight] as const;
}
