// 'Endereço de entrega' (spec 001 section 4), asked only for delivery by post: inactive until the personal data is
// saved, then the form (checked by the server's schema, the CEP lookup filling the rest), then a summary. It starts
// with the CEP quoted in the cart and the customer's name as recipient; a CEP other than the quoted one is quoted
// again as soon as it is found, so the new price shows before paying.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { z } from 'zod';
import { deliveryAddressSchema } from '../../../../../../server/domain/address.ts';
import type { AddressForm_session$key } from '../../../../__generated__/AddressForm_session.graphql.ts';
import {
  maskAddressText,
  maskCep,
  maskCity,
  maskName,
  maskState,
  maskStreetNumber,
} from '../../../../components/masks.ts';
import { usePostalCodeLookup } from '../../../../components/usePostalCodeLookup.ts';
import { formatBrl } from '../../../../format.ts';
import { errorMessage } from '../../../../relay/mutations.ts';
import { clearAddressDraft, readAddressDraft, saveAddressDraft } from '../address-draft.ts';
import { useEditCheckoutFormMutation } from '../mutations/useEditCheckoutFormMutation.ts';
import { useRequoteShippingMutation } from '../mutations/useRequoteShippingMutation.ts';
import { useSaveDeliveryAddressMutation } from '../mutations/useSaveDeliveryAddressMutation.ts';
import { CheckoutFormCard, SavedCheckoutCard } from './CheckoutCard.tsx';
import { CheckoutField } from './CheckoutField.tsx';
import styles from './CheckoutForms.module.css';
import { useCheckoutSubmit } from './useCheckoutSubmit.ts';

type Values = z.input<typeof deliveryAddressSchema>;

// Raw: the server gets the fields as typed and normalises them itself.
const resolver = zodResolver(deliveryAddressSchema, undefined, { raw: true });

/** What the CEP lookup fills in; a part it does not know keeps what was typed. */
const foundParts = ['city', 'state', 'street', 'neighborhood'] as const;

const cepDigits = (cep: string | null | undefined) => (cep ?? '').replace(/\D/g, '');

type Requote =
  | { kind: 'idle' }
  | { kind: 'quoting' }
  | { kind: 'quoted'; text: string }
  | { kind: 'failed'; message: string };

