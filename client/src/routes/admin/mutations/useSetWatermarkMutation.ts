// marca-dagua: the studio's watermark, applied to every public image of its photos.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetWatermarkMutation as Mutation } from '../../../__generated__/useSetWatermarkMutation.graphql.ts';
import { commitAsPromise, withUpload } from '../../../relay/mutations.ts';

export function useSetWatermarkMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetWatermarkMutation($input: SetWatermarkInput!) {
      setWatermark(input: $input) {
        __typename
        ... on Error { message }
        ... on SetWatermarkPayload { message studio { id watermark { url width height } } }
      }
    }
  `);
  const upload = (file: File) =>
    commitAsPromise(commit, {
      ...withUpload<Mutation>(file, {}),
    }).then((response) => response.setWatermark);
  return [upload, inFlight] as const;
}
