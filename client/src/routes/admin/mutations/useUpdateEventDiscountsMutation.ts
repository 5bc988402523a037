// The event's discount table and 'todas as fotos' price, replaced together; a refusal names its field.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateEventDiscountsMutation as Mutation } from '../../../__generated__/useUpdateEventDiscountsMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export type EventDiscountsInput = Mutation['variables']['input'];

export function useUpdateEventDiscountsMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateEventDiscountsMutation($input: UpdateEventDiscountsInput!) {
      updateEventDiscounts(input: $input) {
        __typename
        ... on Error { message }
        ... on DiscountSettingsError { field }
        ... on UpdateEventDiscountsPayload { message event { id ...DiscountsSection_event } }
      }
    }
  `);
  const save = (input: EventDiscountsInput) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.updateEventDiscounts);
  return [save, inFlight] as const;
}
