// The invitation link (?convite=): the session keeps the invitation, which counts the gallery as opened.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useFollowEventInvitationMutation as Mutation } from '../../../../__generated__/useFollowEventInvitationMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useFollowEventInvitationMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useFollowEventInvitationMutation($input: FollowEventInvitationInput!) {
      followEventInvitation(input: $input) {
        __typename
        ... on Error { message }
        ... on FollowEventInvitationPayload { followed }
      }
    }
  `);
  const follow = (token: string) =>
    commitAsPromise(commit, { variables: { input: { token } } }).then(
      (result) => result.followEventInvitation,
    );
  return [follow, inFlight] as const;
}
