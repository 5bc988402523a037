// The gallery settings (the gear): mode, key, prepaid package and its authorised people, digital price and
// release, the printed price table (new, copied from a saved one, saved for later) and how printed photos reach
// the customer. Delivery options appear once the table has a line; delivery-only galleries ask no prices.
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { GallerySettingsModal_event$key } from '../../../../__generated__/GallerySettingsModal_event.graphql.ts';
import type { GallerySettingsModal_studio$key } from '../../../../__generated__/GallerySettingsModal_studio.graphql.ts';
import { Modal } from '../../../../components/Modal.tsx';
import { useToasts } from '../../../../components/Toasts.tsx';
import { useUpdateGallerySettingsMutation } from '../../mutations/useUpdateGallerySettingsMutation.ts';
import styles from './GallerySettingsModal.module.css';

type Format = 'DIGITAL' | 'PRINTED' | 'DIGITAL_AND_PRINTED';
type Mode = 'NORMAL' | 'DELIVERY_ONLY' | 'PREPAID_PACKAGE';

interface Line {
  id: string | null;
  width: string;
  height: string;
  weightGrams: string;
  price: string;
}

interface Person {
  id: string | null;
  name: string;
  password: string;
}

const modeLabels: Record<Mode, string> = {
  NORMAL: 'Normal',
  DELIVERY_ONLY: 'Somente entrega',
  PREPAID_PACKAGE: 'Pacote pré-pago + fotos extras',
};

const passwordAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The 4-character password suggested for an authorised person. */
export function suggestPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (byte) => passwordAlphabet[byte % passwordAlphabet.length]).join('');
}

/** 1250 -> "12,50": prices are typed with a comma. */
export const centsToField = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : (cents / 100).toFixed(2).replace('.', ',');

/** Prices, sizes and weights keep digits, comma and dot. */
const numberField = (value: string) => value.replace(/[^\d.,]/g, '');