export function AddressForm({ session }: { session: AddressForm_session$key }) {
  const {
    deliveryAddressStatus: status,
    deliveryAddress: data,
    personalData,
    cart,
  } = useFragment(
    graphql`
      fragment AddressForm_session on GallerySession {
        deliveryAddressStatus
        deliveryAddress { cep city state street number complement neighborhood recipient }
        personalData { firstName lastName }
        cart { id shippingCep deliveryPreference }
      }
    `,
    session,
  );
  const [save, saving] = useSaveDeliveryAddressMutation();
  const [edit] = useEditCheckoutFormMutation();
  const [requote] = useRequoteShippingMutation();
  const { error, run } = useCheckoutSubmit();
  const fullName = `${personalData.firstName} ${personalData.lastName}`.trim();
  // What was typed before a reload of this tab, over what the server has.
  const draft = useMemo(() => (status === 'ACTIVE' ? readAddressDraft(cart.id) : {}), [status, cart.id]);
  const { control, handleSubmit, getValues, setValue, getFieldState, watch } = useForm<
    Values,
    unknown,
    Values
  >({
    resolver,
    defaultValues: {
      cep: data.cep || maskCep(cart.shippingCep ?? ''),
      city: data.city,
      state: data.state,
      street: data.street,
      number: data.number,
      complement: data.complement,
      neighborhood: data.neighborhood,
      recipient: data.recipient || fullName,
      ...draft,
    },
  });
  // Typed but not saved: kept for this tab's session until the address is saved (or the order placed).
  useEffect(() => {
    if (status === 'FILLED') {
      clearAddressDraft(cart.id);
      return;
    }
    if (status !== 'ACTIVE') return;
    const subscription = watch((values, { type }) => {
      if (type === 'change') saveAddressDraft(cart.id, values);
    });
    return () => subscription.unsubscribe();
  }, [status, cart.id, watch]);
  // The form opens once the personal data is saved: what the customer already told us fills what is still empty.
  useEffect(() => {
    if (status !== 'ACTIVE') return;
    if (!getValues('cep') && cart.shippingCep) setValue('cep', maskCep(cart.shippingCep));
    if (!getValues('recipient') && fullName) setValue('recipient', maskName(fullName));
  }, [status, cart.shippingCep, fullName, getValues, setValue]);
  const cep = useWatch({ control, name: 'cep' });
  const lookup = usePostalCodeLookup(status === 'ACTIVE' ? cep : '');
  useEffect(() => {
    if (lookup.kind !== 'found') return;
    for (const part of foundParts) {
      setValue(part, lookup.address[part] || getValues(part), {
        shouldDirty: true,
        shouldValidate: getFieldState(part).invalid,
      });
    }
  }, [lookup, getValues, setValue, getFieldState]);

  // A found CEP other than the quoted one: the shipping is quoted again for it now, not refused when paying.
  const [requoted, setRequoted] = useState<Requote>({ kind: 'idle' });
  const asked = useRef<string | null>(null);
  const foundCep = lookup.kind === 'found' ? cepDigits(lookup.address.cep || cep) : null;
  useEffect(() => {
    if (!foundCep || cart.deliveryPreference !== 'DELIVERY') return;
    if (foundCep === cepDigits(cart.shippingCep) || foundCep === asked.current) return;
    asked.current = foundCep;
    setRequoted({ kind: 'quoting' });
    requote(foundCep).then(
      (result) => {
        if (asked.current !== foundCep) return;
        const failure = errorMessage(result);
        if (failure !== null || result.__typename !== 'QuoteShippingPayload') {
          setRequoted({ kind: 'failed', message: failure || 'Não foi possível calcular o frete.' });
          return;
        }
        const charged = result.chargedCents ?? 0;
        const price = charged === 0 ? 'frete grátis' : formatBrl(charged);
        setRequoted({
          kind: 'quoted',
          text: `Frete recalculado para o CEP ${maskCep(foundCep)}: ${result.serviceName}, ${price}, entrega em até ${result.deadlineDays} dias úteis.`,
        });
      },
      () => {
        if (asked.current === foundCep)
          setRequoted({ kind: 'failed', message: 'Não foi possível calcular o frete. Tente novamente.' });
        asked.current = null;
      },
    );
  }, [foundCep, cart.deliveryPreference, cart.shippingCep, requote]);

  if (status === 'INACTIVE') {
    return (
      <section className={`card ${styles.form} ${styles.inactive}`} aria-labelledby="address-title">
        <h2 id="address-title">Endereço de entrega</h2>
        <p className="muted">Salve seus dados pessoais para preencher o endereço.</p>
      </section>
    );
  }
  if (status === 'FILLED') {
    return (
      <SavedCheckoutCard
        titleId="address-title"
        title="Endereço de entrega"
        onEdit={() => run(() => edit('DELIVERY_ADDRESS'))}
      >
        {data.recipient ?? ''}
        <br />
        {data.street}, {data.number}
        {data.complement ? ` - ${data.complement}` : ''}
        <br />
        {data.neighborhood} - {data.city}/{data.state} · CEP {data.cep}
      </SavedCheckoutCard>
    );
  }
  return (
    <CheckoutFormCard
      titleId="address-title"
      title="Endereço de entrega"
      error={error}
      saving={saving}
      submitText="Salvar endereço"
      onSubmit={handleSubmit((values) => run(() => save(values)))}
    >
      <div className="form-row">
        <CheckoutField
          control={control}
          name="cep"
          label="CEP"
          inputMode="numeric"
          placeholder="00000-000"
          mask={maskCep}
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
        <CheckoutField
          control={control}
          name="city"
          label="Cidade"
          mask={maskCity}
          autoComplete="address-level2"
        />
        <CheckoutField
          control={control}
          name="state"
          label="UF"
          mask={maskState}
          autoComplete="address-level1"
        />
      </div>
      <div className="form-row">
        <CheckoutField
          control={control}
          name="street"
          label="Rua"
          mask={maskAddressText}
          autoComplete="address-line1"
        />
        <CheckoutField
          control={control}
          name="number"
          label="Número"
          inputMode="numeric"
          mask={maskStreetNumber}
        />
      </div>
      <div className="form-row">
        <CheckoutField
          control={control}
          name="complement"
          label="Complemento"
          mask={maskAddressText}
          required={false}
        />
        <CheckoutField control={control} name="neighborhood" label="Bairro" mask={maskAddressText} />
      </div>
      <CheckoutField
        control={control}
        name="recipient"
        label="Destinatário"
        mask={maskName}
        autoComplete="name"
      />
      {requoted.kind !== 'idle' && (
        <p className={requoted.kind === 'failed' ? 'field-error' : 'notice'} role="status">
          {requoted.kind === 'quoting'
            ? 'Recalculando o frete para este CEP…'
            : requoted.kind === 'failed'
              ? requoted.message
              : requoted.text}
        </p>
      )}
    </CheckoutFormCard>
  );
}
