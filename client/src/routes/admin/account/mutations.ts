// The member's own account page's changes: end a session or all the others, forget a known browser, turn the
// two-factor login on or off, change the login e-mail, rename the studio, move it to another address.
import { graphql, useMutation } from 'react-relay/hooks';
import type { mutationsChangeStudioSlugMutation as ChangeSlug } from '../../../__generated__/mutationsChangeStudioSlugMutation.graphql.ts';
import type { mutationsConfirmTwoFactorSetupMutation as ConfirmTwoFactor } from '../../../__generated__/mutationsConfirmTwoFactorSetupMutation.graphql.ts';
import type { mutationsDisableTwoFactorMutation as DisableTwoFactor } from '../../../__generated__/mutationsDisableTwoFactorMutation.graphql.ts';
import type { mutationsEndAdminSessionMutation as EndSession } from '../../../__generated__/mutationsEndAdminSessionMutation.graphql.ts';
import type { mutationsEndOtherAdminSessionsMutation as EndOthers } from '../../../__generated__/mutationsEndOtherAdminSessionsMutation.graphql.ts';
import type { mutationsForgetAdminDeviceMutation as ForgetDevice } from '../../../__generated__/mutationsForgetAdminDeviceMutation.graphql.ts';
import type { mutationsRenameStudioMutation as Rename } from '../../../__generated__/mutationsRenameStudioMutation.graphql.ts';
import type { mutationsRequestLoginEmailChangeMutation as RequestEmail } from '../../../__generated__/mutationsRequestLoginEmailChangeMutation.graphql.ts';
import type { mutationsStartTwoFactorSetupMutation as StartTwoFactor } from '../../../__generated__/mutationsStartTwoFactorSetupMutation.graphql.ts';
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

export function useForgetAdminDeviceMutation() {
  const [commit, inFlight] = useMutation<ForgetDevice>(graphql`
    mutation mutationsForgetAdminDeviceMutation($input: ForgetAdminDeviceInput!) {
      forgetAdminDevice(input: $input) {
        __typename
        ... on Error { message }
        ... on ForgetAdminDevicePayload { message }
      }
    }
  `);
  const forget = (deviceId: string) =>
    commitAsPromise(commit, { variables: { input: { deviceId } } }).then((r) => r.forgetAdminDevice);
  return [forget, inFlight] as const;
}

export function useStartTwoFactorSetupMutation() {
  const [commit, inFlight] = useMutation<StartTwoFactor>(graphql`
    mutation mutationsStartTwoFactorSetupMutation($input: StartTwoFactorSetupInput!) {
      startTwoFactorSetup(input: $input) {
        __typename
        ... on Error { message }
        ... on StartTwoFactorSetupPayload { secret otpauthUri qrCodeSvg }
      }
    }
  `);
  const start = (password: string) =>
    commitAsPromise(commit, { variables: { input: { password } } }).then((r) => r.startTwoFactorSetup);
  return [start, inFlight] as const;
}

export function useConfirmTwoFactorSetupMutation() {
  const [commit, inFlight] = useMutation<ConfirmTwoFactor>(graphql`
    mutation mutationsConfirmTwoFactorSetupMutation($input: ConfirmTwoFactorSetupInput!) {
      confirmTwoFactorSetup(input: $input) {
        __typename
        ... on Error { message }
        ... on ConfirmTwoFactorSetupPayload { message recoveryCodes }
      }
    }
  `);
  const confirm = (code: string) =>
    commitAsPromise(commit, { variables: { input: { code } } }).then((r) => r.confirmTwoFactorSetup);
  return [confirm, inFlight] as const;
}

export function useDisableTwoFactorMutation() {
  const [commit, inFlight] = useMutation<DisableTwoFactor>(graphql`
    mutation mutationsDisableTwoFactorMutation($input: DisableTwoFactorInput!) {
      disableTwoFactor(input: $input) {
        __typename
        ... on Error { message }
        ... on DisableTwoFactorPayload { message }
      }
    }
  `);
  const disable = (password: string, code: string) =>
    commitAsPromise(commit, { variables: { input: { password, code } } }).then((r) => r.disableTwoFactor);
  return [disable, inFlight] as const;
}
