// The gallery's key outside the prepaid package: blank, the gallery is public.
import { useFormContext, useFormState } from 'react-hook-form';
import { TextField } from '../../../../../components/Field.tsx';
import type { SettingsValues } from './settings-form.ts';

export function AccessKeyField() {
  const { register, control } = useFormContext<SettingsValues>();
  const { errors } = useFormState({ control, name: 'accessKey' });
  return (
    <TextField
      id="access-key"
      label="Senha da galeria (em branco: galeria pública)"
      aria-invalid={errors.accessKey ? true : undefined}
      error={errors.accessKey?.message}
      {...register('accessKey')}
    />
  );
}
