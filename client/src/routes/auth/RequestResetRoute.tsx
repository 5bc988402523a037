// /estudio/redefinir-senha/email: the studio owner asks for a password reset link (e-mail required).
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmailField } from '../../components/CredentialFields.tsx';
import { useToasts } from '../../components/Toasts.tsx';
import { errorMessage } from '../../relay/mutations.ts';
import { AuthPage } from './components/AuthPage.tsx';
import { useRequestPasswordResetMutation } from './mutations/useRequestPasswordResetMutation.ts';

export function RequestResetRoute() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [request, requesting] = useRequestPasswordResetMutation();
  const toasts = useToasts();
  useEffect(() => {
    document.title = 'Redefinir senha';
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await request(email.trim()).catch(() => null);
    if (!result) return toasts.failure('');
    const failure = errorMessage(result);
    if (failure !== null) return toasts.failure(failure);
    if (result.__typename === 'RequestPasswordResetPayload') setSent(result.message ?? '');
  };
  return (
    <AuthPage title="Redefinir senha">
      {sent ? (
        <p className="notice notice-success" role="status">
          {sent}
        </p>
      ) : (
        <form onSubmit={submit}>
          <p>Informe o e-mail de acesso do estúdio. Enviaremos um link para criar uma nova senha.</p>
          <EmailField id="reset-email" value={email} onValue={setEmail} />
          <button type="submit" className="button button-primary" disabled={requesting}>
            Enviar
          </button>
        </form>
      )}
      <p>
        <Link to="/estudio/login">Voltar para o login</Link>
      </p>
    </AuthPage>
  );
}
