// /adm/tabela-tamanho-preco: the studio's saved price tables (sizes and prices of printed photos), line by line.
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { PriceTablesRouteQuery } from '../../../__generated__/PriceTablesRouteQuery.graphql.ts';
import { TextField } from '../../../components/Field.tsx';
import { maskDecimal, maskDigits } from '../../../components/masks.ts';
import { useResultToast } from '../../../components/useResultToast.ts';
import { formatBrl, formatSize } from '../../../format.ts';
import { LinesTable } from '../components/LinesTable.tsx';
import { useAddPriceTableItemMutation } from '../mutations/useAddPriceTableItemMutation.ts';
import { useRemovePriceTableItemMutation } from '../mutations/useRemovePriceTableItemMutation.ts';
import { DownloadPeriodCard } from './DownloadPeriodCard.tsx';
import styles from './PriceTablesRoute.module.css';

export const priceTablesRouteQuery = graphql`
  query PriceTablesRouteQuery {
    studio {
      id
      printSizes { width height }
      savedPriceTables { id name items { id format width height unit weightGrams priceCents } }
      ...DownloadPeriodCard_studio
    }
  }
`;

/** A typed field of the new line; a typed width or height is no longer the standard size chosen above. */
interface LineField {
  field: 'width' | 'height' | 'weightGrams' | 'price';
  id: string;
  label: string;
  mask: (value: string) => string;
  required?: boolean;
  placeholder?: string;
  choosesSize?: boolean;
}

const lineFields: readonly LineField[] = [
  {
    field: 'width',
    id: 'line-width',
    label: 'Largura (cm)',
    mask: maskDecimal,
    required: true,
    choosesSize: true,
  },
  {
    field: 'height',
    id: 'line-height',
    label: 'Altura (cm)',
    mask: maskDecimal,
    required: true,
    choosesSize: true,
  },
  { field: 'weightGrams', id: 'line-weight', label: 'Peso (g)', mask: maskDigits, placeholder: '10' },
  {
    field: 'price',
    id: 'line-price',
    label: 'Preço (R$)',
    mask: maskDecimal,
    required: true,
    placeholder: '15,00',
  },
] as const;

export function PriceTablesRoute() {
  const reference = useLoaderData() as PreloadedQuery<PriceTablesRouteQuery>;
  const { studio } = usePreloadedQuery<PriceTablesRouteQuery>(priceTablesRouteQuery, reference);
  const [add, adding] = useAddPriceTableItemMutation();
  const [remove] = useRemovePriceTableItemMutation();
  const { report, failed } = useResultToast();
  const [line, setLine] = useState({ size: '', width: '', height: '', weightGrams: '', price: '' });
  useEffect(() => {
    document.title = 'Tabela de tamanhos e preços';
  }, []);
  if (!studio) return null;
  const table = studio.savedPriceTables[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add({
      priceTableId: table?.id ?? null,
      width: line.width,
      height: line.height,
      weightGrams: line.weightGrams || null,
      price: line.price,
    }).then((result) => {
      if (report(result)) {
        setLine({ size: '', width: '', height: '', weightGrams: '', price: '' });
      }
    }, failed);
  };

  return (
    <div className={styles.page}>
      <h1>Tabela de tamanhos e preços</h1>
      <p>
        Os tamanhos e preços das fotos impressas que você oferece. Nas configurações de cada evento você pode
        copiar esta tabela.
      </p>
      {studio.savedPriceTables.map((saved) => (
        <section key={saved.id} className="card" aria-label={saved.name}>
          <h2>{saved.name}</h2>
          {saved.items.length === 0 ? (
            <p className="muted">Nenhum tamanho ainda.</p>
          ) : (
            <LinesTable
              className={styles.table}
              headers={['Formato', 'Tamanho', 'Peso', 'Preço']}
              lines={saved.items}
              cells={(index) => {
                const item = saved.items[index]!;
                return (
                  <>
                    <td>{item.format === 'DIGITAL' ? 'Digital' : 'Impresso'}</td>
                    <td>{formatSize(item.width, item.height, item.unit === 'PX' ? 'PX' : 'CM')}</td>
                    <td>{item.weightGrams ? `${item.weightGrams} g` : '—'}</td>
                    <td>{formatBrl(item.priceCents)}</td>
                  </>
                );
              }}
              onRemove={(index) =>
                remove({ itemId: saved.items[index]!.id }).then((result) => report(result), failed)
              }
            />
          )}
        </section>
      ))}
      <form className="card" onSubmit={submit}>
        <h2>Adicionar tamanho</h2>
        <div className="field">
          <label htmlFor="standard-size">Tamanho padrão</label>
          <select
            id="standard-size"
            value={line.size}
            onChange={(event) => {
              const [width = '', height = ''] = event.target.value.split('x');
              setLine({ ...line, size: event.target.value, width, height });
            }}
          >
            <option value="">Outro (digite abaixo)</option>
            {studio.printSizes.map((size) => (
              <option key={`${size.width}x${size.height}`} value={`${size.width}x${size.height}`}>
                {formatSize(size.width, size.height, 'CM')}
              </option>
            ))}
          </select>
        </div>
        <div className="form-row">
          {lineFields.map(({ field, id, label, mask, required, placeholder, choosesSize }) => (
            <TextField
              key={field}
              id={id}
              label={label}
              required={required}
              placeholder={placeholder}
              value={line[field]}
              onChange={(event) =>
                setLine({ ...line, ...(choosesSize ? { size: '' } : {}), [field]: mask(event.target.value) })
              }
            />
          ))}
        </div>
        <button type="submit" className="button button-primary" disabled={adding}>
          Adicionar
        </button>
      </form>
      <DownloadPeriodCard studio={studio} />
    </div>
  );
}
