// convidar: an invitation by e-mail with a role; the team page's lists come back with the answer.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useInviteTeamMemberMutation as Mutation } from '../../../../__generated__/useInviteTeamMemberMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useInviteTeamMemberMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useInviteTeamMemberMutation($input: InviteTeamMemberInput!) {
      inviteTeamMember(input: $input) {
        __typename
        ... on Error { message }
        ... on InviteTeamMemberPayload { message studio { id ...TeamRoute_team } }
      }
    }
  `);
  const invite = (email: string, role: Mutation['variables']['input']['role']) =>
    commitAsPromise(commit, { variables: { input: { email, role } } }).then(
      (response) => response.inviteTeamMember,
    );
  return [invite, inFlight] as const;
}
