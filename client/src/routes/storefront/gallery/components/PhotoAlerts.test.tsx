// 'Avise-me quando eu aparecer': hidden unless a search is offered; the form refuses what the server would refuse
// before sending (the same rules), sends the e-mail and number, and shows the answer; a selfie needs both consents;
// the e-mail's link (?alerta=&acesso=) shows the photos the alert found in place of the gallery.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { photoAlertMessages } from '../../../../../../server/domain/photo-alerts.ts';
import type { PhotoAlertsTestQuery } from '../../../../__generated__/PhotoAlertsTestQuery.graphql.ts';
import { PhotoAlerts } from './PhotoAlerts.tsx';

const query = graphql`
  query PhotoAlertsTestQuery @relay_test_operation {
    gallerySession(eventSlug: "maratona") {
      event { ...PhotoAlerts_event }
    }
  }
`;

const form = {
  intro: 'Deixe o seu e-mail.',
  byNumber: true,
  bySelfie: true,
  selfieConsentSummary: 'Comparamos a sua selfie com os rostos desta galeria.',
  selfieConsentParagraphs: ['A selfie é descartada.'],
  selfieConsentLabel: 'Li e concordo com o uso da minha selfie para esta busca.',
  keepFaceParagraphs: ['Guardamos os dados do rosto, não a foto.'],
  keepFaceLabel: 'Autorizo guardar os dados do meu rosto.',
};

function Gallery() {
  const { gallerySession } = useLazyLoadQuery<PhotoAlertsTestQuery>(query, {});
  return (
    <PhotoAlerts event={gallerySession!.event} eventSlug="maratona" onToggle={null}>
      <p>Todas as fotos da galeria</p>
    </PhotoAlerts>
  );
}

async function renderAlerts(searches: { bibSearch: boolean; faceSearch: boolean }, url = '/maratona') {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'PhotoAlertsTestQuery'
      ? MockPayloadGenerator.generate(operation, {
          GallerySession: () => ({ id: 'session-1' }),
          Event: () => ({ id: 'event-1', ...searches }),
        })
      : null,
  );
  render(
    <MemoryRouter initialEntries={[url]}>
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="carregando">
          <Gallery />
        </Suspense>
      </RelayEnvironmentProvider>
    </MemoryRouter>,
  );
  await screen.findByText(/Todas as fotos da galeria|Buscando as fotos do seu aviso/);
  return environment;
}

type Environment = Awaited<ReturnType<typeof renderAlerts>>;

async function openForm(environment: Environment) {
  fireEvent.click(screen.getByRole('button', { name: 'Avise-me quando eu aparecer' }));
  const read = environment.mock.getMostRecentOperation();
  expect(read.request.node.params.name).toBe('PhotoAlertsFormQuery');
  await act(async () => {
    environment.mock.resolve(read, {
      data: { gallerySession: { id: 'session-1', event: { id: 'event-1', photoAlertForm: form } } },
    });
  });
  await screen.findByText(form.intro);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Quero ser avisado' }));

afterEach(cleanup);

describe('PhotoAlerts', () => {
  it('is not offered when the gallery has no photo search', async () => {
    await renderAlerts({ bibSearch: false, faceSearch: false });
    expect(screen.queryByRole('button', { name: 'Avise-me quando eu aparecer' })).toBeNull();
  });

  it('refuses a bad e-mail before sending, then sends the e-mail and the number', async () => {
    const environment = await renderAlerts({ bibSearch: true, faceSearch: false });
    await openForm(environment);
    type('E-mail', 'ana@');
    type('Número de peito', '1234');
    submit();
    expect(screen.getByRole('alert').textContent).toBe(photoAlertMessages.invalidEmail);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    type('E-mail', 'ana@exemplo.com');
    submit();
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.node.params.name).toBe('useCreatePhotoAlertMutation');
    expect(sent.request.variables.input).toEqual({
      email: 'ana@exemplo.com',
      raceNumber: '1234',
      selfieConsent: false,
      keepFaceConsent: false,
      selfie: null,
    });
    await act(async () => {
      environment.mock.resolve(sent, {
        data: {
          createPhotoAlert: { __typename: 'CreatePhotoAlertPayload', message: photoAlertMessages.created },
        },
      });
    });
    expect(screen.getByRole('status').textContent).toBe(photoAlertMessages.created);
  });

  it('asks for both consents with a selfie', async () => {
    const environment = await renderAlerts({ bibSearch: true, faceSearch: true });
    await openForm(environment);
    type('E-mail', 'ana@exemplo.com');
    fireEvent.change(screen.getByLabelText('Escolher selfie'), {
      target: { files: [new File([new Uint8Array(10)], 'selfie.jpg', { type: 'image/jpeg' })] },
    });
    fireEvent.click(screen.getByLabelText(form.selfieConsentLabel));
    submit();
    expect(screen.getByRole('alert').textContent).toBe(photoAlertMessages.keepFaceRequired);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(screen.getByLabelText(form.keepFaceLabel));
    submit();
    const sent = environment.mock.getMostRecentOperation();
    expect(sent.request.variables.input).toMatchObject({ selfieConsent: true, keepFaceConsent: true });
    expect(sent.request.node.params.name).toBe('useCreatePhotoAlertMutation');
  });

  it("shows the photos the e-mail's link names in place of the gallery", async () => {
    const environment = await renderAlerts(
      { bibSearch: true, faceSearch: false },
      '/maratona?alerta=alerta-1&acesso=codigo',
    );
    const follow = environment.mock.getMostRecentOperation();
    expect(follow.request.node.params.name).toBe('useFollowPhotoAlertMutation');
    expect(follow.request.variables.input).toEqual({ alertId: 'alerta-1', accessCode: 'codigo' });
    expect(screen.queryByText('Todas as fotos da galeria')).toBeNull();
    await act(async () => {
      environment.mock.resolve(
        follow,
        MockPayloadGenerator.generate(follow, {
          FollowPhotoAlertPayload: () => ({ __typename: 'FollowPhotoAlertPayload' }),
          Photo: (_context, id) => ({ id: `foto-${id}`, width: 300, height: 200 }),
        }),
      );
    });
    expect(await screen.findByText(/fotos? encontradas? pelo seu aviso/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver todas as fotos' }));
    expect(await screen.findByText('Todas as fotos da galeria')).toBeTruthy();
  });
});
