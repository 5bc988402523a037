// 'Busca pelo número': turns the event's search by race number on (its photos are read in the background) or off
// (the numbers recognised are deleted).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetEventBibSearchMutation as Mutation } from '../../../__generated__/useSetEventBibSearchMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useSetEventBibSearchMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetEventBibSearchMutation($input: SetEventBibSearchInput!) {
      setEventBibSearch(input: $input) {
        __typename
        ... on Error { message }
        ... on SetEventBibSearchPayload { message event { id bibSearch bibSearchProgress { indexed total processing } } }
      }
    }
  `);
  // The switch moves at once; a refusal puts it back (the store's optimistic layer is dropped).
  const set = (event: { id: string; slug: string }, enabled: boolean) =>
    commitAsPromise(commit, {
      variables: { input: { event: { slug: event.slug }, enabled } },
      optimisticUpdater: (store) => store.get(event.id)?.setValue(enabled, 'bibSearch'),
    }).then((response) => response.setEventBibSearch);
  return [set, inFlight] as const;
}
