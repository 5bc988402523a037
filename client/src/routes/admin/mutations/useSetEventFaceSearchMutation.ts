// 'Busca pela selfie': turns the event's search by selfie on (the faces in its photos are read in the background)
// or off (every face stored for the event is deleted).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetEventFaceSearchMutation as Mutation } from '../../../__generated__/useSetEventFaceSearchMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useSetEventFaceSearchMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetEventFaceSearchMutation($input: SetEventFaceSearchInput!) {
      setEventFaceSearch(input: $input) {
        __typename
        ... on Error { message }
        ... on SetEventFaceSearchPayload { message event { id faceSearch faceSearchProgress { indexed total processing } } }
      }
    }
  `);
  // The switch moves at once; a refusal puts it back (the store's optimistic layer is dropped).
  const set = (event: { id: string; slug: string }, enabled: boolean) =>
    commitAsPromise(commit, {
      variables: { input: { event: { slug: event.slug }, enabled } },
      optimisticUpdater: (store) => store.get(event.id)?.setValue(enabled, 'faceSearch'),
    }).then((response) => response.setEventFaceSearch);
  return [set, inFlight] as const;
}
