// Every page under /adm: the menu, the plan's message, the page, the editable footer. Without a valid admin
// session (no token, or the server refusing it) the owner goes to /estudio/login.
import { Component, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, Navigate, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import type { AdminLayoutQuery } from '../../__generated__/AdminLayoutQuery.graphql.ts';
import { clearAdminToken } from '../../auth/admin-session.ts';
import { LoadingOverlay } from '../../components/LoadingOverlay.tsx';
import { StudioNotFound } from '../../components/StudioNotFound.tsx';
import { AdminLoginRequired, accessRequiredEvent } from '../../relay/environment.ts';
import styles from './AdminLayout.module.css';
import { can, pageCapability } from './capabilities.ts';
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
    me { capabilities }
    ...AdminMenu_query
  }
`;

/** What the layout offers the pages inside it (useOutletContext). */
export interface AdminOutletContext {
  /** Opens the change-logo modal of the menu. */
  changeLogo: () => void;
  /** What the member's role may do (capabilities.ts). */
  capabilities: readonly string[];
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
  const capabilities = data.me.capabilities;
  const outlet = useMemo<AdminOutletContext>(
    () => ({ changeLogo: () => setChangingLogo(true), capabilities }),
    [capabilities],
  );
  const location = useLocation();
  const needed = pageCapability(location.pathname);

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
      <AdminMenu
        query={data}
        capabilities={capabilities}
        onChangeLogo={() => setChangingLogo(true)}
        onLogout={leave}
      />
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
          {needed && !can(capabilities, needed) ? (
            <section className="card" aria-labelledby="forbidden-heading">
              <h1 id="forbidden-heading">Sem permissão</h1>
              <p>
                Seu papel na equipe não permite abrir esta página. Se precisar dela, fale com o proprietário
                do estúdio.
              </p>
              <Link className="button button-primary" to="/adm">
                Voltar ao início
              </Link>
            </section>
          ) : (
            <Suspense fallback={<LoadingOverlay />}>
              <Outlet context={outlet} />
            </Suspense>
          )}
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
