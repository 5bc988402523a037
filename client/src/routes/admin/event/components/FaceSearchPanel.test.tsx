// The event's search switches: 'Busca pela selfie' sends the switch to the server, shows the reading's progress
// (asked again until every photo is read) and asks before turning off; 'Busca pelo número', on the same panel,
// turns off at once.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FaceSearchPanelTestQuery } from '../../../../__generated__/FaceSearchPanelTestQuery.graphql.ts';
import { ToastProvider } from '../../../../components/Toasts.tsx';
import { BibSearchPanel } from './BibSearchPanel.tsx';
import { FaceSearchPanel } from './FaceSearchPanel.tsx';
import { searchProgressPollMs } from './SearchSwitchPanel.tsx';

const query = graphql`
  query FaceSearchPanelTestQuery @relay_test_operation {
    studio { event(slug: "formatura") { ...FaceSearchPanel_event ...BibSearchPanel_event } }
  }
`;

type State = { on: boolean; indexed: number; total: number; processing?: number; secondsLeft?: number };

const backlogOf = (state: State) => ({
  waiting: state.total + (state.processing ?? 0) - state.indexed,
  secondsLeft: state.secondsLeft ?? null,
});

function Panels() {
  const { studio } = useLazyLoadQuery<FaceSearchPanelTestQuery>(query, {});
  return (
    <>
      <FaceSearchPanel event={studio!.event!} />
      <BibSearchPanel event={studio!.event!} />
    </>
  );
}

async function renderPanels(face: State, bib: State = { on: false, indexed: 0, total: 0 }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Event: () => ({
        id: 'event-1',
        slug: 'formatura',
        photoCount: face.total + (face.processing ?? 0),
        faceSearch: face.on,
        faceSearchProgress: { indexed: face.indexed, total: face.total, processing: face.processing ?? 0 },
        faceSearchBacklog: backlogOf(face),
        bibSearch: bib.on,
        bibSearchProgress: { indexed: bib.indexed, total: bib.total, processing: bib.processing ?? 0 },
        bibSearchBacklog: backlogOf(bib),
      }),
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ToastProvider>
        <Suspense fallback="carregando">
          <Panels />
        </Suspense>
      </ToastProvider>
    </RelayEnvironmentProvider>,
  );
  await screen.findByRole('heading', { name: 'Busca pela selfie' });
  return environment;
}

const faceSwitch = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'Busca pela selfie (Encontrar minhas fotos)' });

