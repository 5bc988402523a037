// The two pages of 'Integrações': the API tokens (/adm/integracoes) and the webhooks (/adm/integracoes/webhooks).
import { NavLink } from 'react-router';
import styles from '../IntegrationsRoute.module.css';

export function IntegrationsTabs() {
  return (
    <nav className={styles.tabs} aria-label="Integrações">
      <NavLink to="/adm/integracoes" end>
        Tokens de API
      </NavLink>
      <NavLink to="/adm/integracoes/webhooks">Webhooks</NavLink>
    </nav>
  );
}
