// sobre/telefone: the WhatsApp of the 'FALE CONOSCO' button.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateAboutWhatsAppMutation as Mutation } from '../../../__generated__/useUpdateAboutWhatsAppMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useUpdateAboutWhatsAppMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateAboutWhatsAppMutation($input: UpdateAboutWhatsAppInput!) {
      updateAboutWhatsApp(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdateAboutWhatsAppPayload { message studio { id ...AboutSection_studio ...AboutEditor_studio } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.updateAboutWhatsApp);
  return [run, inFlight] as const;
}
