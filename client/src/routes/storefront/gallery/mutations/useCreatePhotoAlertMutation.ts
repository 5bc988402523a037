// 'Avise-me quando eu aparecer': the e-mail, the race number and the consents, with the selfie (when given) as the
// mutation's file (multipart).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreatePhotoAlertMutation as Mutation } from '../../../../__generated__/useCreatePhotoAlertMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useCreatePhotoAlertMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreatePhotoAlertMutation($input: CreatePhotoAlertInput!) {
      createPhotoAlert(input: $input) {
        __typename
        ... on Error { message }
        ... on CreatePhotoAlertPayload { message }
      }
    }
  `);
  const run = (
    input: { email: string; raceNumber: string | null; selfieConsent: boolean; keepFaceConsent: boolean },
    selfie: File | null,
  ) =>
    commitAsPromise(commit, {
      variables: { input: { ...input, selfie: null } },
      ...(selfie && { uploadables: { 'input.selfie': selfie } }),
    }).then((response) => response.createPhotoAlert);
  return [run, inFlight] as const;
}
