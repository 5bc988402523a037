// /plataforma: the operator console's frame, its menu and the signed-in operator; the pages render inside.
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { NavLink, Outlet, useLoaderData, useNavigate } from 'react-router';
import type { PlatformLayoutQuery } from '../../__generated__/PlatformLayoutQuery.graphql.ts';
import { clearOperatorToken } from '../../auth/operator-session.ts';
import { useOperatorLogoutMutation } from './mutations/useOperatorLogoutMutation.ts';
import styles from './Platform.module.css';

export const platformLayoutQuery = graphql`
  query PlatformLayoutQuery {
    operatorConsole {
      operatorEmail
    }
  }
`;

export function PlatformLayout() {
  const reference = useLoaderData() as PreloadedQuery<PlatformLayoutQuery>;
  const { operatorConsole } = usePreloadedQuery<PlatformLayoutQuery>(platformLayoutQuery, reference);
  const navigate = useNavigate();
  const [logout] = useOperatorLogoutMutation();
  const leave = async () => {
    await logout().catch(() => null);
    clearOperatorToken();
    navigate('/plataforma/entrar');
  };
  return (
    <div className={styles.shell}>
      <nav className={styles.bar} aria-label="Console da plataforma">
        <span className={styles.brand}>Revela · Plataforma</span>
        <NavLink to="/plataforma" end>
          Lojas
        </NavLink>
        <NavLink to="/plataforma/planos">Planos</NavLink>
        <NavLink to="/plataforma/painel">Números e pendências</NavLink>
        <NavLink to="/plataforma/auditoria">Auditoria</NavLink>
        <span className={styles.spacer} />
        <span>{operatorConsole.operatorEmail}</span>
        <button type="button" className="button" onClick={leave}>
          Sair
        </button>
      </nav>
      <main className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
