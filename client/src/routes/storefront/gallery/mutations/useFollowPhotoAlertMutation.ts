// The alert e-mail's link: the photos it found (the session keeps the alert, for the studio's figures).
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { Disposable } from 'relay-runtime';
import type { useFollowPhotoAlertMutation as Mutation } from '../../../../__generated__/useFollowPhotoAlertMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useFollowPhotoAlertMutation() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useFollowPhotoAlertMutation($input: FollowPhotoAlertInput!) {
      followPhotoAlert(input: $input) {
        __typename
        ... on Error { message }
        ... on FollowPhotoAlertPayload {
          photos {
            id
            width
            height
            ...PhotoTile_photo
            ...PhotoViewer_photos
          }
        }
      }
    }
  `);
  /** The answer, and a hold to dispose of when its photos leave the screen (as the selfie search's). */
  const follow = (input: { alertId: string; accessCode: string }) => {
    const hold: Disposable = environment.getStore().holdGC();
    return commitAsPromise(commit, { variables: { input } }).then(
      (response) => ({ result: response.followPhotoAlert, hold }),
      (error: unknown) => {
        hold.dispose();
        throw error;
      },
    );
  };
  return [follow, inFlight] as const;
}
