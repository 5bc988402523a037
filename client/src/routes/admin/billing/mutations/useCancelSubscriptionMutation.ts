// 'Meu plano': CancelSubscription (server/services/billing/subscriptions.ts); the studio's plan and billing come back.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCancelSubscriptionMutation as Mutation } from '../../../../__generated__/useCancelSubscriptionMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useCancelSubscriptionMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCancelSubscriptionMutation {
      cancelSubscription {
        __typename
        ... on Error { message }
        ... on CancelSubscriptionPayload {
          message
          studio { id ...MyPlanRoute_studio }
        }
      }
    }
  `);
  const run = () =>
    commitAsPromise(commit, { variables: {} }).then((response) => response.cancelSubscription);
  return [run, inFlight] as const;
}
