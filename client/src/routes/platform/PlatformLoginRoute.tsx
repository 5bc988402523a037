// /plataforma/entrar: the platform operator's login, with the authenticator's code (or a recovery code).
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { saveOperatorToken } from '../../auth/operator-session.ts';
import { EmailField, PasswordField } from '../../components/CredentialFields.tsx';
import { TextField } from '../../components/Field.tsx';
import { LoadingOverlay } from '../../components/LoadingOverlay.tsx';
import { useToasts } from '../../components/Toasts.tsx';
import { errorMessage } from '../../relay/mutations.ts';
import { useOperatorLoginMutation } from './mutations/useOperatorLoginMutation.ts';
import styles from './Platform.module.css';

export function PlatformLoginRoute() {
  const navigate = useNavigate();
  const toasts = useToasts();
  const [login, loggingIn] = useOperatorLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  useEffect(() => {
    document.title = 'Plataforma: entrar';
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await login({ email: email.trim(), password, code: code.trim() }).catch(() => null);
    if (!result) return toasts.failure('');
    const failure = errorMessage(result);
    if (failure !== null) {
      setCode('');
      return toasts.failure(failure);
    }
    saveOperatorToken(result.token ?? '');
    navigate('/plataforma');
  };

  return (
    <div className={styles.shell}>
      <div className={`card ${styles.login}`}>
        <h1>Revela: console da plataforma</h1>
        <form onSubmit={submit}>
          <EmailField id="operator-email" value={email} login onValue={setEmail} />
          <PasswordField id="operator-password" value={password} purpose="current" onValue={setPassword} />
          <TextField
            id="operator-code"
            label="Código do aplicativo autenticador (ou um código de recuperação)"
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="button button-primary" disabled={loggingIn}>
            Entrar
          </button>
        </form>
      </div>
      {loggingIn && <LoadingOverlay />}
    </div>
  );
}
