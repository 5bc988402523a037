// configuracoes: the gallery's mode, key, package, prices, printed table and delivery options, checked together;
// a refusal may point to the page that solves it (link and linkText).
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateGallerySettingsMutation as Mutation } from '../../../__generated__/useUpdateGallerySettingsMutation.graphql.ts';
import { commitAsPromise } from '../../../relay/mutations.ts';

export type GallerySettingsInput = Mutation['variables']['input'];

export function useUpdateGallerySettingsMutation() {
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useUpdateGallerySettingsMutation($input: UpdateGallerySettingsInput!) {
      updateGallerySettings(input: $input) {
        __typename
        ... on Error { message }
        ... on GallerySettingsError { link linkText }
        ... on UpdateGallerySettingsPayload {
          message
          event { id isPrivate ...GallerySettingsModal_event ...SaleWarning_event }
        }
      }
    }
  `);
  const save = (input: GallerySettingsInput) =>
    commitAsPromise(commit, { variables: { input } }).then((response) => response.updateGallerySettings);
  return [save, inFlight] as const;
}
