// A react-hook-form field as a text input whose mask applies while typing, alone or labelled with its error.
import type { ComponentProps, ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Field } from './Field.tsx';

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>;

interface Binding<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  mask: (value: string) => string;
}

/** The input's props for the field (value, changes through the mask, aria-invalid) and the field's error. */
export function useMaskedField<Values extends FieldValues>({ control, name, mask }: Binding<Values>) {
  const { field, fieldState } = useController({ control, name });
  return {
    error: fieldState.error?.message,
    input: {
      ref: field.ref,
      name: field.name,
      value: String(field.value ?? ''),
      onChange: (event: { target: { value: string } }) => field.onChange(mask(event.target.value)),
      onBlur: field.onBlur,
      'aria-invalid': fieldState.invalid || undefined,
    },
  };
}

export function MaskedInput<Values extends FieldValues>({
  control,
  name,
  mask,
  ...rest
}: Binding<Values> & InputProps) {
  const { input } = useMaskedField({ control, name, mask });
  return <input {...rest} {...input} />;
}

/** A labelled masked input; `hint` shows between the input and its error. */
export function MaskedField<Values extends FieldValues>({
  id,
  label,
  hint,
  control,
  name,
  mask,
  ...rest
}: Binding<Values> & InputProps & { id: string; label: string; hint?: ReactNode }) {
  const { input, error } = useMaskedField({ control, name, mask });
  return (
    <Field htmlFor={id} label={label} error={error}>
      <input id={id} {...rest} {...input} />
      {hint}
    </Field>
  );
}
