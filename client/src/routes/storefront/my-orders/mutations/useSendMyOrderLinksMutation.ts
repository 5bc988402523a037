// Minhas compras: the links to every order of the typed e-mail, sent to that e-mail.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSendMyOrderLinksMutation as Mutation } from '../../../../__generated__/useSendMyOrderLinksMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useSendMyOrderLinksMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSendMyOrderLinksMutation($input: SendMyOrderLinksInput!) {
      sendMyOrderLinks(input: $input) {
        __typename
        ... on Error { message }
        ... on SendMyOrderLinksPayload { message }
      }
    }
  `);
  const run = (email: string) =>
    commitAsPromise(commit, { variables: { input: { email } } }).then(
      (response) => response.sendMyOrderLinks,
    );
  return [run, inFlight] as const;
}
