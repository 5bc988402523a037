// 'Encontrar minhas fotos': the selfie goes up as the mutation's file (multipart) and the gallery's photos with a
// matching face come back, best first.
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { Disposable } from 'relay-runtime';
import type { useSearchPhotosBySelfieMutation as Mutation } from '../../../../__generated__/useSearchPhotosBySelfieMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

const mutation = graphql`
  mutation useSearchPhotosBySelfieMutation($input: SearchPhotosBySelfieInput!) {
    searchPhotosBySelfie(input: $input) {
      __typename
      ... on Error { message }
      ... on SearchPhotosBySelfiePayload {
        matches {
          photo {
            id
            width
            height
            ...PhotoTile_photo
            ...PhotoViewer_photos
          }
        }
      }
    }
  }
`;

export function useSearchPhotosBySelfieMutation() {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutation<Mutation>(mutation);
  /**
   * The answer, and a hold to dispose of when its photos leave the screen. The tiles read them from the store through
   * fragments after the mutation is done, when Relay no longer retains its data (each mutation has a root of its own,
   * and retaining that operation would not work: the store keys what it retains by request and variables, the same
   * for every search). So the store collects nothing while the results are shown.
   */
  const search = (selfie: File, consent: boolean) => {
    const hold: Disposable = environment.getStore().holdGC();
    return commitAsPromise(commit, {
      variables: { input: { selfie: null, consent } },
      uploadables: { 'input.selfie': selfie },
    }).then(
      (response) => ({ result: response.searchPhotosBySelfie, hold }),
      (error: unknown) => {
        hold.dispose();
        throw error;
      },
    );
  };
  return [search, inFlight] as const;
}
