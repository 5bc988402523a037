// The cart's lines, the prepaid package's extra photos apart, the size for all, delivery and the totals.
import { type ReactNode, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CartView_cart$key } from '../../../../__generated__/CartView_cart.graphql.ts';
import type { CartView_event$key } from '../../../../__generated__/CartView_event.graphql.ts';
import type { PickupAddress_address$key } from '../../../../__generated__/PickupAddress_address.graphql.ts';
import { optionLabel, optionPrice } from '../../gallery/options.ts';
import { AllPhotosOffer } from '../../price-adjustments/AllPhotosOffer.tsx';
import { CartTotals } from '../../price-adjustments/CartTotals.tsx';
import { CartLine, type LineActions } from './CartLine.tsx';
import styles from './CartView.module.css';
import { DeliveryChoice } from './DeliveryChoice.tsx';

export interface CartViewActions extends LineActions {
  applyToAll(optionId: string): void;
  choosePreference(preference: 'PICKUP' | 'DELIVERY'): void;
  quote(cep: string): void;
  /** Comprar todas as fotos, at the event's all-photos price. */
  buyAllPhotos(): void;
}

export function CartView({
  cart,
  event,
  actions,
  quoting,
  buyingAll = false,
  pickupAddress,
  deliveryNotice,
}: {
  cart: CartView_cart$key;
  event: CartView_event$key;
  actions: CartViewActions;
  quoting: boolean;
  buyingAll?: boolean;
  pickupAddress?: PickupAddress_address$key | null;
  /** A message about the delivery choice, shown right above it. */
  deliveryNotice?: ReactNode;
}) {
  const eventData = useFragment(
    graphql`
      fragment CartView_event on Event {
        mode
        saleOptions { optionId format width height unit priceCents }
        ...DeliveryChoice_event
      }
    `,
    event,
  );
  const { mode, saleOptions: options } = eventData;
  const data = useFragment(
    graphql`
      fragment CartView_cart on Cart {
        id
        status
        exempt
        ...CartTotals_cart
        ...AllPhotosOffer_cart
        defaultOptionId
        needsDeliveryPreference
        deliveryPreference
        selectedPhotoCount
        itemCount
        items { id ...CartLine_item }
        extraItems { id ...CartLine_item }
        shipping { serviceName priceCents chargedCents deadlineDays payer }
        ...DeliveryChoice_cart
      }
    `,
    cart,
  );
  const [allOption, setAllOption] = useState(data.defaultOptionId ?? options[0]?.optionId ?? '');
  const prices = mode !== 'DELIVERY_ONLY';

  return (
    <>
      {options.length > 1 && (
        <div className={styles.applyAll}>
          <label htmlFor="apply-all">Mesmo tamanho para todas as fotos</label>
          <select
            id="apply-all"
            className="input"
            value={allOption}
            onChange={(event) => setAllOption(event.target.value)}
          >
            {options.map((option) => {
              const price = optionPrice(option, mode);
              return (
                <option key={option.optionId} value={option.optionId}>
                  {optionLabel(option)}
                  {price ? ` - ${price}` : ''}
                </option>
              );
            })}
          </select>
          <button type="button" className="button" onClick={() => allOption && actions.applyToAll(allOption)}>
            Aplicar a todos
          </button>
        </div>
      )}
      <ul className={styles.lines} aria-label="Fotos do carrinho">
        {data.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            options={options}
            mode={mode}
            actions={actions}
            included={mode === 'PREPAID_PACKAGE'}
          />
        ))}
      </ul>
      {data.extraItems.length > 0 && (
        <section aria-labelledby="extras-title" className={styles.extras}>
          <h2 id="extras-title">Fotos extras</h2>
          <p className="muted">Estas fotos vão além do seu pacote e são cobradas à parte.</p>
          <ul className={styles.lines} aria-label="Fotos extras">
            {data.extraItems.map((item) => (
              <CartLine key={item.id} item={item} options={options} mode={mode} actions={actions} />
            ))}
          </ul>
        </section>
      )}
      {data.needsDeliveryPreference && deliveryNotice}
      {data.needsDeliveryPreference && (
        <DeliveryChoice
          pickupAddress={pickupAddress}
          event={eventData}
          cart={data}
          quoting={quoting}
          onChoose={actions.choosePreference}
          onQuote={actions.quote}
        />
      )}
      {prices && <AllPhotosOffer cart={data} busy={buyingAll} onBuy={actions.buyAllPhotos} />}
      {prices && <CartTotals cart={data} className={styles.totals} totalClassName={styles.total} />}
    </>
  );
}
