// Ticking a photo sold in several sizes/formats: the customer picks one before it goes into the cart.
import { type FormEvent, useState } from 'react';
import { Modal } from '../../../../components/Modal.tsx';
import { type OptionFields, optionLabel, optionPrice } from '../options.ts';
import styles from './OptionChooser.module.css';

export function OptionChooser({
  options,
  photo,
  mode,
  defaultOptionId,
  busy,
  onChoose,
  onClose,
}: {
  options: readonly OptionFields[];
  photo: { width: number; height: number };
  mode: string;
  defaultOptionId: string | null;
  busy: boolean;
  onChoose: (optionId: string) => void;
  onClose: () => void;
}) {
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
