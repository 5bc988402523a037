// savePlan: creates or edits a plan; the answer carries every plan, since the default and trial marks may move.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSavePlanMutation as Mutation } from '../../../__generated__/useSavePlanMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export type PlanFields = Mutation['variables']['input'] & { planId: string | null };

export function useSavePlanMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSavePlanMutation($input: SavePlanInput!) {
      savePlan(input: $input) {
        __typename
        ... on Error { message }
        ... on SavePlanPayload {
          message
          plans {
            id code name priceMonthlyCents priceYearlyCents highResStorageLimitBytes maxPhotoBytes selfieSearch
            raceNumbers customDomain teamSize trialDays isPublic sortOrder isDefault isTrialPlan
          }
        }
      }
    }
  `);
  const save = (input: PlanFields) =>
    commitAsPromise(commit, {
      variables: { input },
      updater: (store) => {
        const plans = store.getRootField('savePlan')?.getLinkedRecords('plans');
        const root = store.getRoot().getLinkedRecord('operatorConsole');
        if (plans && root) root.setLinkedRecords(plans, 'plans');
      },
    }).then((response) => response.savePlan);
  return [save, inFlight] as const;
}
