// modalidade-de-entrega: retirada or entrega, asked when the cart has printed photos; with delivery, the CEP lookup
// and the shipping quote (the button works only after a valid lookup).
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DeliveryChoice_cart$key } from '../../../../__generated__/DeliveryChoice_cart.graphql.ts';
import type { DeliveryChoice_event$key } from '../../../../__generated__/DeliveryChoice_event.graphql.ts';
import type { PickupAddress_address$key } from '../../../../__generated__/PickupAddress_address.graphql.ts';
import { Field } from '../../../../components/Field.tsx';
import { maskCep } from '../../../../components/masks.ts';
import { usePostalCodeLookup } from '../../../../components/usePostalCodeLookup.ts';
import { formatBrl } from '../../../../format.ts';
import { PickupAddress } from '../../pickup/PickupAddress.tsx';
import styles from './DeliveryChoice.module.css';

export function DeliveryChoice({
  event,
  cart,
  quoting,
  onChoose,
  onQuote,
  pickupAddress,
}: {
  /** The studio's address, where pickup happens. */
  pickupAddress?: PickupAddress_address$key | null;
  event: DeliveryChoice_event$key;
  cart: DeliveryChoice_cart$key;
  quoting: boolean;
  onChoose: (preference: 'PICKUP' | 'DELIVERY') => void;
  onQuote: (cep: string) => void;
}) {
  const {
    printed: { pickup, shipping },
  } = useFragment(
    graphql`
      fragment DeliveryChoice_event on Event {
        printed { pickup shipping }
      }
    `,
    event,
  );
  const { deliveryPreference: preference, shipping: quote } = useFragment(
    graphql`
      fragment DeliveryChoice_cart on Cart {
        deliveryPreference
        shipping { serviceName chargedCents deadlineDays }
      }
    `,
    cart,
  );
  const [cep, setCep] = useState('');
  const lookup = usePostalCodeLookup(cep);
  return (
    <section className={`card ${styles.delivery}`} aria-labelledby="delivery-title">
      <h2 id="delivery-title">Entrega das fotos impressas</h2>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">Modalidade de entrega</legend>
        {(
          [
            ['PICKUP', 'Retirada no estúdio', pickup],
            ['DELIVERY', 'Entrega pelos Correios', shipping],
          ] as const
        ).map(
          ([choice, text, offered]) =>
            offered && (
              <label key={choice} className={styles.choice}>
                <input
                  type="radio"
                  name="delivery"
                  checked={preference === choice}
                  onChange={() => onChoose(choice)}
                />
                {text}
              </label>
            ),
        )}
      </fieldset>
      {/* Where to pick the photos up, unless they go by post. */}
      {pickup && pickupAddress && preference !== 'DELIVERY' && <PickupAddress address={pickupAddress} />}
      {preference === 'DELIVERY' && (
        <div className={styles.shipping}>
          <Field htmlFor="shipping-cep" label="CEP de entrega">
            <input
              id="shipping-cep"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="00000-000"
              value={cep}
              onChange={(event) => setCep(maskCep(event.target.value))}
              aria-describedby="shipping-cep-status"
            />
            <span
              id="shipping-cep-status"
              className={lookup.kind === 'failed' ? 'field-error' : 'field-hint'}
              role="status"
            >
              {lookup.kind === 'looking' && 'Consultando CEP…'}
              {lookup.kind === 'found' &&
                `${[lookup.address.street, lookup.address.neighborhood].filter(Boolean).join(', ')}${
                  lookup.address.street || lookup.address.neighborhood ? ' - ' : ''
                }${lookup.address.city}/${lookup.address.state}`}
              {lookup.kind === 'failed' && lookup.message}
            </span>
          </Field>
          <button
            type="button"
            className="button"
            disabled={lookup.kind !== 'found' || quoting}
            onClick={() => onQuote(cep)}
          >
            Calcular frete
          </button>
          {quote && (
            <p className={styles.quote} role="status">
              {quote.serviceName}: {quote.chargedCents === 0 ? 'frete grátis' : formatBrl(quote.chargedCents)}
              , entrega em até {quote.deadlineDays} dias úteis
            </p>
          )}
        </div>
      )}
    </section>
  );
}
