// Every page under /adm: the menu, the plan's message, the page, the editable footer. Without a valid admin
// session (no token, or the server refusing it) the owner goes to /estudio/login.
import { Component, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Navigate, Outlet, useLoaderData, useNavigate } from 'react-router';
import type { AdminLayoutQuery } from '../../__generated__/AdminLayoutQuery.graphql.ts';
import { clearAdminToken } from '../../auth/admin-session.ts';
import { LoadingOverlay } from '../../components/LoadingOverlay.tsx';
import { StudioNotFound } from '../../components/StudioNotFound.tsx';
import { AdminLoginRequired, accessRequiredEvent } from '../../relay/environment.ts';
import styles from './AdminLayout.module.css';
import { AdminFooter } from './components/AdminFooter.tsx';
import { AdminMenu } from './components/AdminMenu.tsx';
import { LogoModal } from './components/LogoModal.tsx';
import { PlanBanner } from './components/PlanBanner.tsx';
import { useLogoutMutation } from './mutations/useLogoutMutation.ts';

export const adminLayoutQuery = graphql`
  query AdminLayoutQuery {
    studio {
      id
      name
      plan { message { type text } }
      suspendedReason
      ...AdminFooter_studio
    }
    ...AdminMenu_query
  }
`;

/** What the layout offers the pages inside it (useOutletContext). */
export interface AdminOutletContext {
  /** Opens the change-logo modal of the menu. */
  changeLogo: () => void;
}

class LoginBoundary extends Component<{ children: ReactNode }, { expired: boolean }> {
  override state = { expired: false };

  static getDerivedStateFromError(error: unknown) {
    if (error instanceof AdminLoginRequired) return { expired: true };
    throw error;
  }

  override render() {
    return this.state.expired ? <Navigate to="/estudio/login" replace /> : this.props.children;
  }
}

function AdminShell() {
  const reference = useLoaderData() as PreloadedQuery<AdminLayoutQuery>;
  const data = usePreloadedQuery<AdminLayoutQuery>(adminLayoutQuery, reference);
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const [changingLogo, setChangingLogo] = useState(false);
  const outlet = useMemo<AdminOutletContext>(() => ({ changeLogo: () => setChangingLogo(true) }), []);

  useEffect(() => {
    const expired = (event: Event) => {
      if ((event as CustomEvent).detail instanceof AdminLoginRequired)
        navigate('/estudio/login', { replace: true });
    };
    window.addEventListener(accessRequiredEvent, expired);
    return () => window.removeEventListener(accessRequiredEvent, expired);
  }, [navigate]);

  if (!data.studio) return <StudioNotFound />;
  const leave = () => {
    logout()
      .catch(() => undefined)
      .finally(() => {
        clearAdminToken();
        navigate('/estudio/login', { replace: true });
      });
  };
  return (
    <div className={styles.shell} data-toasts-at="bottom">
      <AdminMenu query={data} onChangeLogo={() => setChangingLogo(true)} onLogout={leave} />
      <div className={styles.main}>
        {data.studio.suspendedReason !== null && (
          <div className="notice notice-danger" role="alert" data-testid="suspended-banner">
            <strong>Sua loja está suspensa pela plataforma.</strong> Motivo: {data.studio.suspendedReason}{' '}
            Enquanto isso, a vitrine mostra “Loja suspensa” e não aceita pedidos; aqui no painel tudo continua
            disponível. Fale com o suporte da plataforma para reativá-la.
          </div>
        )}
        <PlanBanner message={data.studio.plan.message} />
        <main className={styles.content}>
          <Suspense fallback={<LoadingOverlay />}>
            <Outlet context={outlet} />
          </Suspense>
        </main>
        <AdminFooter studio={data.studio} />
      </div>
      <LogoModal open={changingLogo} onClose={() => setChangingLogo(false)} />
    </div>
  );
}

export function AdminLayout() {
  return (
    <LoginBoundary>
      <AdminShell />
    </LoginBoundary>
  );
}
