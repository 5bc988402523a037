// The alert e-mail's cancel link: no more e-mails, and the face kept for the alert deleted.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUnsubscribePhotoAlertMutation as Mutation } from '../../../../__generated__/useUnsubscribePhotoAlertMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useUnsubscribePhotoAlertMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUnsubscribePhotoAlertMutation($input: UnsubscribePhotoAlertInput!) {
      unsubscribePhotoAlert(input: $input) {
        __typename
        ... on Error { message }
        ... on UnsubscribePhotoAlertPayload { message }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.unsubscribePhotoAlert);
  return [run, inFlight] as const;
}
