// The menu's plan block: the studio's real plan, its storage used of the limit as a bar, the trial's days left and
// the plan's message when there is one.
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminMenuTestQuery } from '../../../__generated__/AdminMenuTestQuery.graphql.ts';
import { AdminMenu } from './AdminMenu.tsx';

const query = graphql`
  query AdminMenuTestQuery @relay_test_operation {
    ...AdminMenu_query
  }
`;

function Menu() {
  const data = useLazyLoadQuery<AdminMenuTestQuery>(query, {});
  return <AdminMenu query={data} capabilities={['account']} onChangeLogo={() => {}} onLogout={() => {}} />;
}

interface Plan {
  name: string;
  trialDaysLeft: number | null;
  message: { type: 'ALERT' | 'FAILURE'; text: string } | null;
}

async function renderMenu(plan: Plan, usedBytes: number) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Studio: () => ({
        name: 'Estúdio Luz',
        storageUsedBytes: usedBytes,
        plan: { ...plan, storageLimitBytes: 2_000_000_000, limitReached: false },
      }),
      Platform: () => ({ plansUrl: 'https://revela.test/planos', supportUrl: null }),
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/adm',
        element: (
          <Suspense fallback="carregando">
            <Menu />
          </Suspense>
        ),
      },
    ],
    { initialEntries: ['/adm'] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  await screen.findByText(plan.name);
}

afterEach(cleanup);

describe('AdminMenu plan', () => {
  it('shows the plan, storage used of its limit as a bar, the trial days left and the message', async () => {
    await renderMenu(
      {
        name: 'Profissional',
        trialDaysLeft: 12,
        message: { type: 'ALERT', text: 'Seu cartão vence este mês' },
      },
      500_000_000,
    );
    expect(screen.getByText('500 MB de 2 GB')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Armazenamento usado' });
    expect(bar.getAttribute('value')).toBe('500000000');
    expect(bar.getAttribute('max')).toBe('2000000000');
    expect(screen.getByText('Teste grátis: restam 12 dias')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Seu cartão vence este mês');
    expect(screen.getByRole('link', { name: 'Ver Planos' }).getAttribute('href')).toBe(
      'https://revela.test/planos',
    );
  });

  it('says one day in the singular, and shows no trial or message when there is none', async () => {
    await renderMenu({ name: 'Estúdio', trialDaysLeft: 1, message: null }, 0);
    expect(screen.getByText('Teste grátis: resta 1 dia')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    await renderMenu({ name: 'Gratuito', trialDaysLeft: null, message: null }, 0);
    expect(screen.queryByText(/Teste grátis/)).toBeNull();
  });
});
