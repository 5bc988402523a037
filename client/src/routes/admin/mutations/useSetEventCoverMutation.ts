// capa: the event's cover image (its card in 'Trabalhos Recentes').
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetEventCoverMutation as Mutation } from '../../../__generated__/useSetEventCoverMutation.graphql.ts';
import { commitAsPromise, withUpload } from '../../../relay/mutations.ts';

export function useSetEventCoverMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetEventCoverMutation($input: SetEventCoverInput!) {
      setEventCover(input: $input) {
        __typename
        ... on Error { message }
        ... on SetEventCoverPayload { message event { id cover { url width height } } }
      }
    }
  `);
  const upload = (eventSlug: string, file: File) =>
    commitAsPromise(commit, {
      ...withUpload<Mutation>(file, { event: { slug: eventSlug } }),
    }).then((response) => response.setEventCover);
  return [upload, inFlight] as const;
}
