// DELETE marca-dagua: photos go back to no watermark.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRemoveWatermarkMutation as Mutation } from '../../../__generated__/useRemoveWatermarkMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useRemoveWatermarkMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRemoveWatermarkMutation {
      removeWatermark {
        __typename
        ... on Error { message }
        ... on RemoveWatermarkPayload { message studio { id watermark { url width height } } }
      }
    }
  `);
  const remove = () =>
    commitAsPromise(commit, { variables: {} }).then((response) => response.removeWatermark);
  return [remove, inFlight] as const;
}
