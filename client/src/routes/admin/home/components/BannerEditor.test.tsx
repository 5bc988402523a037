// The banner modal changes its list in the Relay store: a deleted banner leaves and a new one joins without any
// query running again.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { BannerEditorTestQuery } from '../../../../__generated__/BannerEditorTestQuery.graphql.ts';
import { ToastProvider } from '../../../../components/Toasts.tsx';
import { BannerEditor } from './BannerEditor.tsx';

const query = graphql`
  query BannerEditorTestQuery @relay_test_operation {
    studio { ...BannerEditor_studio }
  }
`;

const image = { url: '/banner.jpg', width: 840, height: 315 };

function Editor() {
  const { studio } = useLazyLoadQuery<BannerEditorTestQuery>(query, {});
  return <BannerEditor studio={studio!} open onClose={() => undefined} />;
}

async function renderEditor() {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Studio: () => ({
        id: 'studio-1',
        banners: [
          { id: 'banner-1', title: 'Casamentos', image },
          { id: 'banner-2', title: 'Formaturas', image },
        ],
      }),
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ToastProvider>
        <Suspense fallback="carregando">
          <Editor />
        </Suspense>
      </ToastProvider>
    </RelayEnvironmentProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Editar Banner' });
  // From here on every operation waits for the test to answer it.
  environment.mock.clearCache();
  return { environment, dialog };
}

const bannerTitles = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('img').getAttribute('alt'));

const deleteButton = (dialog: HTMLElement, title: string) =>
  within(
    within(dialog)
      .getAllByRole('listitem')
      .find((item) => within(item).getByRole('img').getAttribute('alt') === title)!,
  ).getByRole('button', { name: 'Excluir' });

afterEach(cleanup);

describe('BannerEditor', () => {
  it('drops a deleted banner from the list in place, without a refetch', async () => {
    const { environment, dialog } = await renderEditor();
    expect(bannerTitles(dialog)).toEqual(['Casamentos', 'Formaturas']);

    fireEvent.click(deleteButton(dialog, 'Formaturas'));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('useDeleteBannerMutation');
    expect(mutation.request.variables).toEqual({ input: { bannerId: 'banner-2' } });
    await act(async () => {
      environment.mock.resolve(mutation, {
        data: {
          deleteBanner: {
            __typename: 'DeleteBannerPayload',
            message: 'Banner excluído com sucesso',
            deletedBannerId: 'banner-2',
          },
        },
      });
    });

    expect(bannerTitles(dialog)).toEqual(['Casamentos']);
    expect(environment.getStore().getSource().get('banner-2')).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(await screen.findByText('Banner excluído com sucesso')).toBeTruthy();
  });

  it('keeps the banner when the server refuses to delete it', async () => {
    const { environment, dialog } = await renderEditor();

    fireEvent.click(deleteButton(dialog, 'Formaturas'));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        // __isError: the alias Relay's query asks for to learn that NotFoundError implements Error.
        data: {
          deleteBanner: {
            __typename: 'NotFoundError',
            __isError: 'NotFoundError',
            message: 'Banner não encontrado',
          },
        },
      });
    });

    expect(bannerTitles(dialog)).toEqual(['Casamentos', 'Formaturas']);
    expect(await screen.findByText('Banner não encontrado')).toBeTruthy();
  });

  it('adds a created banner at the end of the list, without a refetch', async () => {
    const { environment, dialog } = await renderEditor();

    fireEvent.change(within(dialog).getByLabelText('Título do novo banner'), {
      target: { value: 'Ensaios de família' },
    });
    const fileInput = within(dialog).getByLabelText('Imagem do novo banner');
    Object.defineProperty(fileInput, 'files', {
      value: [new File(['jpeg'], 'banner.jpg', { type: 'image/jpeg' })],
    });
    fireEvent.change(fileInput);
    // Submitted directly: the DOM's own validation cannot see a file set from a test.
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Adicionar' }).closest('form')!);
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('useCreateBannerMutation');
    await act(async () => {
      environment.mock.resolve(
        mutation,
        MockPayloadGenerator.generate(mutation, {
          CreateBannerResult: () => ({ __typename: 'CreateBannerPayload' }),
          CreateBannerPayload: () => ({ message: 'Banner adicionado' }),
          Banner: () => ({ id: 'banner-3', title: 'Ensaios de família', image }),
        }),
      );
    });

    expect(bannerTitles(dialog)).toEqual(['Casamentos', 'Formaturas', 'Ensaios de família']);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
