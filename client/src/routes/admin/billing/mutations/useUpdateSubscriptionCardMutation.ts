// 'Meu plano': UpdateSubscriptionCard (server/services/billing/subscriptions.ts); the studio's plan and billing come back.
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  useUpdateSubscriptionCardMutation as Mutation,
  UpdateSubscriptionCardInput,
} from '../../../../__generated__/useUpdateSubscriptionCardMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useUpdateSubscriptionCardMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateSubscriptionCardMutation($input: UpdateSubscriptionCardInput!) {
      updateSubscriptionCard(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdateSubscriptionCardPayload {
          message
          studio { id ...MyPlanRoute_studio }
        }
      }
    }
  `);
  const run = (input: UpdateSubscriptionCardInput) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.updateSubscriptionCard);
  return [run, inFlight] as const;
}
