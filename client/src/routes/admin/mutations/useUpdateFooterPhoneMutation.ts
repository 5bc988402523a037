// rodape/telefone: the footer's telephone.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateFooterPhoneMutation as Mutation } from '../../../__generated__/useUpdateFooterPhoneMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useUpdateFooterPhoneMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateFooterPhoneMutation($input: UpdateFooterPhoneInput!) {
      updateFooterPhone(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdateFooterPhonePayload { message studio { id ...AdminFooter_studio } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.updateFooterPhone);
  return [run, inFlight] as const;
}
