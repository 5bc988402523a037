// 'Fotos impressas': the event's price table (started anew, copied from a saved one, saved for later) and, once it
// has a line, how the printed photos reach the customer. Delivery-only galleries ask no prices.
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PrintedSection_studio$key } from '../../../../../__generated__/PrintedSection_studio.graphql.ts';
import { FieldError, TextField } from '../../../../../components/Field.tsx';
import { MaskedInput } from '../../../../../components/MaskedInput.tsx';
import { maskDecimal, maskDigits } from '../../../../../components/masks.ts';
import { LinesTable } from '../../../components/LinesTable.tsx';
import { CheckboxChoice } from './Choices.tsx';
import { PrintedDeliveryOptions } from './PrintedDeliveryOptions.tsx';
import styles from './PrintedSection.module.css';
import { SettingsGroup } from './SettingsGroup.tsx';
import { emptyLine, lineOf, type SettingsValues, sameLines } from './settings-form.ts';

/** A line's inputs: label, mask and placeholder of each column. */
const columns = [
  { field: 'width', header: 'Largura (cm)', label: 'Largura', mask: maskDecimal },
  { field: 'height', header: 'Altura (cm)', label: 'Altura', mask: maskDecimal },
  { field: 'weightGrams', header: 'Peso (g)', label: 'Peso', mask: maskDigits, placeholder: '10' },
  { field: 'price', header: 'Preço (R$)', label: 'Preço', mask: maskDecimal },
] as const;

export function PrintedSection({ studio, prices }: { studio: PrintedSection_studio$key; prices: boolean }) {
  const { savedPriceTables } = useFragment(
    graphql`
      fragment PrintedSection_studio on Studio {
        savedPriceTables { id name items { id format width height weightGrams priceCents } }
      }
    `,
    studio,
  );
  const { register, control } = useFormContext<SettingsValues>();
  const { errors } = useFormState({ control, name: 'printedItems' });
  const lines = useFieldArray({ control, name: 'printedItems' });
  const saveForLater = useWatch({ control, name: 'saveForLater' });
  const current = useWatch({ control, name: 'printedItems' });
  const shown = prices ? columns : columns.filter((column) => column.field !== 'price');
  const linesOf = (table: (typeof savedPriceTables)[number]) =>
    table.items.filter((item) => item.format === 'PRINTED').map((item) => lineOf({ ...item, id: null }));
  // The chooser names the saved table the event's lines are (copied now, or when the event was created).
  const copied = current?.length
    ? savedPriceTables.find((table) => sameLines(linesOf(table), current))
    : undefined;

  const copyTable = (tableId: string) => {
    const table = savedPriceTables.find((candidate) => candidate.id === tableId);
    if (table) lines.replace(linesOf(table));
  };

  return (
    <SettingsGroup legend="Fotos impressas">
      <div className={styles.tableActions}>
        <button type="button" className="button" onClick={() => lines.replace([])}>
          Começar tabela nova
        </button>
        {savedPriceTables.length > 0 && (
          <label className={styles.copy}>
            Copiar tabela salva
            <select
              className="input"
              value={copied?.id ?? ''}
              onChange={(event) => copyTable(event.target.value)}
            >
              <option value="">Escolha…</option>
              {savedPriceTables.map((table) => (
                <option key={table.id} value={table.id}>
                  {table.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <LinesTable
        className={styles.table}
        headers={shown.map((column) => column.header)}
        lines={lines.fields}
        cells={(index) =>
          shown.map((column) => (
            <td key={column.field}>
              <MaskedInput
                className="input"
                aria-label={`${column.label} da linha ${index + 1}`}
                placeholder={'placeholder' in column ? column.placeholder : undefined}
                control={control}
                name={`printedItems.${index}.${column.field}`}
                mask={column.mask}
              />
            </td>
          ))
        }
        errorOf={(index) => errors.printedItems?.[index]?.message}
        onRemove={lines.remove}
      />
      <FieldError message={errors.printedItems?.root?.message ?? errors.printedItems?.message} />
      <button type="button" className="button" onClick={() => lines.append({ ...emptyLine })}>
        Adicionar tamanho
      </button>
      <CheckboxChoice registration={register('saveForLater')}>
        Salvar esta tabela para uso futuro
      </CheckboxChoice>
      {saveForLater && (
        <TextField id="table-name" label="Nome da tabela" required {...register('tableName')} />
      )}
      {lines.fields.length > 0 && <PrintedDeliveryOptions />}
    </SettingsGroup>
  );
}
