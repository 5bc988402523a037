// 'Endereço de entrega' (spec 001 section 4), asked only for delivery by post: inactive until the personal data is
// saved, then the form (checked by the server's schema, the CEP lookup filling the rest), then a summary.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
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
import { useEditCheckoutFormMutation } from '../mutations/useEditCheckoutFormMutation.ts';
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

export function AddressForm({ session }: { session: AddressForm_session$key }) {
  const { deliveryAddressStatus: status, deliveryAddress: data } = useFragment(
    graphql`
      fragment AddressForm_session on GallerySession {
        deliveryAddressStatus
        deliveryAddress { cep city state street number complement neighborhood recipient }
      }
    `,
    session,
  );
  const [save, saving] = useSaveDeliveryAddressMutation();
  const [edit] = useEditCheckoutFormMutation();
  const { error, run } = useCheckoutSubmit();
  const { control, handleSubmit, getValues, setValue, getFieldState } = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: {
      cep: data.cep,
      city: data.city,
      state: data.state,
      street: data.street,
      number: data.number,
      complement: data.complement,
      neighborhood: data.neighborhood,
      recipient: data.recipient ?? '',
    },
  });
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
    </CheckoutFormCard>
  );
}