/** Answers the pending setEventFaceSearch with the server's success, whose message the toast shows. */
async function answerFaceSwitch(
  environment: ReturnType<typeof createMockEnvironment>,
  state: State,
  message: string,
) {
  const mutation = environment.mock.getMostRecentOperation();
  await act(async () => {
    environment.mock.resolve(mutation, {
      data: {
        setEventFaceSearch: {
          __typename: 'SetEventFaceSearchPayload',
          message,
          event: {
            id: 'event-1',
            faceSearch: state.on,
            faceSearchProgress: {
              indexed: state.indexed,
              total: state.total,
              processing: state.processing ?? 0,
            },
          },
        },
      },
    });
  });
  expect(screen.getByText(message)).toBeTruthy();
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FaceSearchPanel', () => {
  it('turns the search on for the event and shows the server message and the progress', async () => {
    const environment = await renderPanels({ on: false, indexed: 0, total: 0 });
    expect(faceSwitch().checked).toBe(false);
    expect(screen.getByText(/nunca é guardada/).textContent).toMatch(/o estúdio é o controlador/);

    fireEvent.click(faceSwitch());
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('useSetEventFaceSearchMutation');
    expect(mutation.request.variables).toEqual({ input: { event: { slug: 'formatura' }, enabled: true } });
    expect(faceSwitch().checked).toBe(true);

    await answerFaceSwitch(
      environment,
      { on: true, indexed: 0, total: 4 },
      'Busca pela selfie ativada. Os rostos das fotos estão sendo lidos.',
    );
    expect(screen.getByText('Lendo os rostos das fotos: 0 de 4')).toBeTruthy();
  });

  it('asks for the progress again until every face is read', async () => {
    vi.useFakeTimers();
    const environment = await renderPanels({ on: true, indexed: 1, total: 3, secondsLeft: 150 });
    expect(screen.getByText('Lendo os rostos das fotos: 1 de 3')).toBeTruthy();
    // How far behind, from the server's count of the queue and its recent pace.
    expect(screen.getByText('Busca por selfie: 2 fotos na fila, cerca de 3 min')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    act(() => vi.advanceTimersByTime(searchProgressPollMs));
    const poll = environment.mock.getMostRecentOperation();
    expect(poll.request.node.params.name).toBe('FaceSearchPanelProgressQuery');
    expect(poll.request.variables).toEqual({ id: 'event-1' });
    await act(async () => {
      environment.mock.resolve(poll, {
        data: {
          node: {
            __typename: 'Event',
            id: 'event-1',
            faceSearch: true,
            faceSearchProgress: { indexed: 3, total: 3, processing: 0 },
            faceSearchBacklog: { waiting: 0, secondsLeft: 0 },
          },
        },
      });
    });
    expect(screen.getByText('Todos os rostos lidos (3 fotos)')).toBeTruthy();
    expect(screen.queryByText(/fotos na fila/)).toBeNull();
    // Done: no more asking.
    act(() => vi.advanceTimersByTime(searchProgressPollMs * 3));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('follows new uploads: asks again when the photo count changes, then while photos are processed', async () => {
    vi.useFakeTimers();
    const environment = await renderPanels({ on: true, indexed: 2, total: 2 });
    expect(screen.getByText('Todos os rostos lidos (2 fotos)')).toBeTruthy();
    act(() => vi.advanceTimersByTime(searchProgressPollMs * 2));
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    // The upload finished: the grid's refetch brings the event's new photo count into the store.
    act(() => {
      environment.commitUpdate((store) => store.get('event-1')?.setValue(5, 'photoCount'));
    });
    const asked = environment.mock.getMostRecentOperation();
    expect(asked.request.node.params.name).toBe('FaceSearchPanelProgressQuery');
    const answer = (indexed: number, total: number, processing: number) =>
      act(async () => {
        environment.mock.resolve(environment.mock.getMostRecentOperation(), {
          data: {
            node: {
              __typename: 'Event',
              id: 'event-1',
              faceSearch: true,
              faceSearchProgress: { indexed, total, processing },
              faceSearchBacklog: { waiting: total + processing - indexed, secondsLeft: null },
            },
          },
        });
      });
    await answer(2, 2, 3);
    expect(screen.getByText('Lendo os rostos das fotos: 2 de 5')).toBeTruthy();
    expect(screen.getByText('Busca por selfie: 3 fotos na fila, calculando o tempo restante')).toBeTruthy();
    act(() => vi.advanceTimersByTime(searchProgressPollMs));
    await answer(5, 5, 0);
    expect(screen.getByText('Todos os rostos lidos (5 fotos)')).toBeTruthy();
    act(() => vi.advanceTimersByTime(searchProgressPollMs * 3));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('asks before turning off, and does nothing when the owner cancels', async () => {
    const environment = await renderPanels({ on: true, indexed: 1, total: 1 });
    expect(screen.getByText('Todos os rostos lidos (1 foto)')).toBeTruthy();

    fireEvent.click(faceSwitch());
    const dialog = await screen.findByRole('dialog', { name: 'Busca pela selfie' });
    expect(dialog.textContent).toContain(
      'Desativar a busca pela selfie? Os dados dos rostos deste evento serão apagados.',
    );
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(faceSwitch().checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(faceSwitch().checked).toBe(true);

    fireEvent.click(faceSwitch());
    fireEvent.click(await screen.findByRole('button', { name: 'Desativar' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables).toEqual({ input: { event: { slug: 'formatura' }, enabled: false } });
    await answerFaceSwitch(
      environment,
      { on: false, indexed: 0, total: 1 },
      'Busca pela selfie desativada. Os dados dos rostos deste evento foram apagados.',
    );
    expect(faceSwitch().checked).toBe(false);
    expect(screen.queryByText(/Todos os rostos lidos/)).toBeNull();
  });
});

describe('BibSearchPanel', () => {
  it('keeps its texts and turns off without asking', async () => {
    const environment = await renderPanels(
      { on: false, indexed: 0, total: 0 },
      { on: true, indexed: 2, total: 2 },
    );
    expect(screen.getByText('Números lidos em todas as 2 fotos.')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'Permitir que os clientes encontrem suas fotos pelo número de peito',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('useSetEventBibSearchMutation');
    expect(mutation.request.variables).toEqual({ input: { event: { slug: 'formatura' }, enabled: false } });
  });
});
