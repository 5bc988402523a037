// Personal data and delivery address with the form statuses of spec 001 section 4 (inativo, ativo, preenchido):
// a saved form reads as a summary with 'Editar'; the address is asked only for delivery by post.
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CheckoutForms_session$key } from '../../../../__generated__/CheckoutForms_session.graphql.ts';
import {
  maskAddressText,
  maskCep,
  maskCity,
  maskCpf,
  maskName,
  maskState,
  maskStreetNumber,
  maskWhatsApp,
} from '../../../../components/masks.ts';
import { useToasts } from '../../../../components/Toasts.tsx';
import { usePostalCodeLookup } from '../../../../components/usePostalCodeLookup.ts';
import { errorMessage } from '../../../../relay/mutations.ts';
import { useEditCheckoutFormMutation } from '../mutations/useEditCheckoutFormMutation.ts';
import { useSaveDeliveryAddressMutation } from '../mutations/useSaveDeliveryAddressMutation.ts';
import { useSavePersonalDataMutation } from '../mutations/useSavePersonalDataMutation.ts';
import styles from './CheckoutForms.module.css';

export function CheckoutForms({
  session,
  delivering,
}: {
  session: CheckoutForms_session$key;
  delivering: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment CheckoutForms_session on GallerySession {
        id
        personalData { status firstName lastName email whatsApp cpf }
        deliveryAddress { status cep city state street number complement neighborhood recipient }
      }
    `,
    session,
  );
  return (
    <>
      <PersonalDataForm data={data.personalData} />
      {delivering && <AddressForm data={data.deliveryAddress} />}
    </>
  );
}

type Result = { __typename: string; message?: string };

function useSubmit() {
  const toasts = useToasts();
  const [error, setError] = useState<string | null>(null);
  const run = async (work: () => Promise<Result>) => {
    setError(null);
    try {
      const failure = errorMessage(await work());
      if (failure !== null) setError(failure || 'Algo deu errado. Tente novamente.');
    } catch {
      toasts.failure('');
    }
  };
  return { error, run };
}

function PersonalDataForm({
  data,
}: {
  data: {
    status: string;
    firstName: string;
    lastName: string;
    email: string;
    whatsApp: string;
    cpf: string;
  };
}) {
  const [save, saving] = useSavePersonalDataMutation();
  const [edit] = useEditCheckoutFormMutation();
  const { error, run } = useSubmit();
  const [form, setForm] = useState(() => ({
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    whatsApp: maskWhatsApp(data.whatsApp),
    cpf: maskCpf(data.cpf),
  }));
  useEffect(() => {
    if (data.status === 'FILLED') {
      setForm({
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        whatsApp: maskWhatsApp(data.whatsApp),
        cpf: maskCpf(data.cpf),
      });
    }
  }, [data]);
  const set = (field: keyof typeof form, mask: (value: string) => string) => (value: string) =>
    setForm((current) => ({ ...current, [field]: mask(value) }));

  if (data.status === 'FILLED') {
    return (
      <section className={`card ${styles.form}`} aria-labelledby="personal-title">
        <div className={styles.header}>
          <h2 id="personal-title">Dados pessoais</h2>
          <button type="button" className="button-link" onClick={() => run(() => edit('PERSONAL_DATA'))}>
            Editar
          </button>
        </div>
        <p className={styles.summary}>
          {data.firstName} {data.lastName}
          <br />
          {data.email}
          <br />
          WhatsApp {maskWhatsApp(data.whatsApp)} · CPF {maskCpf(data.cpf)}
        </p>
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(() => save(form));
  };
  return (
    <form className={`card ${styles.form}`} onSubmit={submit} aria-labelledby="personal-title">
      <h2 id="personal-title">Dados pessoais</h2>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-row">
        <Field
          label="Nome"
          id="firstName"
          value={form.firstName}
          onChange={set('firstName', maskName)}
          autoComplete="given-name"
        />
        <Field
          label="Sobrenome"
          id="lastName"
          value={form.lastName}
          onChange={set('lastName', maskName)}
          autoComplete="family-name"
        />
      </div>
      <div className="form-row">
        <Field
          label="E-mail"
          id="email"
          type="email"
          value={form.email}
          onChange={set('email', (value) => value.trim())}
          autoComplete="email"
        />
        <Field
          label="WhatsApp"
          id="whatsApp"
          inputMode="tel"
          placeholder="(11) 98765-4321"
          value={form.whatsApp}
          onChange={set('whatsApp', maskWhatsApp)}
          autoComplete="tel-national"
        />
      </div>
      <Field
        label="CPF"
        id="cpf"
        inputMode="numeric"
        placeholder="000.000.000-00"
        value={form.cpf}
        onChange={set('cpf', maskCpf)}
      />
      <button type="submit" className="button button-primary" disabled={saving}>
        Salvar dados pessoais
      </button>
    </form>
  );
}

function AddressForm({
  data,
}: {
  data: {
    status: string;
    cep: string;
    city: string;
    state: string;
    street: string;
    number: string;
    complement: string;
    neighborhood: string;
    recipient: string;
  };
}) {
  const [save, saving] = useSaveDeliveryAddressMutation();
  const [edit] = useEditCheckoutFormMutation();
  const { error, run } = useSubmit();
  const [form, setForm] = useState(() => ({
    cep: data.cep,
    city: data.city,
    state: data.state,
    street: data.street,
    number: data.number,
    complement: data.complement,
    neighborhood: data.neighborhood,
    recipient: data.recipient,
  }));
  const lookup = usePostalCodeLookup(data.status === 'ACTIVE' ? form.cep : '');
  useEffect(() => {
    if (lookup.kind !== 'found') return;
    const found = lookup.address;
    setForm((current) => ({
      ...current,
      city: found.city || current.city,
      state: found.state || current.state,
      street: found.street || current.street,
      neighborhood: found.neighborhood || current.neighborhood,
    }));
  }, [lookup]);
  const set = (field: keyof typeof form, mask: (value: string) => string) => (value: string) =>
    setForm((current) => ({ ...current, [field]: mask(value) }));

  if (data.status === 'INACTIVE') {
    return (
      <section className={`card ${styles.form} ${styles.inactive}`} aria-labelledby="address-title">
        <h2 id="address-title">Endereço de entrega</h2>
        <p className="muted">Salve seus dados pessoais para preencher o endereço.</p>
      </section>
    );
  }
  if (data.status === 'FILLED') {
    return (
      <section className={`card ${styles.form}`} aria-labelledby="address-title">
        <div className={styles.header}>
          <h2 id="address-title">Endereço de entrega</h2>
          <button type="button" className="button-link" onClick={() => run(() => edit('DELIVERY_ADDRESS'))}>
            Editar
          </button>
        </div>
        <p className={styles.summary}>
          {data.recipient}
          <br />
          {data.street}, {data.number}
          {data.complement ? ` - ${data.complement}` : ''}
          <br />
          {data.neighborhood} - {data.city}/{data.state} · CEP {data.cep}
        </p>
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(() => save(form));
  };
  return (
    <form className={`card ${styles.form}`} onSubmit={submit} aria-labelledby="address-title">
      <h2 id="address-title">Endereço de entrega</h2>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-row">
        <Field
          label="CEP"
          id="cep"
          inputMode="numeric"
          placeholder="00000-000"
          value={form.cep}
          onChange={set('cep', maskCep)}
          autoComplete="postal-code"
          hint={
            lookup.kind === 'failed'
              ? lookup.message
              : lookup.kind === 'looking'
                ? 'Consultando CEP…'
                : undefined
          }
          hintIsError={lookup.kind === 'failed'}
        />
        <Field
          label="Cidade"
          id="city"
          value={form.city}
          onChange={set('city', maskCity)}
          autoComplete="address-level2"
        />
        <Field
          label="UF"
          id="state"
          value={form.state}
          onChange={set('state', maskState)}
          autoComplete="address-level1"
        />
      </div>
      <div className="form-row">
        <Field
          label="Rua"
          id="street"
          value={form.street}
          onChange={set('street', maskAddressText)}
          autoComplete="address-line1"
        />
        <Field
          label="Número"
          id="number"
          inputMode="numeric"
          value={form.number}
          onChange={set('number', maskStreetNumber)}
        />
      </div>
      <div className="form-row">
        <Field
          label="Complemento"
          id="complement"
          value={form.complement}
          onChange={set('complement', maskAddressText)}
          required={false}
        />
        <Field
          label="Bairro"
          id="neighborhood"
          value={form.neighborhood}
          onChange={set('neighborhood', maskAddressText)}
        />
      </div>
      <Field
        label="Destinatário"
        id="recipient"
        value={form.recipient}
        onChange={set('recipient', maskName)}
        autoComplete="name"
      />
      <button type="submit" className="button button-primary" disabled={saving}>
        Salvar endereço
      </button>
    </form>
  );
}

function Field({
  label,
  id,
  value,
  onChange,
  type = 'text',
  required = true,
  hint,
  hintIsError = false,
  ...rest
}: {
  label: string;
  id: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  required?: boolean;
  hint?: string;
  hintIsError?: boolean;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  placeholder?: string;
  autoComplete?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...rest}
      />
      {hint && (
        <span id={`${id}-hint`} className={hintIsError ? 'field-error' : 'field-hint'} role="status">
          {hint}
        </span>
      )}
    </div>
  );
}
