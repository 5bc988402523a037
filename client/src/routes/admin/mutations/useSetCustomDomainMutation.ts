// Domínio próprio: the owner types the domain; it waits for its DNS records.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetCustomDomainMutation as Mutation } from '../../../__generated__/useSetCustomDomainMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useSetCustomDomainMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetCustomDomainMutation($input: SetCustomDomainInput!) {
      setCustomDomain(input: $input) {
        __typename
        ... on Error { message }
        ... on SetCustomDomainPayload {
          message
          studio { id customDomain { ...CustomDomainRoute_domain } }
        }
      }
    }
  `);
  const run = (domain: string) =>
    commitAsPromise(commit, { variables: { input: { domain } } }).then(
      (response) => response.setCustomDomain,
    );
  return [run, inFlight] as const;
}
