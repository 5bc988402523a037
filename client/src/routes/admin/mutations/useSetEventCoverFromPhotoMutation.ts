// 'Usar como capa': one of the event's photos becomes its cover (besides uploading a file).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetEventCoverFromPhotoMutation as Mutation } from '../../../__generated__/useSetEventCoverFromPhotoMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useSetEventCoverFromPhotoMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetEventCoverFromPhotoMutation($input: SetEventCoverFromPhotoInput!) {
      setEventCoverFromPhoto(input: $input) {
        __typename
        ... on Error { message }
        ... on SetEventCoverFromPhotoPayload { message event { id cover { url width height } } }
      }
    }
  `);
  const set = (eventSlug: string, photoId: string) =>
    commitAsPromise(commit, { variables: { input: { event: { slug: eventSlug }, photo: photoId } } }).then(
      (response) => response.setEventCoverFromPhoto,
    );
  return [set, inFlight] as const;
}
