// The admin menu: plan and storage, the admin pages, 'Ver Como Cliente', support and 'Sair'; it collapses, and
// remembers that on this browser.
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { NavLink, useLocation } from 'react-router';
import type { AdminMenu_query$key } from '../../../__generated__/AdminMenu_query.graphql.ts';
import { formatBytes } from '../../../format.ts';
import styles from './AdminMenu.module.css';

const collapsedKey = 'revela:adm:menu-recolhido';

export function AdminMenu({
  query,
  onChangeLogo,
  onLogout,
}: {
  query: AdminMenu_query$key;
  onChangeLogo: () => void;
  onLogout: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment AdminMenu_query on Query {
        studio {
          name
          storageUsedBytes
          plan { name storageLimitBytes limitReached }
        }
        platform { plansUrl supportUrl }
      }
    `,
    query,
  );
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(collapsedKey) === '1');
  const location = useLocation();
  const toggle = () => {
    setCollapsed((value) => {
      localStorage.setItem(collapsedKey, value ? '0' : '1');
      return !value;
    });
  };
  const studio = data.studio;
  if (!studio) return null;
  const used = studio.storageUsedBytes;
  const limit = studio.plan.storageLimitBytes;
  const onPriceTable = location.pathname.startsWith('/adm/tabela-tamanho-preco');

  return (
    <nav className={`${styles.menu} ${collapsed ? styles.collapsed : ''}`} aria-label="Menu do estúdio">
      <button
        type="button"
        className={styles.toggle}
        onClick={toggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? 'Abrir menu' : 'Recolher menu'}
      >
        {collapsed ? '☰' : '«'}
      </button>
      {!collapsed && (
        <>
          <div className={styles.plan}>
            <strong>{studio.plan.name}</strong>
            <span className={studio.plan.limitReached ? styles.full : undefined}>
              {formatBytes(used)} de {formatBytes(limit)}
            </span>
            <progress value={Math.min(used, limit)} max={limit || 1} aria-label="Armazenamento usado" />
            {data.platform.plansUrl && (
              <a href={data.platform.plansUrl} target="_blank" rel="noreferrer">
                Ver Planos
              </a>
            )}
          </div>
          <ul className={styles.links}>
            <li>
              <NavLink to="/adm" end>
                Início
              </NavLink>
            </li>
            <li>
              <NavLink to="/adm/pedidos">Pedidos</NavLink>
            </li>
            {!onPriceTable && (
              <li>
                <a href="/" target="_blank" rel="noreferrer">
                  Ver Como Cliente
                </a>
              </li>
            )}
            <li>
              <NavLink to="/adm/tabela-tamanho-preco">Tabela de Tamanhos e Preços</NavLink>
            </li>
            <li>
              <NavLink to="/adm/configuracoes/meio-de-pagamento/mercado-pago">Meio de Pagamento</NavLink>
            </li>
            <li>
              <NavLink to="/adm/configuracoes/marca-dagua">Marca d'Água</NavLink>
            </li>
            <li>
              <button type="button" onClick={onChangeLogo}>
                Alterar Logomarca
              </button>
            </li>
            <li>
              <NavLink to="/adm/dados-cadastrais">Dados Cadastrais</NavLink>
            </li>
            <li>
              <NavLink to="/adm/ajuda/tutorial">Tutorial</NavLink>
            </li>
            {data.platform.supportUrl && (
              <li>
                <a href={data.platform.supportUrl} target="_blank" rel="noreferrer">
                  Suporte
                </a>
              </li>
            )}
            <li>
              <button type="button" onClick={onLogout}>
                Sair
              </button>
            </li>
          </ul>
        </>
      )}
    </nav>
  );
}
