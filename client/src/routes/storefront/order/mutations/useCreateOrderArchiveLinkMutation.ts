// "Baixar todas (ZIP)": a short-lived address of the order's ZIP, asked for at the click (no lasting token in it).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateOrderArchiveLinkMutation as Mutation } from '../../../../__generated__/useCreateOrderArchiveLinkMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useCreateOrderArchiveLinkMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCreateOrderArchiveLinkMutation($input: CreateOrderArchiveLinkInput!) {
      createOrderArchiveLink(input: $input) {
        __typename
        ... on Error { message }
        ... on CreateOrderArchiveLinkPayload { url fileName }
      }
    }
  `);
  const create = (orderId: string, accessToken: string | null) =>
    commitAsPromise(commit, { variables: { input: { orderId, accessToken } } }).then(
      (response) => response.createOrderArchiveLink,
    );
  return [create, inFlight] as const;
}
