// The member's own account page's changes: end a session or all the others, change the login e-mail, rename the
// studio, move it to another address.
import { graphql, useMutation } from 'react-relay/hooks';
import type { mutationsChangeStudioSlugMutation as ChangeSlug } from '../../../__generated__/mutationsChangeStudioSlugMutation.graphql.ts';
import type { mutationsEndAdminSessionMutation as EndSession } from '../../../__generated__/mutationsEndAdminSessionMutation.graphql.ts';
import type { mutationsEndOtherAdminSessionsMutation as EndOthers } from '../../../__generated__/mutationsEndOtherAdminSessionsMutation.graphql.ts';
import type { mutationsRenameStudioMutation as Rename } from '../../../__generated__/mutationsRenameStudioMutation.graphql.ts';
import type { mutationsRequestLoginEmailChangeMutation as RequestEmail } from '../../../__generated__/mutationsRequestLoginEmailChangeMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useEndAdminSessionMutation() {
  const [commit, inFlight] = useMutation<EndSession>(graphql`
    mutation mutationsEndAdminSessionMutation($input: EndAdminSessionInput!) {
      endAdminSession(input: $input) {
        __typename
        ... on Error { message }
        ... on EndAdminSessionPayload { message }
      }
    }
  `);
  const end = (sessionId: string) =>
    commitAsPromise(commit, { variables: { input: { sessionId } } }).then((r) => r.endAdminSession);
  return [end, inFlight] as const;
}

export function useEndOtherAdminSessionsMutation() {
  const [commit, inFlight] = useMutation<EndOthers>(graphql`
    mutation mutationsEndOtherAdminSessionsMutation {
      endOtherAdminSessions {
        __typename
        ... on Error { message }
        ... on EndOtherAdminSessionsPayload { message }
      }
    }
  `);
  const end = () => commitAsPromise(commit, { variables: {} }).then((r) => r.endOtherAdminSessions);
  return [end, inFlight] as const;
}

export function useRequestLoginEmailChangeMutation() {
  const [commit, inFlight] = useMutation<RequestEmail>(graphql`
    mutation mutationsRequestLoginEmailChangeMutation($input: RequestLoginEmailChangeInput!) {
      requestLoginEmailChange(input: $input) {
        __typename
        ... on Error { message }
        ... on RequestLoginEmailChangePayload { message }
      }
    }
  `);
  const request = (newEmail: string) =>
    commitAsPromise(commit, { variables: { input: { newEmail } } }).then((r) => r.requestLoginEmailChange);
  return [request, inFlight] as const;
}

export function useRenameStudioMutation() {
  const [commit, inFlight] = useMutation<Rename>(graphql`
    mutation mutationsRenameStudioMutation($input: RenameStudioInput!) {
      renameStudio(input: $input) {
        __typename
        ... on Error { message }
        ... on RenameStudioPayload { message studio { id name } }
      }
    }
  `);
  const rename = (name: string) =>
    commitAsPromise(commit, { variables: { input: { name } } }).then((r) => r.renameStudio);
  return [rename, inFlight] as const;
}

export function useChangeStudioSlugMutation() {
  const [commit, inFlight] = useMutation<ChangeSlug>(graphql`
    mutation mutationsChangeStudioSlugMutation($input: ChangeStudioSlugInput!) {
      changeStudioSlug(input: $input) {
        __typename
        ... on Error { message }
        ... on ChangeStudioSlugPayload { message studio { id slug } }
      }
    }
  `);
  const change = (slug: string) =>
    commitAsPromise(commit, { variables: { input: { slug } } }).then((r) => r.changeStudioSlug);
  return [change, inFlight] as const;
}
