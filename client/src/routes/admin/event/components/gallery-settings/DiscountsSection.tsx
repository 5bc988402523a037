// The gallery settings' discounts: the percentage table by quantity (spec 000 section 2's modal, now working) and
// the 'todas as fotos' price, saved apart from the other settings. The form checks the server's own rules
// (discountSettingsSchema); the server checks them again and prices every cart with them.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { type Control, type FieldPath, useController, useFieldArray, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { z } from 'zod';
import {
  type DiscountSettingsInput,
  discountLabel,
  discountSettingsSchema,
  maxDiscountTiers,
} from '../../../../../../server/domain/discounts.ts';
import type { DiscountsModal_event$key } from '../../../../__generated__/DiscountsModal_event.graphql.ts';
import { Modal } from '../../../../components/Modal.tsx';
import { maskDecimal, maskDigits } from '../../../../components/masks.ts';
import { useToasts } from '../../../../components/Toasts.tsx';
import { formatBrl } from '../../../../format.ts';
import { useUpdateEventDiscountsMutation } from '../../mutations/useUpdateEventDiscountsMutation.ts';
import styles from './DiscountsModal.module.css';

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

const centsToField = (cents: number | null) =>
  cents === null ? '' : (cents / 100).toFixed(2).replace('.', ',');

function MaskedInput({
  control,
  name,
  mask,
  label,
  ...rest
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  mask: (value: string) => string;
  label: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <input
      {...rest}
      aria-label={label}
      ref={field.ref}
      name={field.name}
      value={String(field.value ?? '')}
      onChange={(event) => field.onChange(mask(event.target.value))}
      onBlur={field.onBlur}
      aria-invalid={fieldState.invalid || undefined}
    />
  );
}

const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * In a portal on the page's body: the settings modal is a form, and forms do not nest. A submit stops here, so it
 * never reaches the settings form through React's tree (the Modal keeps its own Escape).
 */
function Layer({ children }: { children: ReactNode }) {
  return createPortal(<div onSubmit={stop}>{children}</div>, document.body);
}

export function DiscountsSection({ event }: { event: DiscountsModal_event$key }) {
  const data = useFragment(
    graphql`
      fragment DiscountsModal_event on Event {
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
      allPhotosPrice: centsToField(data.allPhotosPriceCents ?? null),
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
    <fieldset className={styles.group}>
      <legend>Descontos</legend>
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
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>A partir de (fotos)</th>
                  <th>Desconto (%)</th>
                  <th>
                    <span className="visually-hidden">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {tiers.fields.map((tier, index) => {
                  const error = errors.tiers?.[index];
                  const message = error?.minimumQuantity?.message ?? error?.percent?.message;
                  return [
                    <tr key={tier.id}>
                      <td>
                        <MaskedInput
                          className="input"
                          inputMode="numeric"
                          label={`Quantidade mínima da faixa ${index + 1}`}
                          placeholder="10"
                          control={control}
                          name={`tiers.${index}.minimumQuantity`}
                          mask={maskDigits}
                        />
                      </td>
                      <td>
                        <MaskedInput
                          className="input"
                          inputMode="numeric"
                          label={`Desconto da faixa ${index + 1}`}
                          placeholder="10"
                          control={control}
                          name={`tiers.${index}.percent`}
                          mask={maskDigits}
                        />
                      </td>
                      <td>
                        <button type="button" className="button-link" onClick={() => tiers.remove(index)}>
                          Remover
                        </button>
                      </td>
                    </tr>,
                    message ? (
                      <tr key={`${tier.id}-error`}>
                        <td colSpan={3}>
                          <span className="field-error">{message}</span>
                        </td>
                      </tr>
                    ) : null,
                  ];
                })}
              </tbody>
            </table>
            {(errors.tiers?.root?.message ?? errors.tiers?.message) && (
              <span className="field-error">{errors.tiers?.root?.message ?? errors.tiers?.message}</span>
            )}
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
            <div className="field">
              <label htmlFor="all-photos-price">Preço de todas as fotos (R$)</label>
              <MaskedInput
                id="all-photos-price"
                inputMode="decimal"
                label="Preço de todas as fotos (R$)"
                placeholder="150,00"
                control={control}
                name="allPhotosPrice"
                mask={maskDecimal}
              />
              <span className="field-hint">
                O cliente leva todas as fotos da galeria em digital por esse preço, pelo botão 'Comprar todas
                as fotos' (modo Normal, com fotos digitais à venda). Em branco: não oferecer.
              </span>
              {errors.allPhotosPrice?.message && (
                <span className="field-error">{errors.allPhotosPrice.message}</span>
              )}
            </div>
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
    </fieldset>
  );
}
