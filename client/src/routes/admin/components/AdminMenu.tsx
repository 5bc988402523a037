// The admin menu: the plan (name, storage used of its limit, trial days left, its message), the admin pages, 'Ver
// Como Cliente' (on an event's pages, that event's gallery), support and 'Sair'; it collapses, and remembers that on
// this browser. On a phone it waits behind a 'Menu' button, so the page comes first: the button opens it over the
// page with the focus on its first link, and Escape, a link or the button close it.
import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { NavLink, useLocation, useMatches } from 'react-router';
import type { AdminMenu_query$key } from '../../../__generated__/AdminMenu_query.graphql.ts';
import { formatBytes } from '../../../format.ts';
import { type Capability, can } from '../capabilities.ts';
import styles from './AdminMenu.module.css';

const collapsedKey = 'revela:adm:menu-recolhido';

export function AdminMenu({
  query,
  capabilities,
  onChangeLogo,
  onLogout,
}: {
  query: AdminMenu_query$key;
  /** What the member's role may do: the menu shows only those pages. */
  capabilities: readonly string[];
  onChangeLogo: () => void;
  onLogout: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment AdminMenu_query on Query {
        studio {
          name
          storageUsedBytes
          plan { name storageLimitBytes limitReached trialDaysLeft message { type text } }
        }
        platform { plansUrl supportUrl billing }
      }
    `,
    query,
  );
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(collapsedKey) === '1');
  // On a phone (the CSS decides where that is): the menu over the page, closed at first.
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const matches = useMatches();
  const toggle = () => {
    setCollapsed((value) => {
      localStorage.setItem(collapsedKey, value ? '0' : '1');
      return !value;
    });
  };

  // A page chosen from the open menu (even the one already shown): the menu goes away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation is what closes it
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);

  const studio = data.studio;
  if (!studio) return null;
  const used = studio.storageUsedBytes;
  const limit = studio.plan.storageLimitBytes;
  const onPriceTable = location.pathname.startsWith('/adm/tabela-tamanho-preco');
  // On an event's pages (the event, its orders), the customer's view is that event's gallery.
  const eventSlug = matches.at(-1)?.params.eventSlug;
  const customerView = eventSlug ? `/${encodeURIComponent(eventSlug)}` : '/';
  const may = (capability: Capability) => can(capabilities, capability);
  const closeAfter = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <nav
      className={`${styles.menu} ${collapsed ? styles.collapsed : ''} ${open ? styles.open : ''}`}
      aria-label="Menu do estúdio"
    >
      <div className={styles.bar}>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true">{open ? '✕' : '☰'}</span> Menu
        </button>
        <span className={styles.studioName}>{studio.name}</span>
      </div>
      <button
        type="button"
        className={styles.toggle}
        onClick={toggle}
        aria-expanded={!collapsed}
        aria-controls={panelId}
        aria-label={collapsed ? 'Abrir menu' : 'Recolher menu'}
      >
        {collapsed ? '☰' : '«'}
      </button>
      <div id={panelId} ref={panel} className={styles.panel}>
        <div className={styles.plan}>
          <strong>{studio.plan.name}</strong>
          <span className={studio.plan.limitReached ? styles.full : undefined}>
            {formatBytes(used)} de {formatBytes(limit)}
          </span>
          <progress value={Math.min(used, limit)} max={limit || 1} aria-label="Armazenamento usado" />
          {studio.plan.trialDaysLeft !== null && (
            <span className={styles.trial}>
              {studio.plan.trialDaysLeft === 1
                ? 'Teste grátis: resta 1 dia'
                : `Teste grátis: restam ${studio.plan.trialDaysLeft} dias`}
            </span>
          )}
          {studio.plan.message && (
            <span
              className={studio.plan.message.type === 'FAILURE' ? styles.planFailure : styles.planAlert}
              role="note"
            >
              {studio.plan.message.text}
            </span>
          )}
          {data.platform.billing
            ? may('billing') && <NavLink to="/adm/meu-plano">Meu plano</NavLink>
            : data.platform.plansUrl && (
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
          {may('orders') && (
            <li>
              <NavLink to="/adm/pedidos">Pedidos</NavLink>
            </li>
          )}
          {may('events') && (
            <li>
              <NavLink to="/adm/relatorios/fotografos">Vendas por Fotógrafo</NavLink>
            </li>
          )}
          {!onPriceTable && (
            <li>
              <a href={customerView} target="_blank" rel="noreferrer">
                Ver Como Cliente
              </a>
            </li>
          )}
          {may('pricing') && (
            <li>
              <NavLink to="/adm/tabela-tamanho-preco">Tabela de Tamanhos e Preços</NavLink>
            </li>
          )}
          {may('credentials') && (
            <li>
              <NavLink to="/adm/configuracoes/meio-de-pagamento/mercado-pago">Meio de Pagamento</NavLink>
            </li>
          )}
          {may('studio') && (
            <li>
              <NavLink to="/adm/configuracoes/marca-dagua">Marca d'Água</NavLink>
            </li>
          )}
          {may('customers') && (
            <li>
              <NavLink to="/adm/configuracoes/lembretes-de-carrinho">Lembretes de Carrinho</NavLink>
            </li>
          )}
          {may('customers') && (
            <li>
              <NavLink to="/adm/privacidade">Privacidade e LGPD</NavLink>
            </li>
          )}
          {may('studio') && (
            <li>
              <NavLink to="/adm/configuracoes/dominio-proprio">Domínio Próprio</NavLink>
            </li>
          )}
          {may('studio') && (
            <li>
              <NavLink to="/adm/configuracoes/politica-de-privacidade">Política de Privacidade</NavLink>
            </li>
          )}
          {may('studio') && (
            <li>
              <NavLink to="/adm/e-mails">E-mails</NavLink>
            </li>
          )}
          {may('billing') && (
            <li>
              <NavLink to="/adm/configuracoes/exportar-dados">Exportar Dados</NavLink>
            </li>
          )}
          {may('studio') && (
            <li>
              <button type="button" onClick={closeAfter(onChangeLogo)}>
                Alterar Logomarca
              </button>
            </li>
          )}
          {may('studio') && (
            <li>
              <NavLink to="/adm/dados-cadastrais">Dados Cadastrais</NavLink>
            </li>
          )}
          {may('credentials') && (
            <li>
              <NavLink to="/adm/equipe">Equipe</NavLink>
            </li>
          )}
          {may('integrations') && (
            <li>
              <NavLink to="/adm/integracoes">Integrações</NavLink>
            </li>
          )}
          <li>
            <NavLink to="/adm/minha-conta">Minha Conta</NavLink>
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
            <button type="button" onClick={closeAfter(onLogout)}>
              Sair
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}
