// 'Prazo para baixar após o encerramento': days a paid order keeps its downloads after its event closes.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateDownloadDaysAfterExpiryMutation as Mutation } from '../../../__generated__/useUpdateDownloadDaysAfterExpiryMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useUpdateDownloadDaysAfterExpiryMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateDownloadDaysAfterExpiryMutation($input: UpdateDownloadDaysAfterExpiryInput!) {
      updateDownloadDaysAfterExpiry(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdateDownloadDaysAfterExpiryPayload { message studio { id downloadDaysAfterExpiry } }
      }
    }
  `);
  const update = (days: number) =>
    commitAsPromise(commit, { variables: { input: { days } } }).then(
      (response) => response.updateDownloadDaysAfterExpiry,
    );
  return [update, inFlight] as const;
}
