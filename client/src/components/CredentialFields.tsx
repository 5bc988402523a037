// The e-mail and password inputs every login-like form repeats (studio login, operator login, sign-up, invitation,
// password reset, the customer's own orders): one place for their type, autocomplete hint and value handling.
import type { ComponentProps, ReactNode } from 'react';
import { TextField } from './Field.tsx';

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'value' | 'onChange' | 'autoComplete'>;

type CredentialFieldProps = {
  id: string;
  label?: ReactNode;
  value: string;
  onValue: (value: string) => void;
} & InputProps;

/** A required e-mail input; `login` tells password managers it is the account's name. */
export function EmailField({
  label = 'E-mail',
  login = false,
  onValue,
  ...input
}: CredentialFieldProps & { login?: boolean }) {
  return (
    <TextField
      label={label}
      type="email"
      required
      autoComplete={login ? 'username' : 'email'}
      onChange={(event) => onValue(event.target.value)}
      {...input}
    />
  );
}

/**
 * A required password input: 'current' for a login, 'new' for a password being chosen (password managers offer
 * to generate one), 'secret' for a key that is not the person's own password (a gallery key, an API secret).
 */
export function PasswordField({
  label = 'Senha',
  purpose,
  onValue,
  ...input
}: CredentialFieldProps & { purpose: 'current' | 'new' | 'secret' }) {
  const autoComplete = { current: 'current-password', new: 'new-password', secret: 'off' }[purpose];
  return (
    <TextField
      label={label}
      type="password"
      required
      autoComplete={autoComplete}
      onChange={(event) => onValue(event.target.value)}
      {...input}
    />
  );
}
