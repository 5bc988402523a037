// rodape/email: the footer's e-mail.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateFooterEmailMutation as Mutation } from '../../../__generated__/useUpdateFooterEmailMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useUpdateFooterEmailMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateFooterEmailMutation($input: UpdateFooterEmailInput!) {
      updateFooterEmail(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdateFooterEmailPayload { message studio { id ...AdminFooter_studio } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.updateFooterEmail);
  return [run, inFlight] as const;
}
