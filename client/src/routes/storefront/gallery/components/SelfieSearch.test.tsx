// 'Encontrar minhas fotos': hidden unless the event offers it; nothing can be sent before the consent is ticked; a
// selfie over the upload limit is refused before it is uploaded; the server's refusal is read out; the photos found
// replace the gallery, counted, until 'Ver todas as fotos'.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxSelfieBytes, selfieMessages } from '../../../../../../server/domain/face-match.ts';
import type { SelfieSearchTestQuery } from '../../../../__generated__/SelfieSearchTestQuery.graphql.ts';
import { SelfieSearch } from './SelfieSearch.tsx';

const query = graphql`
  query SelfieSearchTestQuery @relay_test_operation {
    gallerySession(eventSlug: "formatura") {
      event { ...SelfieSearch_event }
    }
  }
`;

const consent = {
  summary: 'Comparamos a sua selfie com os rostos desta galeria só para encontrar as suas fotos.',
  paragraphs: ['Comparamos o rosto da sua selfie com os rostos das fotos.', 'A selfie não é gravada.'],
  label: 'Li e concordo com o uso da minha selfie para esta busca.',
};

function Gallery() {
  const { gallerySession } = useLazyLoadQuery<SelfieSearchTestQuery>(query, {});
  return (
    <SelfieSearch event={gallerySession!.event} eventSlug="formatura" onToggle={null}>
      <p>Todas as fotos da galeria</p>
    </SelfieSearch>
  );
}

async function renderSearch(faceSearch: boolean) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'SelfieSearchTestQuery'
      ? MockPayloadGenerator.generate(operation, {
          GallerySession: () => ({ id: 'session-1' }),
          Event: () => ({ id: 'event-1', faceSearch }),
        })
      : null,
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

type Environment = Awaited<ReturnType<typeof renderSearch>>;

/** Opens the panel and answers its consent query as the server does while the search is on. */
async function openPanel(environment: Environment) {
  fireEvent.click(screen.getByRole('button', { name: 'Encontrar minhas fotos' }));
  const read = environment.mock.getMostRecentOperation();
  expect(read.request.node.params.name).toBe('SelfieSearchConsentQuery');
  expect(read.request.variables).toEqual({ slug: 'formatura' });
  await act(async () => {
    environment.mock.resolve(read, {
      data: { gallerySession: { id: 'session-1', event: { id: 'event-1', selfieConsent: consent } } },
    });
  });
  await screen.findByText(consent.summary);
}

const jpeg = (bytes: number) => new File([new Uint8Array(bytes)], 'selfie.jpg', { type: 'image/jpeg' });
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Escolher foto'), { target: { files: [file] } });

const created: string[] = [];
const revoked: string[] = [];

beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    created.push(`blob:selfie-${created.length + 1}`);
    return created.at(-1)!;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SelfieSearch', () => {
  it('is not there when the event does not offer it', async () => {
    await renderSearch(false);
    expect(screen.queryByRole('button', { name: 'Encontrar minhas fotos' })).toBeNull();
  });

  it('shows the consent text, and sends nothing before it is accepted or when the selfie is over the limit', async () => {
    const environment = await renderSearch(true);
    expect(
      screen.getByRole('button', { name: 'Encontrar minhas fotos' }).getAttribute('aria-describedby'),
    ).toBe(screen.getByText('Busca pela selfie').id);
    await openPanel(environment);
    expect(screen.getByRole('dialog', { name: 'Como usamos a sua selfie' })).toBeTruthy();
    // The full text is one tap away.
    expect(screen.queryByText(consent.paragraphs[1]!)).toBeNull();
    const fullText = screen.getByText('Ler o texto completo').closest('details')!;
    fullText.open = true;
    fireEvent(fullText, new Event('toggle'));
    expect(screen.getByText(consent.paragraphs[1]!)).toBeTruthy();
    const take = screen.getByLabelText<HTMLInputElement>('Tirar selfie');
    const pick = screen.getByLabelText<HTMLInputElement>('Escolher foto');
    expect(take.getAttribute('capture')).toBe('user');
    expect(pick.hasAttribute('capture')).toBe(false);
    expect([take.disabled, pick.disabled]).toEqual([true, true]);

    fireEvent.click(screen.getByLabelText(consent.label));
    expect([take.disabled, pick.disabled]).toEqual([false, false]);

    // The server's own bound and message: the two sides cannot disagree.
    expect(screen.getByText(/de frente e bem iluminada, com até \d+ MB\.$/).textContent).toContain(
      `até ${maxSelfieBytes / 1024 / 1024} MB`,
    );
    choose(jpeg(maxSelfieBytes));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('fim do teste')));
    expect(screen.getByRole('alert').textContent).toBe(
      'Não foi possível enviar a selfie. Verifique a sua conexão e tente novamente.',
    );
    choose(jpeg(maxSelfieBytes + 1));
    expect(screen.getByRole('alert').textContent).toBe(selfieMessages.tooLarge);
    expect(selfieMessages.tooLarge).toMatch(/^A selfie deve ter no máximo \d+ MB\.$/);
    choose(new File(['%PDF-1.7'], 'selfie.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Não conseguimos ler a selfie. Envie uma foto JPEG, PNG, WebP ou HEIC.',
    );
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(created).toEqual(['blob:selfie-1']);
  });

  it("reads out the server's refusal, then shows the photos found in place of the gallery", async () => {
    const environment = await renderSearch(true);
    await openPanel(environment);
    fireEvent.click(screen.getByLabelText(consent.label));

    choose(jpeg(2048));
    expect(screen.getByRole('status').textContent).toBe('Procurando as suas fotos…');
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'A sua selfie' }).src).toBe('blob:selfie-1');
    expect(screen.getByLabelText<HTMLInputElement>('Escolher foto').disabled).toBe(true);
    const first = environment.mock.getMostRecentOperation();
    expect(first.request.node.params.name).toBe('useSearchPhotosBySelfieMutation');
    expect(first.request.variables).toEqual({ input: { selfie: null, consent: true } });
    const refusal = 'Não encontramos um rosto na selfie. Tente uma foto de frente.';
    await act(async () => {
      environment.mock.resolve(first, {
        data: {
          searchPhotosBySelfie: {
            __typename: 'InvalidSelfieError',
            __isError: 'InvalidSelfieError',
            message: refusal,
          },
        },
      });
    });
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    // The selfie's preview is gone once the answer is in, and its address let go.
    expect(screen.queryByRole('img', { name: 'A sua selfie' })).toBeNull();
    expect(revoked).toEqual(['blob:selfie-1']);

    choose(jpeg(4096));
    const second = environment.mock.getMostRecentOperation();
    await act(async () => {
      environment.mock.resolve(
        second,
        MockPayloadGenerator.generate(second, {
          SearchPhotosBySelfieResult: () => ({ __typename: 'SearchPhotosBySelfiePayload' }),
          SearchPhotosBySelfiePayload: () => ({
            matches: [1, 2, 3].map((n) => ({ photo: { id: `photo-${n}`, width: 1600, height: 1067 } })),
          }),
        }),
      );
    });
    expect(await screen.findByText('3 fotos encontradas com o seu rosto')).toBeTruthy();
    // The tiles read the photos from the store after the mutation is done: a collection meanwhile keeps them, and
    // takes them once the customer goes back to all photos.
    const store = environment.getStore() as unknown as {
      scheduleGC(): void;
      getSource(): { has(id: string): boolean };
    };
    const collect = async () => {
      store.scheduleGC();
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    };
    await collect();
    expect(store.getSource().has('photo-3')).toBe(true);
    expect(screen.queryByText('Todas as fotos da galeria')).toBeNull();
    expect(revoked).toEqual(['blob:selfie-1', 'blob:selfie-2']);
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas as fotos' }));
    expect(screen.getByText('Todas as fotos da galeria')).toBeTruthy();
    await collect();
    expect(store.getSource().has('photo-3')).toBe(false);
  });

  it('says when no photo has the face', async () => {
    const environment = await renderSearch(true);
    await openPanel(environment);
    fireEvent.click(screen.getByLabelText(consent.label));
    choose(jpeg(2048));
    const search = environment.mock.getMostRecentOperation();
    await act(async () => {
      environment.mock.resolve(search, {
        data: { searchPhotosBySelfie: { __typename: 'SearchPhotosBySelfiePayload', matches: [] } },
      });
    });
    expect(
      await screen.findByText(
        'Nenhuma foto encontrada com o seu rosto. Tente outra selfie, de frente e bem iluminada.',
      ),
    ).toBeTruthy();
  });

  it('closes on Escape, and a search answered after that changes nothing', async () => {
    const environment = await renderSearch(true);
    await openPanel(environment);
    fireEvent.click(screen.getByLabelText(consent.label));
    choose(jpeg(2048));
    const search = environment.mock.getMostRecentOperation();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    await act(async () => {
      environment.mock.resolve(search, {
        data: { searchPhotosBySelfie: { __typename: 'SearchPhotosBySelfiePayload', matches: [] } },
      });
    });
    expect(screen.queryByText(/Nenhuma foto encontrada/)).toBeNull();
    expect(screen.getByText('Todas as fotos da galeria')).toBeTruthy();
  });
});
