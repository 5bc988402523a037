// /plataforma: the studios, newest first, with search and filters (plan, state, storage, last sale, sales in 30
// days) kept in the address; pages go by cursor (?depois=), so each one costs the same however deep.
import { type FormEvent, useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type {
  ConsoleStudioFilter,
  PlatformStudiosRouteQuery,
} from '../../__generated__/PlatformStudiosRouteQuery.graphql.ts';
import { bytes, day, stateNames } from './format.ts';
import styles from './Platform.module.css';

export const platformStudiosRouteQuery = graphql`
  query PlatformStudiosRouteQuery($filter: ConsoleStudioFilter, $after: String) {
    operatorConsole {
      plans { code name }
      studios(first: 25, after: $after, filter: $filter) {
        edges {
          node {
            id
            name
            slug
            domain
            planName
            state
            storageUsedBytes
            storageLimitBytes
            lastSaleAt
            sales30Days
            createdAt
          }
        }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
`;

const states = ['ACTIVE', 'TRIAL', 'PENDING', 'SUSPENDED'] as const;
const lastSales = {
  WITHIN_7_DAYS: 'Nos últimos 7 dias',
  WITHIN_30_DAYS: 'Nos últimos 30 dias',
  OLDER_THAN_30_DAYS: 'Há mais de 30 dias',
  NEVER: 'Nunca vendeu',
} as const;

/** The route's variables from the address. */
export function platformStudiosVariables(search: URLSearchParams) {
  const number = (name: string) => {
    const value = Number.parseInt(search.get(name) ?? '', 10);
    return Number.isFinite(value) ? value : null;
  };
  const state = search.get('situacao');
  const lastSale = search.get('ultimaVenda');
  const filter: ConsoleStudioFilter = {
    search: search.get('busca') || null,
    planCode: search.get('plano') || null,
    state: states.includes(state as (typeof states)[number]) ? (state as (typeof states)[number]) : null,
    storageAtLeastPercent: number('armazenamento'),
    lastSale: lastSale && lastSale in lastSales ? (lastSale as keyof typeof lastSales) : null,
    minSales30Days: number('vendas30'),
  };
  return { filter, after: search.get('depois') || null };
}

export function consoleStudioPath(id: string) {
  return `/plataforma/lojas/${encodeURIComponent(id)}`;
}

export function PlatformStudiosRoute() {
  const reference = useLoaderData() as PreloadedQuery<PlatformStudiosRouteQuery>;
  const { operatorConsole } = usePreloadedQuery<PlatformStudiosRouteQuery>(
    platformStudiosRouteQuery,
    reference,
  );
  const [search] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Plataforma: lojas';
  }, []);
  const { studios, plans } = operatorConsole;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const [name, value] of form.entries())
      if (String(value).trim()) next.set(name, String(value).trim());
    navigate(`/plataforma?${next.toString()}`);
  };
  const nextPage = new URLSearchParams(search);
  nextPage.set('depois', studios.pageInfo.endCursor ?? '');
  const firstPage = new URLSearchParams(search);
  firstPage.delete('depois');

  return (
    <>
      <h1>Lojas</h1>
      <form className={styles.filters} onSubmit={apply} key={search.toString()}>
        <label>
          Buscar
          <input
            name="busca"
            type="search"
            placeholder="Nome, endereço, domínio ou e-mail"
            defaultValue={search.get('busca') ?? ''}
          />
        </label>
        <label>
          Plano
          <select name="plano" defaultValue={search.get('plano') ?? ''}>
            <option value="">Todos</option>
            {plans.map((plan) => (
              <option key={plan.code} value={plan.code}>
                {plan.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Situação
          <select name="situacao" defaultValue={search.get('situacao') ?? ''}>
            <option value="">Todas</option>
            {states.map((state) => (
              <option key={state} value={state}>
                {stateNames[state]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Armazenamento usado
          <select name="armazenamento" defaultValue={search.get('armazenamento') ?? ''}>
            <option value="">Qualquer</option>
            <option value="50">50% do plano ou mais</option>
            <option value="80">80% do plano ou mais</option>
            <option value="100">No limite</option>
          </select>
        </label>
        <label>
          Última venda
          <select name="ultimaVenda" defaultValue={search.get('ultimaVenda') ?? ''}>
            <option value="">Qualquer</option>
            {Object.entries(lastSales).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Vendas em 30 dias (mínimo)
          <input name="vendas30" type="number" min={0} defaultValue={search.get('vendas30') ?? ''} />
        </label>
        <button type="submit" className="button button-primary">
          Filtrar
        </button>
        <Link to="/plataforma">Limpar</Link>
      </form>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>Loja</th>
            <th>Plano</th>
            <th>Situação</th>
            <th>Armazenamento</th>
            <th>Última venda</th>
            <th>Vendas em 30 dias</th>
            <th>Criada em</th>
          </tr>
        </thead>
        <tbody>
          {studios.edges.map(({ node }) => (
            <tr key={node.id}>
              <td>
                <Link to={consoleStudioPath(node.id)}>{node.name}</Link>
                <br />
                <small>{node.domain ?? node.slug}</small>
              </td>
              <td>{node.planName}</td>
              <td>{stateNames[node.state] ?? node.state}</td>
              <td>
                {bytes(node.storageUsedBytes)} de {bytes(node.storageLimitBytes)}
              </td>
              <td>{day(node.lastSaleAt)}</td>
              <td>{node.sales30Days}</td>
              <td>{day(node.createdAt)}</td>
            </tr>
          ))}
          {studios.edges.length === 0 && (
            <tr>
              <td colSpan={7}>Nenhuma loja encontrada com esses filtros.</td>
            </tr>
          )}
        </tbody>
      </table>
      <div className={styles.pages}>
        {search.get('depois') && <Link to={`/plataforma?${firstPage.toString()}`}>Primeira página</Link>}
        {studios.pageInfo.hasNextPage && (
          <Link to={`/plataforma?${nextPage.toString()}`}>Próxima página</Link>
        )}
      </div>
    </>
  );
}
