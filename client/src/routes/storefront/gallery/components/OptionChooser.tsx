// Ticking a photo sold in several sizes/formats: the customer picks one before it goes into the cart. The phone's
// Back closes it.
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { OptionChooser_cart$key } from '../../../../__generated__/OptionChooser_cart.graphql.ts';
import type { OptionChooser_event$key } from '../../../../__generated__/OptionChooser_event.graphql.ts';
import { Modal } from '../../../../components/Modal.tsx';
import { useBackCloses } from '../../../../components/useBackCloses.ts';
import { optionLabel, optionPrice } from '../options.ts';
import styles from './OptionChooser.module.css';

export function OptionChooser({
  event,
  cart,
  photo,
  busy,
  onChoose,
  onClose,
}: {
  event: OptionChooser_event$key;
  cart: OptionChooser_cart$key;
  photo: { width: number; height: number };
  busy: boolean;
  onChoose: (optionId: string) => void;
  onClose: () => void;
}) {
  const { mode, saleOptions: options } = useFragment(
    graphql`
      fragment OptionChooser_event on Event {
        mode
        saleOptions { optionId format width height unit priceCents }
      }
    `,
    event,
  );
  const { defaultOptionId } = useFragment(
    graphql`
      fragment OptionChooser_cart on Cart {
        defaultOptionId
      }
    `,
    cart,
  );
  useBackCloses(true, onClose);
  const [chosen, setChosen] = useState(defaultOptionId ?? options[0]?.optionId ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onChoose(chosen);
  };
  return (
    <Modal open title="Escolha o tamanho e o formato" onClose={onClose}>
      <form onSubmit={submit}>
        <fieldset className={styles.options}>
          <legend className="visually-hidden">Tamanho e formato</legend>
          {options.map((option) => {
            const price = optionPrice(option, mode);
            return (
              <label key={option.optionId} className={styles.option}>
                <input
                  type="radio"
                  name="option"
                  value={option.optionId}
                  checked={chosen === option.optionId}
                  onChange={() => setChosen(option.optionId)}
                />
                <span className={styles.label}>{optionLabel(option, photo)}</span>
                {price && <span className={styles.price}>{price}</span>}
              </label>
            );
          })}
        </fieldset>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="button button-primary" disabled={!chosen || busy}>
            Adicionar ao carrinho
          </button>
        </div>
      </form>
    </Modal>
  );
}
