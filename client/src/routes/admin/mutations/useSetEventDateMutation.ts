// 'Data do evento': the day the event took place, shown in the gallery and the lists instead of the creation day.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetEventDateMutation as Mutation } from '../../../__generated__/useSetEventDateMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useSetEventDateMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetEventDateMutation($input: SetEventDateInput!) {
      setEventDate(input: $input) {
        __typename
        ... on Error { message }
        ... on SetEventDatePayload { message event { id eventDate day } }
      }
    }
  `);
  const set = (eventSlug: string, eventDate: string) =>
    commitAsPromise(commit, {
      variables: { input: { event: { slug: eventSlug }, eventDate: eventDate || null } },
    }).then((response) => response.setEventDate);
  return [set, inFlight] as const;
}
