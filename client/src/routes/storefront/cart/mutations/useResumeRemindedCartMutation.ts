// The reminder e-mail's link (?lembrete=...&acesso=...): the reminded cart's photos join this session's cart.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useResumeRemindedCartMutation as Mutation } from '../../../../__generated__/useResumeRemindedCartMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useResumeRemindedCartMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useResumeRemindedCartMutation($input: ResumeRemindedCartInput!) {
      resumeRemindedCart(input: $input) {
        __typename
        ... on Error { message }
        ... on ResumeRemindedCartPayload {
          message
          cart {
            id
            itemCount
            selectedPhotoCount
            needsDeliveryPreference
            deliveryPreference
            items { id option { optionId } }
            extraItems { id option { optionId } }
            ...CartView_cart
          }
        }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.resumeRemindedCart);
  return [run, inFlight] as const;
}
