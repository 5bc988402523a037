// OptionChooser reads the event's sale options and mode and the cart's default option through its own fragments.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OptionChooserTestQuery } from '../../../../__generated__/OptionChooserTestQuery.graphql.ts';
import { OptionChooser } from './OptionChooser.tsx';

const query = graphql`
  query OptionChooserTestQuery @relay_test_operation {
    gallerySession(eventSlug: "formatura") {
      event { ...OptionChooser_event }
      cart { ...OptionChooser_cart }
    }
  }
`;

const saleOptions = [
  { optionId: '1', format: 'DIGITAL', width: 0, height: 0, unit: 'PX', priceCents: 1250 },
  { optionId: 'item-10x15', format: 'PRINTED', width: 10, height: 15, unit: 'CM', priceCents: 2500 },
  { optionId: 'item-20x30', format: 'PRINTED', width: 20, height: 30, unit: 'CM', priceCents: 4990 },
];

function Chooser({ onChoose }: { onChoose: (optionId: string) => void }) {
  const { gallerySession } = useLazyLoadQuery<OptionChooserTestQuery>(query, {});
  return (
    <OptionChooser
      event={gallerySession!.event}
      cart={gallerySession!.cart}
      photo={{ width: 4000, height: 3000 }}
      busy={false}
      onChoose={onChoose}
      onClose={() => undefined}
    />
  );
}

function renderChooser(mode: string, defaultOptionId: string | null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Event: () => ({ mode, saleOptions }),
      Cart: () => ({ defaultOptionId }),
    }),
  );
  const onChoose = vi.fn();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="carregando">
        <Chooser onChoose={onChoose} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return onChoose;
}

const radio = (name: RegExp) => screen.getByRole<HTMLInputElement>('radio', { name });

afterEach(cleanup);

describe('OptionChooser', () => {
  it("lists the event's options with their prices and starts at the cart's default option", async () => {
    const onChoose = renderChooser('NORMAL', 'item-10x15');
    await screen.findByRole('dialog', { name: 'Escolha o tamanho e o formato' });

    expect(radio(/^Digital \(4000 x 3000 px\)/).checked).toBe(false);
    expect(radio(/^Impressa 10 x 15 cm/).checked).toBe(true);
    expect(radio(/^Impressa 20 x 30 cm/).checked).toBe(false);
    expect(screen.getByText(/R\$\s12,50/)).toBeTruthy();
    expect(screen.getByText(/R\$\s49,90/)).toBeTruthy();

    fireEvent.click(radio(/^Impressa 20 x 30 cm/));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar ao carrinho' }));
    expect(onChoose).toHaveBeenCalledWith('item-20x30');
  });

  it('shows no prices in a delivery-only gallery and starts at the first option without a default', async () => {
    renderChooser('DELIVERY_ONLY', null);
    await screen.findByRole('dialog', { name: 'Escolha o tamanho e o formato' });

    expect(radio(/^Digital/).checked).toBe(true);
    expect(screen.queryByText(/R\$/)).toBeNull();
  });
});
