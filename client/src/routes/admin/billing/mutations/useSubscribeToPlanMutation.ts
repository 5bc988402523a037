// 'Meu plano': SubscribeToPlan (server/services/billing/subscriptions.ts); the studio's plan and billing come back.
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  useSubscribeToPlanMutation as Mutation,
  SubscribeToPlanInput,
} from '../../../../__generated__/useSubscribeToPlanMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useSubscribeToPlanMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSubscribeToPlanMutation($input: SubscribeToPlanInput!) {
      subscribeToPlan(input: $input) {
        __typename
        ... on Error { message }
        ... on SubscribeToPlanPayload {
          message
          studio { id ...MyPlanRoute_studio }
        }
      }
    }
  `);
  const run = (input: SubscribeToPlanInput) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.subscribeToPlan);
  return [run, inFlight] as const;
}
