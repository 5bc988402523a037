// The gallery settings' discounts: the percentage table by quantity (spec 000 section 2's modal, now working) and
// the 'todas as fotos' price, saved apart from the other settings. The form checks the server's own rules
// (discountSettingsSchema); the server checks them again and prices every cart with them.
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, type SyntheticEvent, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { z } from 'zod';
import {
  type DiscountSettingsInput,
  discountLabel,
  discountSettingsSchema,
  maxDiscountTiers,
} from '../../../../../../../server/domain/discounts.ts';
import type { DiscountsSection_event$key } from '../../../../../__generated__/DiscountsSection_event.graphql.ts';
import { FieldError } from '../../../../../components/Field.tsx';
import { MaskedField, MaskedInput } from '../../../../../components/MaskedInput.tsx';
import { Modal } from '../../../../../components/Modal.tsx';
import { maskDecimal, maskDigits } from '../../../../../components/masks.ts';
import { useToasts } from '../../../../../components/Toasts.tsx';
import { centsToField, formatBrl } from '../../../../../format.ts';
import { LinesTable } from '../../../components/LinesTable.tsx';
import { useUpdateEventDiscountsMutation } from '../../../mutations/useUpdateEventDiscountsMutation.ts';
import styles from './DiscountsSection.module.css';
import { SettingsGroup } from './SettingsGroup.tsx';

interface Values {
  tiers: { minimumQuantity: string; percent: string }[];
  allPhotosPrice: string;
}

const inputOf = (values: Values): DiscountSettingsInput => ({
  tiers: values.tiers,
  allPhotosPrice: values.allPhotosPrice.trim() || null,
});

// Raw: the submit handler sends the typed values itself; the schema only checks them, field by field.
const resolver = zodResolver(
  z.custom<Values>().transform(inputOf).pipe(discountSettingsSchema()),
  undefined,
  { raw: true },
);

/** A tier's inputs: the label of each column. */
const columns = [
  { field: 'minimumQuantity', header: 'A partir de (fotos)', label: 'Quantidade mínima da faixa' },
  { field: 'percent', header: 'Desconto (%)', label: 'Desconto da faixa' },
] as const;

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * In a portal on the page's body: the settings modal is a form, and forms do not nest. A submit stops here, so it
 * never reaches the settings form through React's tree (the Modal keeps its own Escape).
 */
function Layer({ children }: { children: ReactNode }) {
  return createPortal(<div onSubmit={stop}>{children}</div>, document.body);
}

export function DiscountsSection({ event }: { event: DiscountsSection_event$key }) {
  const data = useFragment(
    graphql`
      fragment DiscountsSection_event on Event {
        slug
        discountTiers { minimumQuantity percent }
        allPhotosPriceCents
        allPhotosOffered
      }
    `,
    event,
  );
  const [open, setOpen] = useState(false);
  const initial = useMemo(
    (): Values => ({
      tiers: data.discountTiers.map((tier) => ({
        minimumQuantity: String(tier.minimumQuantity),
        percent: String(tier.percent),
      })),
      allPhotosPrice: centsToField(data.allPhotosPriceCents),
    }),
    [data],
  );
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Values>({ resolver, defaultValues: initial });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const [save, saving] = useUpdateEventDiscountsMutation();
  const toasts = useToasts();
  // Each opening starts from what is saved.
  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);

  const submit = async (values: Values) => {
    const input = inputOf(values);
    const result = await save({
      event: { slug: data.slug },
      tiers: values.tiers.map((tier) => ({
        minimumQuantity: Number(tier.minimumQuantity),
        percent: Number(tier.percent),
      })),
      allPhotosPrice: typeof input.allPhotosPrice === 'string' ? input.allPhotosPrice : null,
    }).catch(() => null);
    if (!result) return toasts.failure('');
    if (result.__typename === 'UpdateEventDiscountsPayload') {
      toasts.success(result.message ?? 'Descontos salvos com sucesso');
      setOpen(false);
      return;
    }
    const field = result.__typename === 'DiscountSettingsError' ? result.field : null;
    setError((field ?? 'root') as FieldPath<Values>, { message: result.message ?? '' });
  };

  const summary = data.discountTiers.length
    ? data.discountTiers.map(discountLabel).join(' · ')
    : 'Nenhum desconto por quantidade.';

  return (
    <SettingsGroup legend="Descontos" compactOnPhone={false} className={styles.group}>
      <p className={styles.summary}>
        {summary}
        {data.allPhotosPriceCents != null && (
          <>
            <br />
            Todas as fotos: {formatBrl(data.allPhotosPriceCents)}
            {!data.allPhotosOffered && ' (oferecido só no modo Normal, com fotos digitais à venda)'}
          </>
        )}
      </p>
      <div>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Tabela de descontos
        </button>
      </div>
      <Layer>
        <Modal open={open} title="Tabela de descontos" onClose={() => setOpen(false)}>
          <form onSubmit={handleSubmit(submit)} className={styles.form} noValidate>
            {errors.root?.message && (
              <p className="notice notice-danger" role="alert">
                {errors.root.message}
              </p>
            )}
            <p className="muted">
              A partir da quantidade de fotos do pedido (digitais e impressas, contando as cópias), o cliente
              ganha a porcentagem de desconto sobre o valor das fotos. O frete nunca tem desconto.
            </p>
            <LinesTable
              className={styles.table}
              headers={columns.map((column) => column.header)}
              lines={tiers.fields}
              cells={(index) =>
                columns.map((column) => (
                  <td key={column.field}>
                    <MaskedInput
                      className="input"
                      inputMode="numeric"
                      placeholder="10"
                      aria-label={`${column.label} ${index + 1}`}
                      control={control}
                      name={`tiers.${index}.${column.field}`}
                      mask={maskDigits}
                    />
                  </td>
                ))
              }
              errorOf={(index) =>
                errors.tiers?.[index]?.minimumQuantity?.message ?? errors.tiers?.[index]?.percent?.message
              }
              onRemove={tiers.remove}
            />
            <FieldError message={errors.tiers?.root?.message ?? errors.tiers?.message} />
            <div>
              <button
                type="button"
                className="button"
                disabled={tiers.fields.length >= maxDiscountTiers}
                onClick={() => tiers.append({ minimumQuantity: '', percent: '' })}
              >
                Adicionar faixa
              </button>
            </div>
            <MaskedField
              id="all-photos-price"
              label="Preço de todas as fotos (R$)"
              inputMode="decimal"
              placeholder="150,00"
              aria-label="Preço de todas as fotos (R$)"
              control={control}
              name="allPhotosPrice"
              mask={maskDecimal}
              hint={
                <span className="field-hint">
                  O cliente leva todas as fotos da galeria em digital por esse preço, pelo botão 'Comprar
                  todas as fotos' (modo Normal, com fotos digitais à venda). Em branco: não oferecer.
                </span>
              }
            />
            <div className={styles.actions}>
              <button type="button" className="button" onClick={() => setOpen(false)}>
                Cancelar
              </button>
              <button type="submit" className="button button-primary" disabled={saving}>
                Salvar descontos
              </button>
            </div>
          </form>
        </Modal>
      </Layer>
    </SettingsGroup>
  );
}
