// 'Mover para antes' / 'Mover para depois': the owner's order of the event's photos, a place at a time.
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  useMovePhotoMutation as Mutation,
  PhotoMove,
} from '../../../__generated__/useMovePhotoMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useMovePhotoMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useMovePhotoMutation($input: MovePhotoInput!) {
      movePhoto(input: $input) {
        __typename
        ... on Error { message }
        ... on MovePhotoPayload { message }
      }
    }
  `);
  const move = (eventSlug: string, photoId: string, direction: PhotoMove) =>
    commitAsPromise(commit, {
      variables: { input: { event: { slug: eventSlug }, photo: photoId, direction } },
    }).then((response) => response.movePhoto);
  return [move, inFlight] as const;
}
