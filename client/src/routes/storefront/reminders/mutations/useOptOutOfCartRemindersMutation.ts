// The reminder e-mail's opt-out link: no more cart reminders from this studio to that address.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useOptOutOfCartRemindersMutation as Mutation } from '../../../../__generated__/useOptOutOfCartRemindersMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useOptOutOfCartRemindersMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useOptOutOfCartRemindersMutation($input: OptOutOfCartRemindersInput!) {
      optOutOfCartReminders(input: $input) {
        __typename
        ... on Error { message }
        ... on OptOutOfCartRemindersPayload { message }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.optOutOfCartReminders);
  return [run, inFlight] as const;
}
