// PersonalDataForm masks what is typed, refuses with the server's own messages beside each field before sending,
// and sends the fields as typed.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { PersonalDataFormTestQuery } from '../../../../__generated__/PersonalDataFormTestQuery.graphql.ts';
import { ToastProvider } from '../../../../components/Toasts.tsx';
import { PersonalDataForm } from './PersonalDataForm.tsx';

const query = graphql`
  query PersonalDataFormTestQuery @relay_test_operation {
    gallerySession(eventSlug: "formatura") { ...PersonalDataForm_session }
  }
`;

function Form() {
  const { gallerySession } = useLazyLoadQuery<PersonalDataFormTestQuery>(query, {});
  return <PersonalDataForm session={gallerySession!} />;
}

function renderForm() {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      PersonalData: () => ({
        status: 'ACTIVE',
        firstName: '',
        lastName: '',
        email: '',
        whatsApp: '',
        cpf: '',
      }),
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ToastProvider>
        <Suspense fallback="carregando">
          <Form />
        </Suspense>
      </ToastProvider>
    </RelayEnvironmentProvider>,
  );
  return environment;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Salvar dados pessoais' }));
  });

afterEach(cleanup);

describe('PersonalDataForm', () => {
  it("refuses with the server's messages beside the fields, sending nothing", async () => {
    const environment = renderForm();
    await screen.findByRole('button', { name: 'Salvar dados pessoais' });
    type('CPF', '123.456.789-00');
    await submit();

    expect(screen.getByText('Informe o nome')).toBeTruthy();
    expect(screen.getByText('Informe o sobrenome')).toBeTruthy();
    expect(screen.getByText('WhatsApp inválido: informe DDD e número, como (11) 98765-4321')).toBeTruthy();
    expect(screen.getByText('CPF inválido')).toBeTruthy();
    expect(screen.getByLabelText('CPF').getAttribute('aria-describedby')).toBe('cpf-error');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('masks while typing and sends the fields as typed', async () => {
    const environment = renderForm();
    await screen.findByRole('button', { name: 'Salvar dados pessoais' });
    type('Nome', 'Maria2');
    type('Sobrenome', "D'Ávila");
    type('E-mail', ' maria@exemplo.com ');
    type('WhatsApp', '11987654321');
    type('CPF', '52998224725');
    expect(screen.getByLabelText<HTMLInputElement>('Nome').value).toBe('Maria');
    expect(screen.getByLabelText<HTMLInputElement>('WhatsApp').value).toBe('(11) 98765-4321');
    expect(screen.getByLabelText<HTMLInputElement>('CPF').value).toBe('529.982.247-25');
    await submit();

    const [operation] = environment.mock.getAllOperations();
    expect(operation!.request.variables.input).toEqual({
      firstName: 'Maria',
      lastName: "D'Ávila",
      email: 'maria@exemplo.com',
      whatsApp: '(11) 98765-4321',
      cpf: '529.982.247-25',
    });
  });
});