const number = (value: number) => String(value).replace('.', ',');

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
    () => ({
      deliveryFormat: data.deliveryFormat as Format,
      mode: data.mode as Mode,
      accessKey: data.accessKey ?? '',
      packagePhotoCount: data.packagePhotoCount ? String(data.packagePhotoCount) : '',
      people: data.authorizedPeople.map(
        (person): Person => ({ id: person.id, name: person.name, password: person.password }),
      ),
      digitalPrice: centsToField(data.digital.priceCents),
      digitalDelivery:
        data.digital.delivery === 'SEMI_AUTOMATIC' ? ('SEMI_AUTOMATIC' as const) : ('AUTOMATIC' as const),
      items: (data.priceTable?.items ?? []).map(
        (item): Line => ({
          id: item.id,
          width: number(item.width),
          height: number(item.height),
          weightGrams:
            item.weightGrams === null || item.weightGrams === undefined ? '' : String(item.weightGrams),
          price: centsToField(item.priceCents),
        }),
      ),
      pickup: data.printed.pickup,
      shipping: data.printed.shipping,
      shippingPayer: data.printed.shippingPayer === 'STUDIO' ? ('STUDIO' as const) : ('CUSTOMER' as const),
    }),
    [data],
  );
  const [draft, setDraft] = useState(initial);
  const [saveForLater, setSaveForLater] = useState(false);
  const [tableName, setTableName] = useState('');
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
    setDraft(initial);
    setProblem(null);
    setSaveForLater(false);
  }, [open, initial]);

  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const digital = draft.deliveryFormat !== 'PRINTED';
  const printed = draft.deliveryFormat !== 'DIGITAL';
  const prices = draft.mode !== 'DELIVERY_ONLY';
  const prepaid = draft.mode === 'PREPAID_PACKAGE';

  const setLine = (index: number, change: Partial<Line>) =>
    set(
      'items',
      draft.items.map((line, at) => (at === index ? { ...line, ...change } : line)),
    );
  const setPerson = (index: number, change: Partial<Person>) =>
    set(
      'people',
      draft.people.map((person, at) => (at === index ? { ...person, ...change } : person)),
    );

  const copyTable = (tableId: string) => {
    const table = studioData.savedPriceTables.find((candidate) => candidate.id === tableId);
    if (!table) return;
    set(
      'items',
      table.items
        .filter((item) => item.format === 'PRINTED')
        .map((item) => ({
          id: null,
          width: number(item.width),
          height: number(item.height),
          weightGrams:
            item.weightGrams === null || item.weightGrams === undefined ? '' : String(item.weightGrams),
          price: centsToField(item.priceCents),
        })),
    );
  };

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    setProblem(null);
    const result = await save({
      event: { slug: data.slug },
      deliveryFormat: draft.deliveryFormat,
      mode: draft.mode,
      accessKey: prepaid ? null : draft.accessKey.trim() || null,
      packagePhotoCount: prepaid ? Number(draft.packagePhotoCount) || null : null,
      authorizedPeople: prepaid
        ? draft.people.map((person) => ({
            id: person.id,
            name: person.name.trim(),
            password: person.password.trim(),
          }))
        : [],
      digitalPrice: digital && prices ? draft.digitalPrice : null,
      digitalDelivery: draft.digitalDelivery,
      printedItems: printed
        ? draft.items.map((line) => ({
            id: line.id,
            width: line.width,
            height: line.height,
            weightGrams: line.weightGrams || null,
            price: prices ? line.price : null,
            unit: 'CM',
          }))
        : [],
      saveTableAs: printed && saveForLater ? tableName.trim() || null : null,
      pickup: draft.pickup,
      shipping: draft.shipping,
      shippingPayer: draft.shippingPayer,
    }).catch(() => null);
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
      <form onSubmit={(event) => submit(event)} className={styles.form}>
        {problem && (
          <p className="notice notice-danger" role="alert">
            {problem.text} {problem.link && <a href={problem.link}>{problem.linkText ?? problem.link}</a>}
          </p>
        )}
        <fieldset className={styles.group}>
          <legend>Modo da galeria</legend>
          <div className={styles.choices}>
            {(Object.keys(modeLabels) as Mode[]).map((mode) => (
              <label key={mode} className={styles.choice}>
                <input
                  type="radio"
                  name="mode"
                  checked={draft.mode === mode}
                  onChange={() => set('mode', mode)}
                />
                {modeLabels[mode]}
              </label>
            ))}
          </div>
        </fieldset>

        {prepaid ? (
          <fieldset className={styles.group}>
            <legend>Pacote pré-pago</legend>
            <div className="field">
              <label htmlFor="package-count">Fotos incluídas no pacote</label>
              <input
                id="package-count"
                inputMode="numeric"
                value={draft.packagePhotoCount}
                onChange={(event) => set('packagePhotoCount', event.target.value.replace(/\D/g, ''))}
              />
            </div>
            <p className={styles.subtitle}>Pessoas autorizadas</p>
            <ul className={styles.people}>
              {draft.people.map((person, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows being typed have no id yet
                <li key={index}>
                  <input
                    className="input"
                    aria-label={`Nome da pessoa ${index + 1}`}
                    placeholder="Nome (opcional)"
                    value={person.name}
                    onChange={(event) => setPerson(index, { name: event.target.value })}
                  />
                  <input
                    className="input"
                    aria-label={`Senha da pessoa ${index + 1}`}
                    value={person.password}
                    onChange={(event) => setPerson(index, { password: event.target.value })}
                  />
                  <button
                    type="button"
                    className="button-link"
                    onClick={() =>
                      set(
                        'people',
                        draft.people.filter((_, at) => at !== index),
                      )
                    }
                  >
                    Remover
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="button"
              onClick={() =>
                set('people', [...draft.people, { id: null, name: '', password: suggestPassword() }])
              }
            >
              Adicionar pessoa
            </button>
          </fieldset>
        ) : (
          <div className="field">
            <label htmlFor="access-key">Senha da galeria (em branco: galeria pública)</label>
            <input
              id="access-key"
              value={draft.accessKey}
              onChange={(event) => set('accessKey', event.target.value)}
            />
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
                <input
                  type="radio"
                  name="format"
                  checked={draft.deliveryFormat === format}
                  onChange={() => set('deliveryFormat', format)}
                />
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
                <input
                  id="digital-price"
                  inputMode="decimal"
                  placeholder="12,50"
                  value={draft.digitalPrice}
                  onChange={(event) => set('digitalPrice', numberField(event.target.value))}
                />
              </div>
            )}
            <div className={styles.choices}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="digital-delivery"
                  checked={draft.digitalDelivery === 'AUTOMATIC'}
                  onChange={() => set('digitalDelivery', 'AUTOMATIC')}
                />
                Entrega automática
              </label>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="digital-delivery"
                  checked={draft.digitalDelivery === 'SEMI_AUTOMATIC'}
                  onChange={() => set('digitalDelivery', 'SEMI_AUTOMATIC')}
                />
                Semiautomática (eu libero o download)
              </label>
            </div>
          </fieldset>
        )}

        {printed && (
          <fieldset className={styles.group}>
            <legend>Fotos impressas</legend>
            <div className={styles.tableActions}>
              <button type="button" className="button" onClick={() => set('items', [])}>
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
                {draft.items.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows being typed have no id yet
                  <tr key={index}>
                    <td>
                      <input
                        className="input"
                        aria-label={`Largura da linha ${index + 1}`}
                        value={line.width}
                        onChange={(event) => setLine(index, { width: numberField(event.target.value) })}
                      />
                    </td>
                    <td>
                      <input
                        className="input"
                        aria-label={`Altura da linha ${index + 1}`}
                        value={line.height}
                        onChange={(event) => setLine(index, { height: numberField(event.target.value) })}
                      />
                    </td>
                    <td>
                      <input
                        className="input"
                        aria-label={`Peso da linha ${index + 1}`}
                        placeholder="10"
                        value={line.weightGrams}
                        onChange={(event) =>
                          setLine(index, { weightGrams: event.target.value.replace(/\D/g, '') })
                        }
                      />
                    </td>
                    {prices && (
                      <td>
                        <input
                          className="input"
                          aria-label={`Preço da linha ${index + 1}`}
                          value={line.price}
                          onChange={(event) => setLine(index, { price: numberField(event.target.value) })}
                        />
                      </td>
                    )}
                    <td>
                      <button
                        type="button"
                        className="button-link"
                        onClick={() =>
                          set(
                            'items',
                            draft.items.filter((_, at) => at !== index),
                          )
                        }
                      >
                        Remover
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <button
              type="button"
              className="button"
              onClick={() =>
                set('items', [
                  ...draft.items,
                  { id: null, width: '', height: '', weightGrams: '', price: '' },
                ])
              }
            >
              Adicionar tamanho
            </button>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={saveForLater}
                onChange={(event) => setSaveForLater(event.target.checked)}
              />
              Salvar esta tabela para uso futuro
            </label>
            {saveForLater && (
              <div className="field">
                <label htmlFor="table-name">Nome da tabela</label>
                <input
                  id="table-name"
                  required
                  value={tableName}
                  onChange={(event) => setTableName(event.target.value)}
                />
              </div>
            )}
            {draft.items.length > 0 && (
              <div className={styles.delivery}>
                <p className={styles.subtitle}>Entrega das fotos impressas</p>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={draft.pickup}
                    onChange={(event) => set('pickup', event.target.checked)}
                  />
                  Retirada no estúdio
                </label>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={draft.shipping}
                    onChange={(event) => set('shipping', event.target.checked)}
                  />
                  Envio pelos Correios
                </label>
                {draft.shipping && (
                  <div className={styles.choices}>
                    <span>Quem paga o frete:</span>
                    <label className={styles.choice}>
                      <input
                        type="radio"
                        name="payer"
                        checked={draft.shippingPayer === 'CUSTOMER'}
                        onChange={() => set('shippingPayer', 'CUSTOMER')}
                      />
                      Cliente
                    </label>
                    <label className={styles.choice}>
                      <input
                        type="radio"
                        name="payer"
                        checked={draft.shippingPayer === 'STUDIO'}
                        onChange={() => set('shippingPayer', 'STUDIO')}
                      />
                      Estúdio
                    </label>
                  </div>
                )}
              </div>
            )}
          </fieldset>
        )}

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
