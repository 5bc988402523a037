// /estudio/entrar?c=...: where the sign-up sends the new owner, on the studio's own address: the one-time link
// becomes an admin session here, then the setup checklist in /adm.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { saveAdminToken } from '../../auth/admin-session.ts';
import { LoadingOverlay } from '../../components/LoadingOverlay.tsx';
import { errorMessage } from '../../relay/mutations.ts';
import { AuthPage } from './components/AuthPage.tsx';
import { useRedeemSignUpLoginMutation } from './mutations/useRedeemSignUpLoginMutation.ts';

export function SignUpLoginRoute() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [redeem] = useRedeemSignUpLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    document.title = 'Entrando';
    if (started.current) return;
    started.current = true;
    redeem(search.get('c') ?? '')
      .then((result) => {
        const refused = errorMessage(result);
        if (refused !== null || result.__typename !== 'RedeemSignUpLoginPayload')
          return setFailure(refused || 'Não foi possível entrar.');
        saveAdminToken(result.token ?? '');
        navigate('/adm', { replace: true });
      })
      .catch(() => setFailure('Não foi possível entrar. Tente novamente.'));
  }, [redeem, search, navigate]);

  return (
    <AuthPage title="Entrando no painel">
      {failure ? (
        <>
          <p className="notice notice-danger">{failure}</p>
          <Link to="/estudio/login">Entrar com e-mail e senha</Link>
        </>
      ) : (
        <LoadingOverlay />
      )}
    </AuthPage>
  );
}
