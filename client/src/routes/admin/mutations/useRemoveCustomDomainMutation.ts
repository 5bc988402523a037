// Domínio próprio, 'Remover domínio': the studio is served at the platform's address only.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRemoveCustomDomainMutation as Mutation } from '../../../__generated__/useRemoveCustomDomainMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useRemoveCustomDomainMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useRemoveCustomDomainMutation {
      removeCustomDomain {
        __typename
        ... on Error { message }
        ... on RemoveCustomDomainPayload {
          message
          studio { id customDomain { ...CustomDomainRoute_domain } }
        }
      }
    }
  `);
  const run = () =>
    commitAsPromise(commit, { variables: {} }).then((response) => response.removeCustomDomain);
  return [run, inFlight] as const;
}
