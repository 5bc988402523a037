// One text field of the checkout forms: its mask applied while typing, its error (the server's message) beside it.
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '../../../../components/Field.tsx';
import { useMaskedField } from '../../../../components/MaskedInput.tsx';

export function CheckoutField<Values extends FieldValues>({
  control,
  name,
  label,
  mask = (value) => value,
  type = 'text',
  required = true,
  hint,
  hintIsError = false,
  ...rest
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  mask?: (value: string) => string;
  type?: string;
  required?: boolean;
  hint?: string;
  hintIsError?: boolean;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  placeholder?: string;
  autoComplete?: string;
}) {
  const { input, error } = useMaskedField({ control, name, mask });
  const id = name;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Field htmlFor={id} label={label} error={error} errorId={`${id}-error`}>
      <input
        id={id}
        type={type}
        required={required}
        {...input}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      {hint && (
        <span id={`${id}-hint`} className={hintIsError ? 'field-error' : 'field-hint'} role="status">
          {hint}
        </span>
      )}
    </Field>
  );
}
