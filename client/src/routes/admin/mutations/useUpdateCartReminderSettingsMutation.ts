// Lembretes de carrinho: the delay after which a customer who left a cart gets the reminder, or off.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateCartReminderSettingsMutation as Mutation } from '../../../__generated__/useUpdateCartReminderSettingsMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useUpdateCartReminderSettingsMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateCartReminderSettingsMutation($input: UpdateCartReminderSettingsInput!) {
      updateCartReminderSettings(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdateCartReminderSettingsPayload {
          message
          studio { id cartReminders { delayHours ...CartReminderFigures_settings } }
        }
      }
    }
  `);
  const run = (delayHours: number | null) =>
    commitAsPromise(commit, { variables: { input: { delayHours } } }).then(
      (response) => response.updateCartReminderSettings,
    );
  return [run, inFlight] as const;
}
