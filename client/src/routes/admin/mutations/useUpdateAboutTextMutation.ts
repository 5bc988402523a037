// sobre/texto: the About section's text.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateAboutTextMutation as Mutation } from '../../../__generated__/useUpdateAboutTextMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useUpdateAboutTextMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateAboutTextMutation($input: UpdateAboutTextInput!) {
      updateAboutText(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdateAboutTextPayload { message studio { id ...AboutSection_studio ...AboutEditor_studio } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.updateAboutText);
  return [run, inFlight] as const;
}
