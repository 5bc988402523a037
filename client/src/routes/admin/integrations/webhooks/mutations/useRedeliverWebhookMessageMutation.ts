// 'Reenviar' in the delivery log: one more attempt of a message now; the message comes back with its new attempt.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRedeliverWebhookMessageMutation as Redeliver } from '../../../../../__generated__/useRedeliverWebhookMessageMutation.graphql.ts';
import { commitAsPromise } from '../../../../../relay/mutations.ts';

export function useRedeliverWebhookMessageMutation() {
  const [commit, inFlight] = useMutation<Redeliver>(graphql`
    mutation useRedeliverWebhookMessageMutation($input: RedeliverWebhookMessageInput!) {
      redeliverWebhookMessage(input: $input) {
        __typename
        ... on Error { message }
        ... on RedeliverWebhookMessagePayload {
          message
          webhookMessage { id ...WebhookMessageRow_message }
          endpoint { id failingSince }
        }
      }
    }
  `);
  const redeliver = (messageId: string) =>
    commitAsPromise(commit, { variables: { input: { messageId } } }).then(
      (result) => result.redeliverWebhookMessage,
    );
  return [redeliver, inFlight] as const;
}
