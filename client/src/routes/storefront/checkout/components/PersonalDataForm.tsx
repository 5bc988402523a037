// 'Dados pessoais' (spec 001 section 4): the form while active, checked by the server's schema as it is typed in;
// once saved, a summary with 'Editar'.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { z } from 'zod';
import { personalDataSchema } from '../../../../../../server/domain/customer-data.ts';
import type {
  PersonalDataForm_session$data,
  PersonalDataForm_session$key,
} from '../../../../__generated__/PersonalDataForm_session.graphql.ts';
import { maskCpf, maskName, maskWhatsApp } from '../../../../components/masks.ts';
import { useEditCheckoutFormMutation } from '../mutations/useEditCheckoutFormMutation.ts';
import { useSavePersonalDataMutation } from '../mutations/useSavePersonalDataMutation.ts';
import { CheckoutFormCard, SavedCheckoutCard } from './CheckoutCard.tsx';
import { CheckoutField } from './CheckoutField.tsx';
import { useCheckoutSubmit } from './useCheckoutSubmit.ts';

type Values = z.input<typeof personalDataSchema>;

// Raw: the server gets the fields as typed and normalises them itself.
const resolver = zodResolver(personalDataSchema, undefined, { raw: true });

const trimmed = (value: string) => value.trim();

/** The saved data as the form shows it. */
const formValues = (data: PersonalDataForm_session$data['personalData']): Values => ({
  firstName: data.firstName,
  lastName: data.lastName,
  email: data.email,
  whatsApp: maskWhatsApp(data.whatsApp),
  cpf: maskCpf(data.cpf),
});

export function PersonalDataForm({ session }: { session: PersonalDataForm_session$key }) {
  const { personalData: data } = useFragment(
    graphql`
      fragment PersonalDataForm_session on GallerySession {
        personalData { status firstName lastName email whatsApp cpf }
      }
    `,
    session,
  );
  const [save, saving] = useSavePersonalDataMutation();
  const [edit] = useEditCheckoutFormMutation();
  const { error, run } = useCheckoutSubmit();
  const saved = useMemo(() => formValues(data), [data]);
  const { control, handleSubmit, reset } = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: saved,
  });
  // What the server saved (normalised) is what the form holds when it opens again.
  useEffect(() => {
    if (data.status === 'FILLED') reset(saved);
  }, [data.status, saved, reset]);

  if (data.status === 'FILLED') {
    return (
      <SavedCheckoutCard
        titleId="personal-title"
        title="Dados pessoais"
        onEdit={() => run(() => edit('PERSONAL_DATA'))}
      >
        {data.firstName} {data.lastName}
        <br />
        {data.email}
        <br />
        WhatsApp {maskWhatsApp(data.whatsApp)} · CPF {maskCpf(data.cpf)}
      </SavedCheckoutCard>
    );
  }
  return (
    <CheckoutFormCard
      titleId="personal-title"
      title="Dados pessoais"
      error={error}
      saving={saving}
      submitText="Salvar dados pessoais"
      onSubmit={handleSubmit((values) => run(() => save(values)))}
    >
      <div className="form-row">
        <CheckoutField
          control={control}
          name="firstName"
          label="Nome"
          mask={maskName}
          autoComplete="given-name"
        />
        <CheckoutField
          control={control}
          name="lastName"
          label="Sobrenome"
          mask={maskName}
          autoComplete="family-name"
        />
      </div>
      <div className="form-row">
        <CheckoutField
          control={control}
          name="email"
          label="E-mail"
          type="email"
          mask={trimmed}
          autoComplete="email"
        />
        <CheckoutField
          control={control}
          name="whatsApp"
          label="WhatsApp"
          inputMode="tel"
          placeholder="(11) 98765-4321"
          mask={maskWhatsApp}
          autoComplete="tel-national"
        />
      </div>
      <CheckoutField
        control={control}
        name="cpf"
        label="CPF"
        inputMode="numeric"
        placeholder="000.000.000-00"
        mask={maskCpf}
      />
    </CheckoutFormCard>
  );
}
