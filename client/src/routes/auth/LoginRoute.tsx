// /estudio/login: the studio owner's login. ?fat=pend warns that the purchased plan's payment is not confirmed yet.
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { saveAdminToken } from '../../auth/admin-session.ts';
import { EmailField, PasswordField } from '../../components/CredentialFields.tsx';
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
  useEffect(() => {
    document.title = 'Login';
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await login(email.trim(), password).catch(() => null);
    if (!result) return toasts.failure('');
    const failure = errorMessage(result);
    if (failure !== null) return toasts.failure(failure);
    saveAdminToken(result.token ?? '');
    setEmail('');
    setPassword('');
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
