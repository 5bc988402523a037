// Política de privacidade: the studio's own paragraphs, published as a new version when they changed.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdatePrivacyPolicyMutation as Mutation } from '../../../__generated__/useUpdatePrivacyPolicyMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useUpdatePrivacyPolicyMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdatePrivacyPolicyMutation($input: UpdatePrivacyPolicyInput!) {
      updatePrivacyPolicy(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdatePrivacyPolicyPayload {
          message
          studio {
            id
            privacyPolicy { label studioText ...PrivacyPolicyText_policy }
            ...PrivacyPolicyVersions_studio
          }
        }
      }
    }
  `);
  const run = (studioText: string) =>
    commitAsPromise(commit, { variables: { input: { studioText } } }).then(
      (response) => response.updatePrivacyPolicy,
    );
  return [run, inFlight] as const;
}
