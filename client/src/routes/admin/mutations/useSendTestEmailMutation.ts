// 'Enviar teste para mim': one of the studio's e-mails, with sample data, to the signed-in admin.
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  EmailKind,
  useSendTestEmailMutation as Mutation,
} from '../../../__generated__/useSendTestEmailMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export function useSendTestEmailMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useSendTestEmailMutation($input: SendTestEmailInput!) {
      sendTestEmail(input: $input) {
        __typename
        ... on Error { message }
        ... on SendTestEmailPayload { message to }
      }
    }
  `);
  const run = (kind: EmailKind) =>
    commitAsPromise(commit, { variables: { input: { kind } } }).then((response) => response.sendTestEmail);
  return [run, inFlight] as const;
}
