// The actions on one studio (plan, trial, suspension, domain, the owner's verification e-mail): each answers the studio as the console shows it.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useConsoleStudioMutationsChangePlanMutation as ChangePlan } from '../../../__generated__/useConsoleStudioMutationsChangePlanMutation.graphql.ts';
import type { useConsoleStudioMutationsDomainMutation as Domain } from '../../../__generated__/useConsoleStudioMutationsDomainMutation.graphql.ts';
import type { useConsoleStudioMutationsExtendTrialMutation as ExtendTrial } from '../../../__generated__/useConsoleStudioMutationsExtendTrialMutation.graphql.ts';
import type { useConsoleStudioMutationsReactivateMutation as Reactivate } from '../../../__generated__/useConsoleStudioMutationsReactivateMutation.graphql.ts';
import type { useConsoleStudioMutationsResendVerificationMutation as ResendVerification } from '../../../__generated__/useConsoleStudioMutationsResendVerificationMutation.graphql.ts';
import type { useConsoleStudioMutationsSuspendMutation as Suspend } from '../../../__generated__/useConsoleStudioMutationsSuspendMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useChangeStudioPlanMutation() {
  const [commit, inFlight] = useMutation<ChangePlan>(graphql`
    mutation useConsoleStudioMutationsChangePlanMutation($input: ChangeStudioPlanInput!) {
      changeStudioPlan(input: $input) {
        __typename
        ... on Error { message }
        ... on ConsoleStudioPayload { message studio { ...PlatformStudioRoute_studio } }
      }
    }
  `);
  const run = (studioId: string, planCode: string) =>
    commitAsPromise(commit, { variables: { input: { studioId, planCode } } }).then((r) => r.changeStudioPlan);
  return [run, inFlight] as const;
}

export function useExtendStudioTrialMutation() {
  const [commit, inFlight] = useMutation<ExtendTrial>(graphql`
    mutation useConsoleStudioMutationsExtendTrialMutation($input: ExtendStudioTrialInput!) {
      extendStudioTrial(input: $input) {
        __typename
        ... on Error { message }
        ... on ConsoleStudioPayload { message studio { ...PlatformStudioRoute_studio } }
      }
    }
  `);
  const run = (studioId: string, days: number) =>
    commitAsPromise(commit, { variables: { input: { studioId, days } } }).then((r) => r.extendStudioTrial);
  return [run, inFlight] as const;
}

export function useSuspendStudioMutation() {
  const [commit, inFlight] = useMutation<Suspend>(graphql`
    mutation useConsoleStudioMutationsSuspendMutation($input: SuspendStudioInput!) {
      suspendStudio(input: $input) {
        __typename
        ... on Error { message }
        ... on ConsoleStudioPayload { message studio { ...PlatformStudioRoute_studio } }
      }
    }
  `);
  const run = (studioId: string, reason: string) =>
    commitAsPromise(commit, { variables: { input: { studioId, reason } } }).then((r) => r.suspendStudio);
  return [run, inFlight] as const;
}

export function useReactivateStudioMutation() {
  const [commit, inFlight] = useMutation<Reactivate>(graphql`
    mutation useConsoleStudioMutationsReactivateMutation($input: ReactivateStudioInput!) {
      reactivateStudio(input: $input) {
        __typename
        ... on Error { message }
        ... on ConsoleStudioPayload { message studio { ...PlatformStudioRoute_studio } }
      }
    }
  `);
  const run = (studioId: string) =>
    commitAsPromise(commit, { variables: { input: { studioId } } }).then((r) => r.reactivateStudio);
  return [run, inFlight] as const;
}

export function useSetConsoleStudioDomainMutation() {
  const [commit, inFlight] = useMutation<Domain>(graphql`
    mutation useConsoleStudioMutationsDomainMutation($input: SetConsoleStudioDomainInput!) {
      setConsoleStudioDomain(input: $input) {
        __typename
        ... on Error { message }
        ... on ConsoleStudioPayload { message studio { ...PlatformStudioRoute_studio } }
      }
    }
  `);
  const run = (studioId: string, domain: string | null) =>
    commitAsPromise(commit, { variables: { input: { studioId, domain } } }).then(
      (r) => r.setConsoleStudioDomain,
    );
  return [run, inFlight] as const;
}

export function useResendStudioVerificationMutation() {
  const [commit, inFlight] = useMutation<ResendVerification>(graphql`
    mutation useConsoleStudioMutationsResendVerificationMutation($input: ResendStudioVerificationInput!) {
      resendStudioVerification(input: $input) {
        __typename
        ... on Error { message }
        ... on ConsoleStudioPayload { message studio { ...PlatformStudioRoute_studio } }
      }
    }
  `);
  const run = (studioId: string) =>
    commitAsPromise(commit, { variables: { input: { studioId } } }).then((r) => r.resendStudioVerification);
  return [run, inFlight] as const;
}
