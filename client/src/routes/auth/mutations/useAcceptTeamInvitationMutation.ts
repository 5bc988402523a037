// convite: the invited person's name and password, with the token of the e-mailed link; the answer is a session.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAcceptTeamInvitationMutation as Mutation } from '../../../__generated__/useAcceptTeamInvitationMutation.graphql.ts';
import { commitAsPromise, withoutToken } from '../../../relay/mutations.ts';

export function useAcceptTeamInvitationMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useAcceptTeamInvitationMutation($input: AcceptTeamInvitationInput!) {
      acceptTeamInvitation(input: $input) {
        __typename
        ... on Error { message }
        ... on AcceptTeamInvitationPayload { token }
      }
    }
  `);
  const accept = (token: string, name: string, password: string) =>
    commitAsPromise(commit, {
      variables: { input: { token, name, password } },
      cacheConfig: withoutToken,
    }).then((response) => response.acceptTeamInvitation);
  return [accept, inFlight] as const;
}
