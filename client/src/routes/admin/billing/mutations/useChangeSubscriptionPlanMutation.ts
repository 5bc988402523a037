// 'Meu plano': ChangeSubscriptionPlan (server/services/billing/subscriptions.ts); the studio's plan and billing come back.
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  ChangeSubscriptionPlanInput,
  useChangeSubscriptionPlanMutation as Mutation,
} from '../../../../__generated__/useChangeSubscriptionPlanMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useChangeSubscriptionPlanMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useChangeSubscriptionPlanMutation($input: ChangeSubscriptionPlanInput!) {
      changeSubscriptionPlan(input: $input) {
        __typename
        ... on Error { message }
        ... on ChangeSubscriptionPlanPayload {
          message
          studio { id ...MyPlanRoute_studio }
        }
      }
    }
  `);
  const run = (input: ChangeSubscriptionPlanInput) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.changeSubscriptionPlan);
  return [run, inFlight] as const;
}
