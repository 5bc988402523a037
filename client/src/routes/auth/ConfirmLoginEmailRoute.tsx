// /estudio/confirmar-novo-email?c=...: the link sent to a member's new login e-mail. Opening it makes the change.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../relay/mutations.ts';
import { AuthPage } from './components/AuthPage.tsx';
import { useConfirmLoginEmailChangeMutation } from './mutations/useConfirmLoginEmailChangeMutation.ts';

export function ConfirmLoginEmailRoute() {
  const [search] = useSearchParams();
  const token = search.get('c') ?? '';
  const [confirm] = useConfirmLoginEmailChangeMutation();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    document.title = 'Confirmar e-mail';
    if (asked.current) return;
    asked.current = true;
    confirm(token).then(
      (result) => {
        const failure = errorMessage(result);
        setAnswer(failure !== null ? { ok: false, text: failure } : { ok: true, text: result.message ?? '' });
      },
      () => setAnswer({ ok: false, text: 'Não foi possível confirmar agora. Tente abrir o link de novo.' }),
    );
  }, [confirm, token]);
  return (
    <AuthPage title="Confirmar e-mail">
      {!answer ? (
        <p role="status">Confirmando…</p>
      ) : (
        <>
          <p className={`notice ${answer.ok ? 'notice-success' : 'notice-danger'}`} role="status">
            {answer.text}
          </p>
          <Link className="button button-primary" to="/estudio/login">
            Entrar
          </Link>
        </>
      )}
    </AuthPage>
  );
}
