// One text field of the checkout forms: its mask applied while typing, its error (the server's message) beside it.
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

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
  const { field, fieldState } = useController({ control, name });
  const id = name;
  const error = fieldState.error?.message;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={field.ref}
        name={field.name}
        type={type}
        required={required}
        value={field.value}
        onChange={(event) => field.onChange(mask(event.target.value))}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      {hint && (
        <span id={`${id}-hint`} className={hintIsError ? 'field-error' : 'field-hint'} role="status">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
