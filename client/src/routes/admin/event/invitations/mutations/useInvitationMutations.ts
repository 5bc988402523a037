// The invitations page's changes: add clients, send 'Sua galeria está pronta', invite the authorised people, delete
// one. Each answers with the event's counts; a deletion also leaves the list's connection in place.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useInvitationMutationsAddMutation as Add } from '../../../../../__generated__/useInvitationMutationsAddMutation.graphql.ts';
import type { useInvitationMutationsAuthorizedMutation as Authorized } from '../../../../../__generated__/useInvitationMutationsAuthorizedMutation.graphql.ts';
import type { useInvitationMutationsDeleteMutation as Delete } from '../../../../../__generated__/useInvitationMutationsDeleteMutation.graphql.ts';
import type { useInvitationMutationsSendMutation as Send } from '../../../../../__generated__/useInvitationMutationsSendMutation.graphql.ts';
import { commitAsPromise } from '../../../../../relay/mutations.ts';

export function useAddEventInvitationsMutation() {
  const [commit, inFlight] = useMutation<Add>(graphql`
    mutation useInvitationMutationsAddMutation($input: AddEventInvitationsInput!) {
      addEventInvitations(input: $input) {
        __typename
        ... on Error { message }
        ... on AddEventInvitationsPayload {
          message
          count
          skipped { line message }
          event { id invitationCounts { total sent opened favorited bought } }
        }
      }
    }
  `);
  const add = (input: Add['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((result) => result.addEventInvitations);
  return [add, inFlight] as const;
}

export function useSendEventInvitationsMutation() {
  const [commit, inFlight] = useMutation<Send>(graphql`
    mutation useInvitationMutationsSendMutation($input: SendEventInvitationsInput!) {
      sendEventInvitations(input: $input) {
        __typename
        ... on Error { message }
        ... on SendEventInvitationsPayload {
          message
          event { id invitationCounts { total sent opened favorited bought } }
        }
      }
    }
  `);
  const send = (input: Send['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((result) => result.sendEventInvitations);
  return [send, inFlight] as const;
}

export function useInviteAuthorizedPeopleMutation() {
  const [commit, inFlight] = useMutation<Authorized>(graphql`
    mutation useInvitationMutationsAuthorizedMutation($input: InviteAuthorizedPeopleInput!) {
      inviteAuthorizedPeople(input: $input) {
        __typename
        ... on Error { message }
        ... on InviteAuthorizedPeoplePayload {
          message
          event { id invitationCounts { total sent opened favorited bought } }
        }
      }
    }
  `);
  const invite = (input: Authorized['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((result) => result.inviteAuthorizedPeople);
  return [invite, inFlight] as const;
}

export function useDeleteEventInvitationMutation() {
  const [commit, inFlight] = useMutation<Delete>(graphql`
    mutation useInvitationMutationsDeleteMutation($input: DeleteEventInvitationInput!, $connections: [ID!]!) {
      deleteEventInvitation(input: $input) {
        __typename
        ... on Error { message }
        ... on DeleteEventInvitationPayload {
          message
          deletedInvitationId @deleteEdge(connections: $connections)
          event { id invitationCounts { total sent opened favorited bought } }
        }
      }
    }
  `);
  const remove = (invitationId: string, connections: string[]) =>
    commitAsPromise(commit, { variables: { input: { invitation: invitationId }, connections } }).then(
      (result) => result.deleteEventInvitation,
    );
  return [remove, inFlight] as const;
}
