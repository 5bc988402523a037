// /estudio/redefinir-senha?l=...: the new password (required), with the token of the e-mailed link.
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '../../components/CredentialFields.tsx';
import { useToasts } from '../../components/Toasts.tsx';
import { errorMessage } from '../../relay/mutations.ts';
import { AuthPage } from './components/AuthPage.tsx';
import { useResetPasswordMutation } from './mutations/useResetPasswordMutation.ts';

export function ResetPasswordRoute() {
  const [search] = useSearchParams();
  const token = search.get('l') ?? '';
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [reset, resetting] = useResetPasswordMutation();
  const toasts = useToasts();
  useEffect(() => {
    document.title = 'Nova senha';
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await reset(token, password).catch(() => null);
    if (!result) return toasts.failure('');
    const failure = errorMessage(result);
    if (failure !== null) return toasts.failure(failure);
    if (result.__typename === 'ResetPasswordPayload') setDone(result.message ?? '');
  };
  return (
    <AuthPage title="Nova senha">
      {done ? (
        <>
          <p className="notice notice-success" role="status">
            {done}
          </p>
          <Link className="button button-primary" to="/estudio/login">
            Entrar
          </Link>
        </>
      ) : !token ? (
        <p className="notice notice-danger">
          Link inválido. <Link to="/estudio/redefinir-senha/email">Peça um novo link</Link>.
        </p>
      ) : (
        <form onSubmit={submit}>
          <PasswordField
            id="new-password"
            label="Nova senha"
            value={password}
            purpose="new"
            onValue={setPassword}
          />
          <button type="submit" className="button button-primary" disabled={resetting}>
            Salvar nova senha
          </button>
        </form>
      )}
    </AuthPage>
  );
}
