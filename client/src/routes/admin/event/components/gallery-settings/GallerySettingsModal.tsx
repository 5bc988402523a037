// The gallery settings (the gear): mode, key, prepaid package and its authorised people, digital price and
// release, the printed price table (new, copied from a saved one, saved for later) and how printed photos reach
// the customer. Delivery options appear once the table has a line; delivery-only galleries ask no prices.
// The form is checked by the server's own rules (gallerySettingsSchema), each refusal shown beside its field.
import { zodResolver } from '@hookform/resolvers/zod';
import { type InputHTMLAttributes, useEffect, useMemo, useState } from 'react';
import { type Control, type FieldPath, useController, useFieldArray, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import { z } from 'zod';
import {
  type DeliveryFormat,
  type EventMode,
  type GallerySettingsInput,
  gallerySettingsSchema,
  sellsDigital,
  sellsPrinted,
  suggestGalleryPassword,
} from '../../../../../../server/domain/gallery-settings.ts';
import type { GallerySettingsModal_event$key } from '../../../../__generated__/GallerySettingsModal_event.graphql.ts';
import type { GallerySettingsModal_studio$key } from '../../../../__generated__/GallerySettingsModal_studio.graphql.ts';
import { Modal } from '../../../../components/Modal.tsx';
import { maskDecimal, maskDigits } from '../../../../components/masks.ts';
import { useToasts } from '../../../../components/Toasts.tsx';
import { useUpdateGallerySettingsMutation } from '../../mutations/useUpdateGallerySettingsMutation.ts';
import { DiscountsSection } from './DiscountsModal.tsx';
import styles from './GallerySettingsModal.module.css';

interface Line {
  itemId: string | null;
  width: string;
  height: string;
  weightGrams: string;
  price: string;
}

interface Person {
  personId: string | null;
  name: string;
  password: string;
}

interface SettingsValues {
  deliveryFormat: DeliveryFormat;
  mode: EventMode;
  accessKey: string;
  packagePhotoCount: string;
  authorizedPeople: Person[];
  digitalPrice: string;
  digitalDelivery: 'AUTOMATIC' | 'SEMI_AUTOMATIC';
  printedItems: Line[];
  saveForLater: boolean;
  tableName: string;
  pickup: boolean;
  shipping: boolean;
  shippingPayer: 'CUSTOMER' | 'STUDIO';
}

const modeLabels: Record<EventMode, string> = {
  NORMAL: 'Normal',
  DELIVERY_ONLY: 'Somente entrega',
  PREPAID_PACKAGE: 'Pacote pré-pago + fotos extras',
};

/** 1250 -> "12,50": prices are typed with a comma. */
export const centsToField = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2).replace('.', ',');

const number = (value: number) => String(value).replace('.', ',');

const lineOf = (item: {
  id: string | null;
  width: number;
  height: number;
  weightGrams?: number | null;
  priceCents: number;
}): Line => ({
  itemId: item.id,
  width: number(item.width),
  height: number(item.height),
  weightGrams: item.weightGrams === null || item.weightGrams === undefined ? '' : String(item.weightGrams),
  price: centsToField(item.priceCents),
});

/** What the form sends, and what the server's rules check: only the parts the chosen mode and format use. */
function settingsInput(values: SettingsValues) {
  const prepaid = values.mode === 'PREPAID_PACKAGE';
  const prices = values.mode !== 'DELIVERY_ONLY';
  const printed = sellsPrinted(values.deliveryFormat);
  return {
    deliveryFormat: values.deliveryFormat,
    mode: values.mode,
    accessKey: prepaid ? null : values.accessKey.trim() || null,
    packagePhotoCount: prepaid ? Number(values.packagePhotoCount) || null : null,
    authorizedPeople: prepaid
      ? values.authorizedPeople.map((person) => ({
          id: person.personId,
          name: person.name.trim(),
          password: person.password.trim(),
        }))
      : [],
    digitalPrice: sellsDigital(values.deliveryFormat) && prices ? values.digitalPrice : null,
    digitalDelivery: values.digitalDelivery,
    printedItems: printed
      ? values.printedItems.map((line) => ({
          id: line.itemId,
          width: line.width,
          height: line.height,
          weightGrams: line.weightGrams || null,
          price: prices ? line.price : null,
          unit: 'CM' as const,
        }))
      : [],
    saveTableAs: printed && values.saveForLater ? values.tableName.trim() || null : null,
    pickup: values.pickup,
    shipping: values.shipping,
    shippingPayer: values.shippingPayer,
  };
}

