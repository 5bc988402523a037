// /estudio/login: the studio owner's login; an account with two-factor login on asks next for the app's code (or a
// recovery code). ?fat=pend warns that the purchased plan's payment is not confirmed yet.
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { saveAdminToken } from '../../auth/admin-session.ts';
import { EmailField, PasswordField } from '../../components/CredentialFields.tsx';
import { TextField } from '../../components/Field.tsx';
import { LoadingOverlay } from '../../components/LoadingOverlay.tsx';
import { useToasts } from '../../components/Toasts.tsx';
import { errorMessage } from '../../relay/mutations.ts';
import { AuthPage } from './components/AuthPage.tsx';
import { useLoginMutation } from './mutations/useLoginMutation.ts';

export const pendingPlanWarning =
  'O pagamento do plano contratado ainda não foi confirmado. Você pode entrar e usar o plano gratuito; o novo plano é liberado automaticamente assim que o pagamento for aprovado.';

export function LoginRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [login, loggingIn] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // null until the password step answers that the account needs a code.
  const [code, setCode] = useState<string | null>(null);
  const [recovery, setRecovery] = useState(false);
  useEffect(() => {
    document.title = 'Login';
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await login(email.trim(), password, code?.trim() || null).catch(() => null);
    if (!result) return toasts.failure('');
    if (result.__typename === 'TwoFactorCodeRequiredError' && code === null) return setCode('');
    const failure = errorMessage(result);
    if (failure !== null) {
      if (code !== null) setCode('');
      return toasts.failure(failure);
    }
    saveAdminToken(result.token ?? '');
    setEmail('');
    setPassword('');
    setCode(null);
    navigate('/adm');
  };

  return (
    <AuthPage title="Login">
      {search.get('fat') === 'pend' && (
        <p className="notice" role="status">
          {pendingPlanWarning}
        </p>
      )}
      <form onSubmit={submit}>
        <EmailField id="login-email" value={email} login onValue={setEmail} />
        <PasswordField id="login-password" value={password} purpose="current" onValue={setPassword} />
        {code !== null && (
          <>
            <TextField
              id="login-code"
              label={recovery ? 'Código de recuperação' : 'Código de verificação'}
              required
              autoFocus
              autoComplete="one-time-code"
              inputMode={recovery ? 'text' : 'numeric'}
              maxLength={recovery ? 11 : 6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <p className="muted">
              {recovery
                ? 'Cada código de recuperação funciona uma única vez.'
                : 'Digite o código de 6 dígitos do seu aplicativo autenticador.'}{' '}
              <button
                type="button"
                className="button-link"
                onClick={() => {
                  setRecovery(!recovery);
                  setCode('');
                }}
              >
                {recovery ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
              </button>
            </p>
          </>
        )}
        <button type="submit" className="button button-primary" disabled={loggingIn}>
          Enviar
        </button>
      </form>
      <p>
        <Link to="/estudio/redefinir-senha/email">Esqueceu a senha?</Link>
      </p>
      {loggingIn && <LoadingOverlay />}
    </AuthPage>
  );
}
