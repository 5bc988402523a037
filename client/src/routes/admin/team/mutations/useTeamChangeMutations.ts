// The team page's changes: resend or revoke an invitation, remove a member, change a role. Each answers with the
// studio's team, so the lists refresh in place.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useTeamChangeMutationsChangeRoleMutation as ChangeRole } from '../../../../__generated__/useTeamChangeMutationsChangeRoleMutation.graphql.ts';
import type { useTeamChangeMutationsRemoveMutation as Remove } from '../../../../__generated__/useTeamChangeMutationsRemoveMutation.graphql.ts';
import type { useTeamChangeMutationsResendMutation as Resend } from '../../../../__generated__/useTeamChangeMutationsResendMutation.graphql.ts';
import type { useTeamChangeMutationsRevokeMutation as Revoke } from '../../../../__generated__/useTeamChangeMutationsRevokeMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useResendTeamInvitationMutation() {
  const [commit, inFlight] = useMutation<Resend>(graphql`
    mutation useTeamChangeMutationsResendMutation($input: TeamInvitationInput!) {
      resendTeamInvitation(input: $input) {
        __typename
        ... on Error { message }
        ... on ResendTeamInvitationPayload { message studio { id ...TeamRoute_team } }
      }
    }
  `);
  const resend = (invitationId: string) =>
    commitAsPromise(commit, { variables: { input: { invitationId } } }).then((r) => r.resendTeamInvitation);
  return [resend, inFlight] as const;
}

export function useRevokeTeamInvitationMutation() {
  const [commit, inFlight] = useMutation<Revoke>(graphql`
    mutation useTeamChangeMutationsRevokeMutation($input: TeamInvitationInput!) {
      revokeTeamInvitation(input: $input) {
        __typename
        ... on Error { message }
        ... on RevokeTeamInvitationPayload { message studio { id ...TeamRoute_team } }
      }
    }
  `);
  const revoke = (invitationId: string) =>
    commitAsPromise(commit, { variables: { input: { invitationId } } }).then((r) => r.revokeTeamInvitation);
  return [revoke, inFlight] as const;
}

export function useRemoveTeamMemberMutation() {
  const [commit, inFlight] = useMutation<Remove>(graphql`
    mutation useTeamChangeMutationsRemoveMutation($input: TeamMemberInput!) {
      removeTeamMember(input: $input) {
        __typename
        ... on Error { message }
        ... on RemoveTeamMemberPayload { message studio { id ...TeamRoute_team } }
      }
    }
  `);
  const remove = (memberId: string) =>
    commitAsPromise(commit, { variables: { input: { memberId } } }).then((r) => r.removeTeamMember);
  return [remove, inFlight] as const;
}

export function useChangeTeamMemberRoleMutation() {
  const [commit, inFlight] = useMutation<ChangeRole>(graphql`
    mutation useTeamChangeMutationsChangeRoleMutation($input: ChangeTeamMemberRoleInput!) {
      changeTeamMemberRole(input: $input) {
        __typename
        ... on Error { message }
        ... on ChangeTeamMemberRolePayload { message studio { id ...TeamRoute_team } }
      }
    }
  `);
  const change = (memberId: string, role: ChangeRole['variables']['input']['role']) =>
    commitAsPromise(commit, { variables: { input: { memberId, role } } }).then((r) => r.changeTeamMemberRole);
  return [change, inFlight] as const;
}
