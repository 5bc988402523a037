// /estudio/confirmar-email?c=...: the verification e-mail's link; confirmed, the storefront opens to customers.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadingOverlay } from '../../components/LoadingOverlay.tsx';
import { errorMessage } from '../../relay/mutations.ts';
import { AuthPage } from './components/AuthPage.tsx';
import { useConfirmStudioEmailMutation } from './mutations/useConfirmStudioEmailMutation.ts';

export function ConfirmEmailRoute() {
  const [search] = useSearchParams();
  const [confirm] = useConfirmStudioEmailMutation();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    document.title = 'Confirmação de e-mail';
    if (started.current) return;
    started.current = true;
    confirm(search.get('c') ?? '')
      .then((result) => {
        const refused = errorMessage(result);
        setAnswer(
          refused !== null || result.__typename !== 'ConfirmStudioEmailPayload'
            ? { ok: false, message: refused || 'Não foi possível confirmar o e-mail.' }
            : { ok: true, message: result.message ?? '' },
        );
      })
      .catch(() =>
        setAnswer({ ok: false, message: 'Não foi possível confirmar o e-mail. Tente novamente.' }),
      );
  }, [confirm, search]);

  return (
    <AuthPage title="Confirmação de e-mail">
      {answer ? (
        <>
          <p className={`notice ${answer.ok ? 'notice-success' : 'notice-danger'}`} role="status">
            {answer.message}
          </p>
          <p>
            <Link to="/adm">Ir para o painel</Link> · <Link to="/">Ver a loja</Link>
          </p>
        </>
      ) : (
        <LoadingOverlay />
      )}
    </AuthPage>
  );
}
