// The webhooks page's changes: register an endpoint, change it (address, events, on/off), a new secret, delete it,
// and 'Enviar teste'. Each answers with what changed, so the page refreshes in place.
import { graphql, useMutation } from 'react-relay/hooks';
import type { useWebhookEndpointMutationsCreateMutation as Create } from '../../../../../__generated__/useWebhookEndpointMutationsCreateMutation.graphql.ts';
import type { useWebhookEndpointMutationsDeleteMutation as Delete } from '../../../../../__generated__/useWebhookEndpointMutationsDeleteMutation.graphql.ts';
import type { useWebhookEndpointMutationsRotateMutation as Rotate } from '../../../../../__generated__/useWebhookEndpointMutationsRotateMutation.graphql.ts';
import type { useWebhookEndpointMutationsTestMutation as Test } from '../../../../../__generated__/useWebhookEndpointMutationsTestMutation.graphql.ts';
import type { useWebhookEndpointMutationsUpdateMutation as Update } from '../../../../../__generated__/useWebhookEndpointMutationsUpdateMutation.graphql.ts';
import { commitAsPromise } from '../../../../../relay/mutations.ts';

export function useCreateWebhookEndpointMutation() {
  const [commit, inFlight] = useMutation<Create>(graphql`
    mutation useWebhookEndpointMutationsCreateMutation($input: CreateWebhookEndpointInput!) {
      createWebhookEndpoint(input: $input) {
        __typename
        ... on Error { message }
        ... on CreateWebhookEndpointPayload {
          message
          secret
          endpoint { url }
          studio { id ...WebhooksRoute_studio }
        }
      }
    }
  `);
  const create = (input: Create['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((result) => result.createWebhookEndpoint);
  return [create, inFlight] as const;
}

export function useUpdateWebhookEndpointMutation() {
  const [commit, inFlight] = useMutation<Update>(graphql`
    mutation useWebhookEndpointMutationsUpdateMutation($input: UpdateWebhookEndpointInput!) {
      updateWebhookEndpoint(input: $input) {
        __typename
        ... on Error { message }
        ... on UpdateWebhookEndpointPayload { message endpoint { id ...WebhookEndpointCard_endpoint } }
      }
    }
  `);
  const update = (input: Update['variables']['input']) =>
    commitAsPromise(commit, { variables: { input } }).then((result) => result.updateWebhookEndpoint);
  return [update, inFlight] as const;
}

export function useRotateWebhookEndpointSecretMutation() {
  const [commit, inFlight] = useMutation<Rotate>(graphql`
    mutation useWebhookEndpointMutationsRotateMutation($input: WebhookEndpointInput!) {
      rotateWebhookEndpointSecret(input: $input) {
        __typename
        ... on Error { message }
        ... on RotateWebhookEndpointSecretPayload { message secret endpoint { id url } }
      }
    }
  `);
  const rotate = (endpointId: string) =>
    commitAsPromise(commit, { variables: { input: { endpointId } } }).then(
      (result) => result.rotateWebhookEndpointSecret,
    );
  return [rotate, inFlight] as const;
}

export function useDeleteWebhookEndpointMutation() {
  const [commit, inFlight] = useMutation<Delete>(graphql`
    mutation useWebhookEndpointMutationsDeleteMutation($input: WebhookEndpointInput!) {
      deleteWebhookEndpoint(input: $input) {
        __typename
        ... on Error { message }
        ... on DeleteWebhookEndpointPayload { message studio { id ...WebhooksRoute_studio } }
      }
    }
  `);
  const remove = (endpointId: string) =>
    commitAsPromise(commit, { variables: { input: { endpointId } } }).then(
      (result) => result.deleteWebhookEndpoint,
    );
  return [remove, inFlight] as const;
}

export function useSendTestWebhookMutation() {
  const [commit, inFlight] = useMutation<Test>(graphql`
    mutation useWebhookEndpointMutationsTestMutation($input: WebhookEndpointInput!) {
      sendTestWebhook(input: $input) {
        __typename
        ... on Error { message }
        ... on SendTestWebhookPayload { message attempt { statusCode } }
      }
    }
  `);
  const send = (endpointId: string) =>
    commitAsPromise(commit, { variables: { input: { endpointId } } }).then(
      (result) => result.sendTestWebhook,
    );
  return [send, inFlight] as const;
}