// Raw: the submit handler sends settingsInput itself. Whether the studio has an address is the server's to say:
// its refusal links to the page that registers one.
const resolver = zodResolver(
  z
    .custom<SettingsValues>()
    .transform((values): GallerySettingsInput => settingsInput(values))
    .pipe(gallerySettingsSchema({ hasAddress: true })),
  undefined,
  { raw: true },
);

/** A text input of the form whose mask applies while typing. */
function MaskedInput({
  control,
  name,
  mask,
  ...rest
}: {
  control: Control<SettingsValues>;
  name: FieldPath<SettingsValues>;
  mask: (value: string) => string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <input
      {...rest}
      ref={field.ref}
      name={field.name}
      value={String(field.value ?? '')}
      onChange={(event) => field.onChange(mask(event.target.value))}
      onBlur={field.onBlur}
      aria-invalid={fieldState.invalid || undefined}
    />
  );
}

function FieldError({ message }: { message: string | undefined }) {
  return message ? <span className="field-error">{message}</span> : null;
}

export function GallerySettingsModal({
  event,
  studio,
  open,
  onClose,
}: {
  event: GallerySettingsModal_event$key;
  studio: GallerySettingsModal_studio$key;
  open: boolean;
  onClose: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment GallerySettingsModal_event on Event {
        slug
        deliveryFormat
        mode
        accessKey
        packagePhotoCount
        authorizedPeople { id name password }
        digital { priceCents delivery }
        printed { pickup shipping shippingPayer }
        priceTable { id name items { id width height weightGrams priceCents } }
        ...DiscountsModal_event
      }
    `,
    event,
  );
  const studioData = useFragment(
    graphql`
      fragment GallerySettingsModal_studio on Studio {
        savedPriceTables { id name items { id format width height weightGrams priceCents } }
      }
    `,
    studio,
  );
  const initial = useMemo(
    (): SettingsValues => ({
      deliveryFormat: data.deliveryFormat as DeliveryFormat,
      mode: data.mode as EventMode,
      accessKey: data.accessKey ?? '',
      packagePhotoCount: data.packagePhotoCount ? String(data.packagePhotoCount) : '',
      authorizedPeople: data.authorizedPeople.map((person) => ({
        personId: person.id,
        name: person.name,
        password: person.password,
      })),
      digitalPrice: centsToField(data.digital.priceCents),
      digitalDelivery: data.digital.delivery === 'SEMI_AUTOMATIC' ? 'SEMI_AUTOMATIC' : 'AUTOMATIC',
      printedItems: (data.priceTable?.items ?? []).map(lineOf),
      saveForLater: false,
      tableName: '',
      pickup: data.printed.pickup,
      shipping: data.printed.shipping,
      shippingPayer: data.printed.shippingPayer === 'STUDIO' ? 'STUDIO' : 'CUSTOMER',
    }),
    [data],
  );
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<SettingsValues, unknown, SettingsValues>({ resolver, defaultValues: initial });
  const people = useFieldArray({ control, name: 'authorizedPeople' });
  const lines = useFieldArray({ control, name: 'printedItems' });
  const [problem, setProblem] = useState<{
    text: string;
    link?: string | null;
    linkText?: string | null;
  } | null>(null);
  const [save, saving] = useUpdateGallerySettingsMutation();
  const toasts = useToasts();
  // Each opening starts from what is saved.
  useEffect(() => {
    if (!open) return;
    reset(initial);
    setProblem(null);
  }, [open, initial, reset]);

  const [mode, deliveryFormat, saveForLater, shipping] = watch([
    'mode',
    'deliveryFormat',
    'saveForLater',
    'shipping',
  ]);
  const digital = sellsDigital(deliveryFormat);
  const printed = sellsPrinted(deliveryFormat);
  const prices = mode !== 'DELIVERY_ONLY';
  const prepaid = mode === 'PREPAID_PACKAGE';

  const copyTable = (tableId: string) => {
    const table = studioData.savedPriceTables.find((candidate) => candidate.id === tableId);
    if (!table) return;
    lines.replace(
      table.items.filter((item) => item.format === 'PRINTED').map((item) => lineOf({ ...item, id: null })),
    );
  };

  const submit = async (values: SettingsValues) => {
    setProblem(null);
    const result = await save({ event: { slug: data.slug }, ...settingsInput(values) }).catch(() => null);
    if (!result) return toasts.failure('');
    if (result.__typename === 'UpdateGallerySettingsPayload') {
      toasts.success(result.message ?? 'Configurações salvas com sucesso');
      onClose();
      return;
    }
    setProblem({ text: result.message ?? '', link: result.link, linkText: result.linkText });
  };

  return (
    <Modal open={open} title="Configurações da galeria" onClose={onClose} wide>
      <form onSubmit={handleSubmit(submit)} className={styles.form}>
        {problem && (
          <p className="notice notice-danger" role="alert">
            {problem.text} {problem.link && <a href={problem.link}>{problem.linkText ?? problem.link}</a>}
          </p>
        )}
        <fieldset className={styles.group}>
          <legend>Modo da galeria</legend>
          <div className={styles.choices}>
            {(Object.keys(modeLabels) as EventMode[]).map((choice) => (
              <label key={choice} className={styles.choice}>
                <input type="radio" value={choice} {...register('mode')} />
                {modeLabels[choice]}
              </label>
            ))}
          </div>
        </fieldset>

        {prepaid ? (
          <fieldset className={styles.group}>
            <legend>Pacote pré-pago</legend>
            <div className="field">
              <label htmlFor="package-count">Fotos incluídas no pacote</label>
              <MaskedInput
                id="package-count"
                inputMode="numeric"
                control={control}
                name="packagePhotoCount"
                mask={maskDigits}
              />
              <FieldError message={errors.packagePhotoCount?.message} />
            </div>
            <p className={styles.subtitle}>Pessoas autorizadas</p>
            <ul className={styles.people}>
              {people.fields.map((person, index) => (
                <li key={person.id}>
                  <input
                    className="input"
                    aria-label={`Nome da pessoa ${index + 1}`}
                    placeholder="Nome (opcional)"
                    {...register(`authorizedPeople.${index}.name`)}
                  />
                  <input
                    className="input"
                    aria-label={`Senha da pessoa ${index + 1}`}
                    aria-invalid={errors.authorizedPeople?.[index]?.password ? true : undefined}
                    {...register(`authorizedPeople.${index}.password`)}
                  />
                  <button type="button" className="button-link" onClick={() => people.remove(index)}>
                    Remover
                  </button>
                  <FieldError message={errors.authorizedPeople?.[index]?.password?.message} />
                </li>
              ))}
            </ul>
            <FieldError
              message={errors.authorizedPeople?.root?.message ?? errors.authorizedPeople?.message}
            />
            <button
              type="button"
              className="button"
              onClick={() => people.append({ personId: null, name: '', password: suggestGalleryPassword() })}
            >
              Adicionar pessoa
            </button>
          </fieldset>
        ) : (
          <div className="field">
            <label htmlFor="access-key">Senha da galeria (em branco: galeria pública)</label>
            <input
              id="access-key"
              aria-invalid={errors.accessKey ? true : undefined}
              {...register('accessKey')}
            />
            <FieldError message={errors.accessKey?.message} />
          </div>
        )}

        <fieldset className={styles.group}>
          <legend>Formato de entrega das fotos</legend>
          <div className={styles.choices}>
            {(
              [
                ['DIGITAL', 'Digital'],
                ['PRINTED', 'Impresso'],
                ['DIGITAL_AND_PRINTED', 'Digital e impresso'],
              ] as const
            ).map(([format, label]) => (
              <label key={format} className={styles.choice}>
                <input type="radio" value={format} {...register('deliveryFormat')} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        {digital && (
          <fieldset className={styles.group}>
            <legend>Foto digital</legend>
            {prices && (
              <div className="field">
                <label htmlFor="digital-price">Preço (R$)</label>
                <MaskedInput
                  id="digital-price"
                  inputMode="decimal"
                  placeholder="12,50"
                  control={control}
                  name="digitalPrice"
                  mask={maskDecimal}
                />
                <FieldError message={errors.digitalPrice?.message} />
              </div>
            )}
            <div className={styles.choices}>
              <label className={styles.choice}>
                <input type="radio" value="AUTOMATIC" {...register('digitalDelivery')} />
                Entrega automática
              </label>
              <label className={styles.choice}>
                <input type="radio" value="SEMI_AUTOMATIC" {...register('digitalDelivery')} />
                Semiautomática (eu libero o download)
              </label>
            </div>
          </fieldset>
        )}

        {printed && (
          <fieldset className={styles.group}>
            <legend>Fotos impressas</legend>
            <div className={styles.tableActions}>
              <button type="button" className="button" onClick={() => lines.replace([])}>
                Começar tabela nova
              </button>
              {studioData.savedPriceTables.length > 0 && (
                <label className={styles.copy}>
                  Copiar tabela salva
                  <select className="input" value="" onChange={(event) => copyTable(event.target.value)}>
                    <option value="">Escolha…</option>
                    {studioData.savedPriceTables.map((table) => (
                      <option key={table.id} value={table.id}>
                        {table.name}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>Largura (cm)</th>
                  <th>Altura (cm)</th>
                  <th>Peso (g)</th>
                  {prices && <th>Preço (R$)</th>}
                  <th>
                    <span className="visually-hidden">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.fields.map((line, index) => {
                  const lineError = errors.printedItems?.[index]?.message;
                  return [
                    <tr key={line.id}>
                      <td>
                        <MaskedInput
                          className="input"
                          aria-label={`Largura da linha ${index + 1}`}
                          control={control}
                          name={`printedItems.${index}.width`}
                          mask={maskDecimal}
                        />
                      </td>
                      <td>
                        <MaskedInput
                          className="input"
                          aria-label={`Altura da linha ${index + 1}`}
                          control={control}
                          name={`printedItems.${index}.height`}
                          mask={maskDecimal}
                        />
                      </td>
                      <td>
                        <MaskedInput
                          className="input"
                          aria-label={`Peso da linha ${index + 1}`}
                          placeholder="10"
                          control={control}
                          name={`printedItems.${index}.weightGrams`}
                          mask={maskDigits}
                        />
                      </td>
                      {prices && (
                        <td>
                          <MaskedInput
                            className="input"
                            aria-label={`Preço da linha ${index + 1}`}
                            control={control}
                            name={`printedItems.${index}.price`}
                            mask={maskDecimal}
                          />
                        </td>
                      )}
                      <td>
                        <button type="button" className="button-link" onClick={() => lines.remove(index)}>
                          Remover
                        </button>
                      </td>
                    </tr>,
                    lineError ? (
                      <tr key={`${line.id}-error`}>
                        <td colSpan={prices ? 5 : 4}>
                          <FieldError message={lineError} />
                        </td>
                      </tr>
                    ) : null,
                  ];
                })}
              </tbody>
            </table>
            <FieldError message={errors.printedItems?.root?.message ?? errors.printedItems?.message} />
            <button
              type="button"
              className="button"
              onClick={() =>
                lines.append({ itemId: null, width: '', height: '', weightGrams: '', price: '' })
              }
            >
              Adicionar tamanho
            </button>
            <label className={styles.choice}>
              <input type="checkbox" {...register('saveForLater')} />
              Salvar esta tabela para uso futuro
            </label>
            {saveForLater && (
              <div className="field">
                <label htmlFor="table-name">Nome da tabela</label>
                <input id="table-name" required {...register('tableName')} />
              </div>
            )}
            {lines.fields.length > 0 && (
              <div className={styles.delivery}>
                <p className={styles.subtitle}>Entrega das fotos impressas</p>
                <label className={styles.choice}>
                  <input type="checkbox" {...register('pickup')} />
                  Retirada no estúdio
                </label>
                <label className={styles.choice}>
                  <input type="checkbox" {...register('shipping')} />
                  Envio pelos Correios
                </label>
                <FieldError message={errors.pickup?.message ?? errors.shipping?.message} />
                {shipping && (
                  <div className={styles.choices}>
                    <span>Quem paga o frete:</span>
                    <label className={styles.choice}>
                      <input type="radio" value="CUSTOMER" {...register('shippingPayer')} />
                      Cliente
                    </label>
                    <label className={styles.choice}>
                      <input type="radio" value="STUDIO" {...register('shippingPayer')} />
                      Estúdio
                    </label>
                  </div>
                )}
              </div>
            )}
          </fieldset>
        )}

        {prices && <DiscountsSection event={data} />}

        <div className={styles.actions}>
          <button type="button" className="button" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            Salvar configurações
          </button>
        </div>
      </form>
    </Modal>
  );
}
