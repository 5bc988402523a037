// One cart line: thumbnail, size/format, quantity (numbers only, saved 2 s after the typing stops), price,
// duplicate and remove; a print of another shape than the photo's shows its crop, which the customer moves. A digital
// photo is one file bought once: no quantity, no duplicate.
import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CartLine_item$key } from '../../../../__generated__/CartLine_item.graphql.ts';
import { maskQuantity } from '../../../../components/masks.ts';
import { RenditionImage } from '../../../../components/RenditionImage.tsx';
import { useDebouncedCallback } from '../../../../components/useDebouncedCallback.ts';
import { formatBrl } from '../../../../format.ts';
import { type OptionFields, optionLabel, optionPrice } from '../../gallery/options.ts';
import styles from './CartLine.module.css';
import { type Crop, PrintCropEditor } from './PrintCropEditor.tsx';

export const quantityDelayMs = 2000;

export interface LineActions {
  setOption(itemId: string, optionId: string): void;
  setQuantity(itemId: string, quantity: number): void;
  duplicate(itemId: string): void;
  remove(itemId: string): void;
  setCrop(itemId: string, crop: Crop): void;
}

export function CartLine({
  item,
  options,
  mode,
  actions,
  included = false,
}: {
  item: CartLine_item$key;
  options: readonly OptionFields[];
  mode: string;
  actions: LineActions;
  /** Prepaid package: a photo the package already pays for. */
  included?: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment CartLine_item on CartItem {
        id
        quantity
        unitPriceCents
        lineTotalCents
        inAllPhotos
        option { optionId format }
        photo { name originalName width height thumbnail { url width height } }
        crop { x y width height }
        cropAdjustable
      }
    `,
    item,
  );
  const [quantity, setQuantity] = useState(String(data.quantity));
  useEffect(() => setQuantity(String(data.quantity)), [data.quantity]);
  const save = useDebouncedCallback((value: string) => {
    const number = Number(value);
    if (Number.isInteger(number) && number >= 1 && number !== data.quantity)
      actions.setQuantity(data.id, number);
    else if (value !== String(data.quantity)) setQuantity(String(data.quantity));
  }, quantityDelayMs);
  const prices = mode !== 'DELIVERY_ONLY';
  const digital = data.option?.format === 'DIGITAL';
  const name = data.photo.originalName || data.photo.name;

  return (
    <li className={styles.line}>
      <div className={styles.thumb}>
        {data.photo.thumbnail ? (
          <RenditionImage rendition={data.photo.thumbnail} alt={`Foto ${name}`} loading="lazy" />
        ) : (
          <span className="muted">Processando…</span>
        )}
      </div>
      {/* Its own row on a phone: the size and its price read in full. */}
      <div className={styles.option}>
        <label className="visually-hidden" htmlFor={`option-${data.id}`}>
          Tamanho e formato de {name}
        </label>
        <select
          id={`option-${data.id}`}
          className="input"
          value={data.option?.optionId ?? ''}
          onChange={(event) => actions.setOption(data.id, event.target.value)}
        >
          {!data.option && (
            <option value="" disabled>
              Escolha o tamanho
            </option>
          )}
          {options.map((option) => {
            const price = optionPrice(option, mode);
            return (
              <option key={option.optionId} value={option.optionId}>
                {optionLabel(option, data.photo)}
                {price ? ` - ${price}` : ''}
              </option>
            );
          })}
        </select>
      </div>
      <div className={styles.details}>
        <div className={styles.row}>
          {digital ? (
            <span className="muted">Arquivo digital</span>
          ) : (
            <label className={styles.quantity}>
              Quantidade
              <input
                className="input"
                inputMode="numeric"
                value={quantity}
                onChange={(event) => {
                  const value = maskQuantity(event.target.value);
                  setQuantity(value);
                  save(value);
                }}
                onBlur={() => save.flush()}
              />
            </label>
          )}
          {prices && (
            <span className={styles.price}>
              {!data.option
                ? '—'
                : included
                  ? 'Incluída no pacote'
                  : data.inAllPhotos
                    ? 'Em todas as fotos'
                    : formatBrl(data.lineTotalCents)}
            </span>
          )}
        </div>
        <div className={styles.row}>
          {!digital && (
            <button type="button" className="button-link" onClick={() => actions.duplicate(data.id)}>
              Duplicar
            </button>
          )}
          <button type="button" className="button-link" onClick={() => actions.remove(data.id)}>
            Remover
          </button>
        </div>
      </div>
      {data.cropAdjustable && data.crop && (
        <PrintCropEditor
          crop={data.crop}
          photo={data.photo}
          name={name}
          onChange={(crop) => actions.setCrop(data.id, crop)}
        />
      )}
    </li>
  );
}
