// The event page's warning: what is missing for each delivery format, nothing once everything has a price, and
// the button that opens the gallery settings.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaleWarningTestQuery } from '../../../../__generated__/SaleWarningTestQuery.graphql.ts';
import { SaleWarning } from './SaleWarning.tsx';

const query = graphql`
  query SaleWarningTestQuery @relay_test_operation {
    studio { event(slug: "evento") { ...SaleWarning_event } }
  }
`;

type Readiness = { forSale: boolean; digital: boolean; printed: boolean; missing: string[] };

function renderWarning(readiness: Readiness, mode = 'NORMAL') {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { Event: () => ({ mode, saleReadiness: readiness }) }),
  );
  const onOpenSettings = vi.fn();
  function Page() {
    const data = useLazyLoadQuery<SaleWarningTestQuery>(query, {});
    return <SaleWarning event={data.studio!.event!} onOpenSettings={onOpenSettings} />;
  }
  const view = render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return { ...view, onOpenSettings };
}

afterEach(cleanup);

describe('SaleWarning', () => {
  it('says nothing is on sale and what to set, and opens the settings', () => {
    const { onOpenSettings } = renderWarning({
      forSale: false,
      digital: false,
      printed: false,
      missing: ['DIGITAL_PRICE', 'PRINTED_PRICES'],
    });
    expect(
      screen.getByRole('heading', { name: 'As fotos deste evento ainda não estão à venda' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /Defina o preço da foto digital e a tabela de preços das fotos impressas \(pelo menos um tamanho com preço\)/,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir configurações da galeria' }));
    expect(onOpenSettings).toHaveBeenCalledTimes(1);
  });

  it('names the half not on sale yet', () => {
    renderWarning({ forSale: true, digital: false, printed: true, missing: ['DIGITAL_PRICE'] });
    expect(
      screen.getByRole('heading', { name: 'As fotos digitais deste evento ainda não estão à venda' }),
    ).toBeTruthy();
    expect(screen.getByText(/Os clientes só conseguem comprar as fotos impressas/)).toBeTruthy();
  });

  it('is not shown once everything the event sells has a price', () => {
    const { container } = renderWarning({ forSale: true, digital: true, printed: true, missing: [] });
    expect(container.textContent).toBe('');
  });
});
