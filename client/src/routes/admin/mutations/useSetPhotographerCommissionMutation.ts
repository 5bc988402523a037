// The photographers' commission: the studio's default or a member's own (blank: back to the default).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetPhotographerCommissionMutation as Mutation } from '../../../__generated__/useSetPhotographerCommissionMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useSetPhotographerCommissionMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSetPhotographerCommissionMutation($input: SetPhotographerCommissionInput!) {
      setPhotographerCommission(input: $input) {
        __typename
        ... on Error { message }
        ... on SetPhotographerCommissionPayload { message }
      }
    }
  `);
  const run = (input: Mutation['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.setPhotographerCommission);
  return [run, inFlight] as const;
}
