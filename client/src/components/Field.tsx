// The forms' labelled field in the global 'field' look: a label over its control, and the error under it.
import type { ComponentProps, ReactNode } from 'react';

/** The message of a refused field, or nothing. */
export function FieldError({ id, message }: { id?: string; message: string | null | undefined }) {
  return message ? (
    <span id={id} className="field-error">
      {message}
    </span>
  ) : null;
}

/** A label over any control (children: the control, then what follows it, such as a hint). */
export function Field({
  htmlFor,
  label,
  error,
  errorId,
  children,
}: {
  htmlFor: string;
  label: ReactNode;
  error?: string | null;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A labelled text input; the input's own attributes (value, onChange, type, a form library's register...) pass on. */
export function TextField({
  id,
  label,
  error,
  ...input
}: { id: string; label: ReactNode; error?: string | null } & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <Field htmlFor={id} label={label} error={error}>
      <input id={id} {...input} />
    </Field>
  );
}
