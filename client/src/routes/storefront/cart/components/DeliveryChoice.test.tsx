// DeliveryChoice reads the event's delivery ways and the cart's choice and quote through its own fragments.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryChoiceTestQuery } from '../../../../__generated__/DeliveryChoiceTestQuery.graphql.ts';
import { DeliveryChoice } from './DeliveryChoice.tsx';

const query = graphql`
  query DeliveryChoiceTestQuery @relay_test_operation {
    gallerySession(eventSlug: "formatura") {
      event { ...DeliveryChoice_event }
      cart { ...DeliveryChoice_cart }
    }
  }
`;

function Choice({ onChoose }: { onChoose: (preference: 'PICKUP' | 'DELIVERY') => void }) {
  const { gallerySession } = useLazyLoadQuery<DeliveryChoiceTestQuery>(query, {});
  return (
    <DeliveryChoice
      event={gallerySession!.event}
      cart={gallerySession!.cart}
      quoting={false}
      onChoose={onChoose}
      onQuote={() => undefined}
    />
  );
}

function renderChoice(printed: { pickup: boolean; shipping: boolean }, cart: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { PrintedSettings: () => printed, Cart: () => cart }),
  );
  const onChoose = vi.fn();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="carregando">
        <Choice onChoose={onChoose} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return onChoose;
}

afterEach(cleanup);

describe('DeliveryChoice', () => {
  it("shows the cart's delivery choice and its shipping quote", async () => {
    renderChoice(
      { pickup: true, shipping: true },
      {
        deliveryPreference: 'DELIVERY',
        shipping: { serviceName: 'SEDEX', chargedCents: 0, deadlineDays: 3 },
      },
    );

    expect(
      (await screen.findByRole<HTMLInputElement>('radio', { name: 'Entrega pelos Correios' })).checked,
    ).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Retirada no estúdio' }).checked).toBe(false);
    expect(screen.getByLabelText('CEP de entrega')).toBeTruthy();
    expect(screen.getByText('SEDEX: frete grátis, entrega em até 3 dias úteis')).toBeTruthy();
  });

  it('offers only the ways the event delivers, with no CEP before delivery is chosen', async () => {
    const onChoose = renderChoice(
      { pickup: true, shipping: false },
      { deliveryPreference: null, shipping: null },
    );

    fireEvent.click(await screen.findByRole('radio', { name: 'Retirada no estúdio' }));
    expect(onChoose).toHaveBeenCalledWith('PICKUP');
    expect(screen.queryByRole('radio', { name: 'Entrega pelos Correios' })).toBeNull();
    expect(screen.queryByLabelText('CEP de entrega')).toBeNull();
  });
});
