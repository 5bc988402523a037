// Domínio próprio, 'Verificar agora': the records are asked of DNS now and the status follows.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCheckCustomDomainMutation as Mutation } from '../../../__generated__/useCheckCustomDomainMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useCheckCustomDomainMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useCheckCustomDomainMutation {
      checkCustomDomain {
        __typename
        ... on Error { message }
        ... on CheckCustomDomainPayload {
          message
          studio { id customDomain { ...CustomDomainRoute_domain } }
        }
      }
    }
  `);
  const run = () => commitAsPromise(commit, { variables: {} }).then((response) => response.checkCustomDomain);
  return [run, inFlight] as const;
}
