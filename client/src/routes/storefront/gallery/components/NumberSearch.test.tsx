// 'Buscar pelo número': hidden unless the event offers it; a bad number is refused before asking the server; a
// number with no photo says so, and 'Ver todas as fotos' brings the gallery back.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { NumberSearchTestQuery } from '../../../../__generated__/NumberSearchTestQuery.graphql.ts';
import { NumberSearch } from './NumberSearch.tsx';

const query = graphql`
  query NumberSearchTestQuery @relay_test_operation {
    gallerySession(eventSlug: "corrida") {
      event { ...NumberSearch_event }
    }
  }
`;

function Gallery() {
  const { gallerySession } = useLazyLoadQuery<NumberSearchTestQuery>(query, {});
  return (
    <NumberSearch event={gallerySession!.event} eventSlug="corrida" onToggle={null}>
      <p>Todas as fotos da galeria</p>
    </NumberSearch>
  );
}

async function renderSearch(bibSearch: boolean) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      GallerySession: () => ({ id: 'session-1' }),
      Event: () => ({ id: 'event-1', bibSearch }),
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="carregando">
        <Gallery />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  await screen.findByText('Todas as fotos da galeria');
  return environment;
}

afterEach(cleanup);

describe('NumberSearch', () => {
  it('is not there when the event does not offer it', async () => {
    await renderSearch(false);
    expect(screen.queryByLabelText('Buscar pelo número')).toBeNull();
  });

  it('refuses what is not a number, searches the digits, and says when no photo has it', async () => {
    const environment = await renderSearch(true);
    const field = screen.getByLabelText('Buscar pelo número');
    fireEvent.change(field, { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Digite o número de peito com até 6 dígitos, só números.',
    );
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(field, { target: { value: ' 4.845 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const search = environment.mock.getMostRecentOperation();
    expect(search.request.node.params.name).toBe('NumberSearchResultsQuery');
    expect(search.request.variables).toEqual({ slug: 'corrida', number: '4845' });
    await act(async () => {
      environment.mock.resolve(search, {
        data: {
          gallerySession: {
            id: 'session-1',
            event: {
              id: 'event-1',
              searchPhotosByNumber: { __typename: 'PhotoNumberSearch', number: '4845', photos: [] },
            },
          },
        },
      });
    });
    expect(await screen.findByText('Nenhuma foto encontrada com o número 4845')).toBeTruthy();
    expect(screen.queryByText('Todas as fotos da galeria')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas as fotos' }));
    expect(screen.getByText('Todas as fotos da galeria')).toBeTruthy();
  });
});
