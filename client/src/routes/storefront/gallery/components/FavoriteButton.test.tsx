// The heart fills at once (the session's list of favourites, which the page gives its hearts) and the favourites'
// count follows, before the server answers; a refusal puts both back and says why.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { FavoriteButtonTestQuery } from '../../../../__generated__/FavoriteButtonTestQuery.graphql.ts';
import { ToastProvider } from '../../../../components/Toasts.tsx';
import { FavoritesScopeContext } from '../favorites-scope.ts';
import { CustomerMarksContext, useSessionMarks } from '../useCustomerMarks.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import { sharedFavoritesUrl } from './ShareFavoritesModal.tsx';

const query = graphql`
  query FavoriteButtonTestQuery @relay_test_operation {
    gallerySession(eventSlug: "formatura") {
      id
      favoriteCount
      ...useCustomerMarks_session
      event {
        photos(first: 1) { edges { node { ...FavoriteButton_photo } } }
      }
    }
  }
`;

function Heart() {
  const { gallerySession } = useLazyLoadQuery<FavoriteButtonTestQuery>(query, {});
  const session = gallerySession!;
  const marks = useSessionMarks(session);
  return (
    <FavoritesScopeContext.Provider value={{ sessionId: session.id }}>
      <CustomerMarksContext.Provider value={marks}>
        <p>Favoritas: {session.favoriteCount}</p>
        <FavoriteButton photo={session.event.photos.edges[0]!.node} label="foto 1 de 3" />
      </CustomerMarksContext.Provider>
    </FavoritesScopeContext.Provider>
  );
}

async function renderHeart() {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      GallerySession: () => ({ id: 'session-1', favoriteCount: 2, favoritePhotoIds: ['photo-9'] }),
      Photo: () => ({ id: 'photo-1' }),
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ToastProvider>
        <Suspense fallback="carregando">
          <Heart />
        </Suspense>
      </ToastProvider>
    </RelayEnvironmentProvider>,
  );
  const button = await screen.findByRole('button', { name: 'Favoritar foto 1 de 3' });
  environment.mock.clearCache();
  return { environment, button };
}

afterEach(cleanup);

describe('FavoriteButton', () => {
  it('fills at once, counts the favourite, and keeps it when the server agrees', async () => {
    const { environment, button } = await renderHeart();
    expect(button.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Favoritas: 3')).toBeTruthy();
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('useAddFavoritePhotoMutation');
    expect(mutation.request.variables).toEqual({ input: { photo: { id: 'photo-1' } } });
    await act(async () => {
      environment.mock.resolve(mutation, {
        data: {
          addFavoritePhoto: {
            __typename: 'AddFavoritePhotoPayload',
            photo: { id: 'photo-1' },
            session: { id: 'session-1', favoriteCount: 3, favoritePhotoIds: ['photo-9', 'photo-1'] },
          },
        },
      });
    });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Favoritas: 3')).toBeTruthy();

    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Favoritas: 2')).toBeTruthy();
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
      'useRemoveFavoritePhotoMutation',
    );
  });

  it('goes back, and says why, when the server refuses', async () => {
    const { environment, button } = await renderHeart();
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          addFavoritePhoto: {
            __typename: 'NotFoundError',
            __isError: 'NotFoundError',
            message: 'Imagem não encontrada',
          },
        },
      });
    });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Favoritas: 2')).toBeTruthy();
    expect(await screen.findByText('Imagem não encontrada')).toBeTruthy();
  });
});

describe('sharedFavoritesUrl', () => {
  it('is the storefront address of the list', () => {
    expect(sharedFavoritesUrl('https://loja.revela.test', 'formatura 2026', 'a-b_c')).toBe(
      'https://loja.revela.test/formatura%202026/favoritas/a-b_c',
    );
  });
});
