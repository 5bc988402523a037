// /adm/dados-cadastrais: the studio's address (where printed photos are shipped from). The CEP lookup fills the
// city, state, street and neighbourhood; the save button appears once something changed, and the address is
// saved by itself 1 s after the typing stops.
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { Address as StudioAddress } from '../../../../../server/domain/address.ts';
import type { AddressRouteQuery } from '../../../__generated__/AddressRouteQuery.graphql.ts';
import { Field } from '../../../components/Field.tsx';
import {
  maskAddressText,
  maskCep,
  maskCity,
  maskState,
  maskStreetNumber,
} from '../../../components/masks.ts';
import { useDebouncedCallback } from '../../../components/useDebouncedCallback.ts';
import { usePostalCodeLookup } from '../../../components/usePostalCodeLookup.ts';
import { useResultToast } from '../../../components/useResultToast.ts';
import { useUpdateStudioAddressMutation } from '../mutations/useUpdateStudioAddressMutation.ts';
import styles from './SettingsRoute.module.css';

export const addressRouteQuery = graphql`
  query AddressRouteQuery {
    studio {
      id
      name
      address { cep city state street number complement neighborhood complete }
    }
  }
`;

export const addressSaveDelayMs = 1000;

/** The studio's address as the form holds it: the server's Address, without a recipient. */
type Address = Omit<StudioAddress, 'recipient'>;

export function AddressRoute() {
  const reference = useLoaderData() as PreloadedQuery<AddressRouteQuery>;
  const { studio } = usePreloadedQuery<AddressRouteQuery>(addressRouteQuery, reference);
  const saved = studio?.address;
  const [form, setForm] = useState<Address>(() => ({
    cep: saved?.cep ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    street: saved?.street ?? '',
    number: saved?.number ?? '',
    complement: saved?.complement ?? '',
    neighborhood: saved?.neighborhood ?? '',
  }));
  const [changed, setChanged] = useState(false);
  const [save, saving] = useUpdateStudioAddressMutation();
  const { report, failed } = useResultToast();
  const lookup = usePostalCodeLookup(changed ? form.cep : '');
  const persist = (address: Address) =>
    save(address).then((result) => {
      if (report(result)) setChanged(false);
    }, failed);
  const saveLater = useDebouncedCallback(persist, addressSaveDelayMs);

  useEffect(() => {
    document.title = 'Dados cadastrais';
  }, []);
  useEffect(() => {
    if (lookup.kind !== 'found') return;
    const found = lookup.address;
    setForm((current) => {
      const next = {
        ...current,
        city: found.city || current.city,
        state: found.state || current.state,
        street: found.street || current.street,
        neighborhood: found.neighborhood || current.neighborhood,
      };
      saveLater(next);
      return next;
    });
  }, [lookup, saveLater]);
  if (!studio || !saved) return null;

  const set = (field: keyof Address, mask: (value: string) => string) => (value: string) => {
    const next = { ...form, [field]: mask(value) };
    setForm(next);
    setChanged(true);
    saveLater(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveLater.flush();
  };
  const field = (
    label: string,
    id: keyof Address,
    mask: (value: string) => string,
    extra: { inputMode?: 'numeric'; required?: boolean; hint?: string } = {},
  ) => (
    <Field htmlFor={`address-${id}`} label={label}>
      <input
        id={`address-${id}`}
        inputMode={extra.inputMode}
        required={extra.required ?? true}
        value={form[id]}
        onChange={(event) => set(id, mask)(event.target.value)}
      />
      {extra.hint && (
        <span className={lookup.kind === 'failed' ? 'field-error' : 'field-hint'}>{extra.hint}</span>
      )}
    </Field>
  );

  return (
    <div className={styles.page}>
      <h1>Dados cadastrais</h1>
      <p>O endereço do estúdio é a origem do cálculo de frete das fotos impressas enviadas pelos Correios.</p>
      {!saved.complete && (
        <p className="notice">Endereço incompleto: o envio pelos Correios não pode ser oferecido.</p>
      )}
      <form className="card" onSubmit={submit}>
        <div className="form-row">
          {field('CEP', 'cep', maskCep, {
            inputMode: 'numeric',
            hint:
              lookup.kind === 'failed'
                ? lookup.message
                : lookup.kind === 'looking'
                  ? 'Consultando CEP…'
                  : undefined,
          })}
          {field('Cidade', 'city', maskCity)}
          {field('UF', 'state', maskState)}
        </div>
        <div className="form-row">
          {field('Rua', 'street', maskAddressText)}
          {field('Número', 'number', maskStreetNumber, { inputMode: 'numeric' })}
        </div>
        <div className="form-row">
          {field('Complemento', 'complement', maskAddressText, { required: false })}
          {field('Bairro', 'neighborhood', maskAddressText)}
        </div>
        {changed && (
          <button type="submit" className="button button-primary" disabled={saving}>
            Salvar
          </button>
        )}
      </form>
    </div>
  );
}
