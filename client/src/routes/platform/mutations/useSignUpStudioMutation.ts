// signUpStudio: the new studio, its owner and trial; the answer names where the browser goes next (the studio's
// address, logging the owner in once).
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  useSignUpStudioMutation as Mutation,
  SignUpStudioInput,
} from '../../../__generated__/useSignUpStudioMutation.graphql.ts';
import { commitAsPromise, withoutToken } from '../../../relay/mutations.ts';

export function useSignUpStudioMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSignUpStudioMutation($input: SignUpStudioInput!) {
      signUpStudio(input: $input) {
        __typename
        ... on Error { message }
        ... on StudioAddressError { message }
        ... on SignUpStudioPayload { message loginUrl }
      }
    }
  `);
  const signUp = (input: SignUpStudioInput) =>
    commitAsPromise(commit, { variables: { input }, cacheConfig: withoutToken }).then(
      (response) => response.signUpStudio,
    );
  return [signUp, inFlight] as const;
}
