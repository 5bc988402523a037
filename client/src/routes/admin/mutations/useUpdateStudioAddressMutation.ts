// endereco: the studio's address (where printed photos leave from, for shipping quotes).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateStudioAddressMutation as Mutation } from '../../../__generated__/useUpdateStudioAddressMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useUpdateStudioAddressMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateStudioAddressMutation($input: UpdateStudioAddressInput!) {
      updateStudioAddress(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdateStudioAddressPayload { message studio { id address { cep city state street number complement neighborhood complete } } }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.updateStudioAddress);
  return [run, inFlight] as const;
}
