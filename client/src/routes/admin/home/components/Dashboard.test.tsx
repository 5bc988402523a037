// The dashboard on /adm: figures and chart from the sales summary, the checklist's links until it is complete, and
// each waiting order linking to its page.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardTestQuery } from '../../../../__generated__/DashboardTestQuery.graphql.ts';
import { Dashboard } from './Dashboard.tsx';
import { barHeights } from './SalesChart.tsx';

const query = graphql`
  query DashboardTestQuery @relay_test_operation {
    studio { ...Dashboard_studio }
  }
`;

const days = Array.from({ length: 30 }, (_, index) => ({
  day: `2026-11-${String(index + 1).padStart(2, '0')}`,
  orderCount: index === 29 ? 2 : index === 28 ? 1 : 0,
  totalCents: index === 29 ? 5_550 : index === 28 ? 123_456 : 0,
}));

const setupItems = (done: boolean) =>
  (
    [
      ['PRICES', 'Cadastrar a tabela de tamanhos e preços'],
      ['ADDRESS', 'Informar o endereço do estúdio'],
      ['MERCADO_PAGO', 'Conectar o Mercado Pago'],
      ['WATERMARK', "Enviar a marca d'água"],
      ['LOGO', 'Enviar a logomarca'],
    ] as const
  ).map(([step, label]) => ({ step, label, done: done || step === 'ADDRESS' }));

function renderDashboard({ complete = false, onChangeLogo = () => undefined } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Studio: () => ({
        id: 'studio-1',
        setupChecklist: { complete, items: setupItems(complete) },
        salesSummary: {
          today: { orderCount: 2, totalCents: 5_550 },
          last7Days: { orderCount: 1, totalCents: 129_006 },
          last30Days: { orderCount: 3, totalCents: 129_006 },
          daily: days,
        },
        ordersNeedingAction: {
          totalCount: 12,
          edges: [
            {
              node: {
                id: 'order-1',
                orderId: '0190-aaaa',
                number: 42,
                eventSlug: 'formatura',
                eventName: 'Formatura',
                customerName: 'Maria Souza',
                paidAt: '2026-11-25T13:00:00.000Z',
                pendingActions: ['RELEASE_DIGITAL', 'NOTIFY_PICKUP'],
              },
            },
          ],
        },
      }),
    }),
  );
  function Screen() {
    const { studio } = useLazyLoadQuery<DashboardTestQuery>(query, {});
    return <Dashboard studio={studio!} onChangeLogo={onChangeLogo} />;
  }
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <Suspense fallback="carregando">
          <Screen />
        </Suspense>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
}

afterEach(cleanup);

describe('Dashboard', () => {
  it('shows the sales of today, 7 and 30 days, and the chart as a table', async () => {
    renderDashboard();
    const sales = await screen.findByRole('region', { name: 'Vendas' });
    expect(within(sales).getByText('Hoje').nextElementSibling?.textContent).toBe('R$ 55,502 pedidos pagos');
    expect(within(sales).getByText('Últimos 7 dias').nextElementSibling?.textContent).toBe(
      'R$ 1.290,061 pedido pago',
    );
    const table = within(sales).getByRole('table', { name: 'Vendas por dia nos últimos 30 dias' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)?.textContent).toBe('30/112R$ 55,50');
  });

  it('links every step left to its page, the logo to its modal', async () => {
    const onChangeLogo = vi.fn();
    renderDashboard({ onChangeLogo });
    const checklist = await screen.findByRole('region', { name: 'Configure sua loja' });
    expect(checklist.textContent).toContain('1 de 5 passos concluídos');
    expect(
      within(checklist).getByRole('link', { name: 'Cadastrar a tabela de tamanhos e preços' }),
    ).toHaveProperty('pathname', '/adm/tabela-tamanho-preco');
    expect(within(checklist).getByRole('link', { name: 'Conectar o Mercado Pago' })).toHaveProperty(
      'pathname',
      '/adm/configuracoes/meio-de-pagamento/mercado-pago',
    );
    expect(within(checklist).getByRole('link', { name: "Enviar a marca d'água" })).toHaveProperty(
      'pathname',
      '/adm/configuracoes/marca-dagua',
    );
    expect(within(checklist).queryByRole('link', { name: 'Informar o endereço do estúdio' })).toBeNull();
    fireEvent.click(within(checklist).getByRole('button', { name: 'Enviar a logomarca' }));
    expect(onChangeLogo).toHaveBeenCalledOnce();
  });

  it('hides the checklist once every step is done', async () => {
    renderDashboard({ complete: true });
    await screen.findByRole('region', { name: 'Vendas' });
    expect(screen.queryByRole('region', { name: 'Configure sua loja' })).toBeNull();
  });

  it("links each waiting order to its page, saying what it waits for, and all of them to the list's filter", async () => {
    renderDashboard();
    const waiting = await screen.findByRole('region', { name: 'Pedidos aguardando você' });
    const order = within(waiting).getByRole('link', { name: /Pedido nº 42/ });
    expect(order).toHaveProperty('pathname', '/adm/pedidos/formatura/0190-aaaa');
    expect(order.textContent).toContain('Liberar fotos digitais e Avisar que as fotos aguardam retirada');
    expect(order.textContent).toContain('Pago em 25/11/2026, 10:00');
    expect(within(waiting).getByRole('link', { name: 'Ver todos (12)' })).toHaveProperty('search', '?acao=1');
  });
});

describe('the chart', () => {
  it('scales the bars to the best day, keeping any sale visible', () => {
    expect(
      barHeights([
        { day: '2026-11-01', orderCount: 0, totalCents: 0 },
        { day: '2026-11-02', orderCount: 1, totalCents: 100 },
        { day: '2026-11-03', orderCount: 3, totalCents: 60_000 },
        { day: '2026-11-04', orderCount: 2, totalCents: 30_000 },
      ]),
    ).toEqual([0, 2, 60, 30]);
    expect(barHeights([{ day: '2026-11-01', orderCount: 0, totalCents: 0 }])).toEqual([0]);
  });
});
