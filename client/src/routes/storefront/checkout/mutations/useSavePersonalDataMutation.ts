// dados-pessoais: saved, checked and normalised by the server; the forms' statuses move as the spec says.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSavePersonalDataMutation as Mutation } from '../../../../__generated__/useSavePersonalDataMutation.graphql.ts';
import { commitAsPromise } from '../../../../relay/mutations.ts';

export function useSavePersonalDataMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSavePersonalDataMutation($input: SavePersonalDataInput!) {
      savePersonalData(input: $input) {
        __typename
        ... on Error { message }
        ... on SavePersonalDataPayload { session { ...CheckoutForms_session } }
      }
    }
  `);
  const save = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.savePersonalData);
  return [save, inFlight] as const;
}
