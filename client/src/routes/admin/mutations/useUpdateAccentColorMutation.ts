// The accent colour of the storefront and its e-mails; blank goes back to the platform's.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateAccentColorMutation as Mutation } from '../../../__generated__/useUpdateAccentColorMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useUpdateAccentColorMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateAccentColorMutation($input: UpdateAccentColorInput!) {
      updateAccentColor(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdateAccentColorPayload {
          message
          studio { id accentColor ...AdminFooter_studio }
        }
      }
    }
  `);
  const run = (color: string) =>
    commitAsPromise(commit, { variables: { input: { color } } }).then(
      (response) => response.updateAccentColor,
    );
  return [run, inFlight] as const;
}
