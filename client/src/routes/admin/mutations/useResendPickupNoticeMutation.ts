// The pickup notice again.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useResendPickupNoticeMutation as Mutation } from '../../../__generated__/useResendPickupNoticeMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useResendPickupNoticeMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useResendPickupNoticeMutation($input: ResendPickupNoticeInput!) {
      resendPickupNotice(input: $input) {
        __typename
        ... on Error { message }
        ... on FulfilmentPayload { message customerNotified order { id ...OrderDetail_order } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.resendPickupNotice);
  return [run, inFlight] as const;
}
