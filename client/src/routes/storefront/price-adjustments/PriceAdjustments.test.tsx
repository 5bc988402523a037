// The cart's discount rows and its 'todas as fotos' offer show what the server computed, and only when it applies.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceAdjustmentsTestQuery } from '../../../__generated__/PriceAdjustmentsTestQuery.graphql.ts';
import { AllPhotosOffer } from './AllPhotosOffer.tsx';
import { PriceAdjustments } from './PriceAdjustments.tsx';

const query = graphql`
  query PriceAdjustmentsTestQuery @relay_test_operation {
    gallerySession(eventSlug: "formatura") {
      cart { ...PriceAdjustments_cart ...AllPhotosOffer_cart }
    }
  }
`;

function Totals({ onBuy }: { onBuy: () => void }) {
  const { gallerySession } = useLazyLoadQuery<PriceAdjustmentsTestQuery>(query, {});
  return (
    <>
      <AllPhotosOffer cart={gallerySession!.cart} busy={false} onBuy={onBuy} />
      <dl>
        <PriceAdjustments cart={gallerySession!.cart} />
      </dl>
    </>
  );
}

function renderTotals(cart: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { Cart: () => cart }),
  );
  const onBuy = vi.fn();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="carregando">
        <Totals onBuy={onBuy} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return onBuy;
}

afterEach(cleanup);

describe('the cart totals with discounts', () => {
  it("shows 'Desconto (...)' with the server's amount", async () => {
    renderTotals({ discount: { label: '10% a partir de 10 fotos', amountCents: 1250 }, allPhotos: null });
    expect(await screen.findByText('Desconto (10% a partir de 10 fotos)')).toBeTruthy();
    expect(screen.getByText('-R$ 12,50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Comprar todas as fotos' })).toBeNull();
  });

  it('shows nothing when no discount applies', async () => {
    renderTotals({ discount: null, allPhotos: null });
    // Loaded: the suspense fallback is gone.
    await waitFor(() => expect(screen.queryByText('carregando')).toBeNull());
    expect(screen.queryByText(/Desconto/)).toBeNull();
  });

  it('offers every photo while the cart misses some, and names the package once applied', async () => {
    const onBuy = renderTotals({
      discount: null,
      allPhotos: { applied: false, priceCents: 15000, photoCount: 40, missingPhotoCount: 3 },
    });
    expect(
      await screen.findByText(/Leve todas as 40 fotos da galeria em digital por R\$ 150,00/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Comprar todas as fotos' }));
    expect(onBuy).toHaveBeenCalledOnce();
    cleanup();
    renderTotals({
      discount: null,
      allPhotos: { applied: true, priceCents: 15000, photoCount: 40, missingPhotoCount: 0 },
    });
    expect(await screen.findByText('Inclui todas as fotos (40 digitais)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Comprar todas as fotos' })).toBeNull();
  });
});
