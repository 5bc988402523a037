// The retries of what needs a hand: a failed job, a given-up e-mail, a payment asked of Mercado Pago again.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRetryMutationsCheckPaymentMutation as CheckPayment } from '../../../__generated__/useRetryMutationsCheckPaymentMutation.graphql.ts';
import type { useRetryMutationsEmailMutation as RetryEmail } from '../../../__generated__/useRetryMutationsEmailMutation.graphql.ts';
import type { useRetryMutationsJobMutation as RetryJob } from '../../../__generated__/useRetryMutationsJobMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useRetryFailedJobMutation() {
  const [commit, inFlight] = useMutation<RetryJob>(graphql`
    mutation useRetryMutationsJobMutation($input: RetryFailedJobInput!) {
      retryFailedJob(input: $input) {
        __typename
        ... on Error { message }
        ... on RetryFailedJobPayload { message }
      }
    }
  `);
  const run = (jobId: string) =>
    commitAsPromise(commit, { variables: { input: { jobId } } }).then((r) => r.retryFailedJob);
  return [run, inFlight] as const;
}

export function useRetryGivenUpEmailMutation() {
  const [commit, inFlight] = useMutation<RetryEmail>(graphql`
    mutation useRetryMutationsEmailMutation($input: RetryGivenUpEmailInput!) {
      retryGivenUpEmail(input: $input) {
        __typename
        ... on Error { message }
        ... on RetryGivenUpEmailPayload { message }
      }
    }
  `);
  const run = (messageId: string) =>
    commitAsPromise(commit, { variables: { input: { messageId } } }).then((r) => r.retryGivenUpEmail);
  return [run, inFlight] as const;
}

export function useCheckPaymentNowMutation() {
  const [commit, inFlight] = useMutation<CheckPayment>(graphql`
    mutation useRetryMutationsCheckPaymentMutation($input: CheckPaymentNowInput!) {
      checkPaymentNow(input: $input) {
        __typename
        ... on Error { message }
        ... on CheckPaymentNowPayload { message }
      }
    }
  `);
  const run = (paymentId: string) =>
    commitAsPromise(commit, { variables: { input: { paymentId } } }).then((r) => r.checkPaymentNow);
  return [run, inFlight] as const;
}
