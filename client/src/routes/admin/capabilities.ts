// What the signed-in member's role may do (the server's domain/roles.ts capabilities): read once per session token
// before an admin page loads, so each page asks only for what the role may see, and the menu and buttons show only
// what it may do.
import { fetchQuery, graphql, type IEnvironment } from 'relay-runtime';
import type { capabilitiesQuery } from '../../__generated__/capabilitiesQuery.graphql.ts';
import { adminToken } from '../../auth/admin-session.ts';

export type Capability =
  | 'account'
  | 'events'
  | 'studio'
  | 'pricing'
  | 'orders'
  | 'customers'
  | 'credentials'
  | 'billing'
  | 'integrations';

const query = graphql`
  query capabilitiesQuery {
    me { capabilities }
  }
`;

let known: { token: string; capabilities: readonly string[] } | null = null;

/** The member's capabilities (empty when the session is not valid: the page's own query then sends to login). */
export async function loadCapabilities(environment: IEnvironment): Promise<readonly string[]> {
  const token = adminToken();
  if (!token) return [];
  if (known?.token === token) return known.capabilities;
  const data = await fetchQuery<capabilitiesQuery>(
    environment,
    query,
    {},
    {
      networkCacheConfig: { metadata: { auth: { kind: 'admin' } } },
      fetchPolicy: 'network-only',
    },
  )
    .toPromise()
    .catch(() => undefined);
  const capabilities = data?.me?.capabilities ?? [];
  known = { token, capabilities };
  return capabilities;
}

/** The capabilities already read for the current token (after loadCapabilities). */
export function knownCapabilities(): readonly string[] {
  return known && known.token === adminToken() ? known.capabilities : [];
}

export function can(capabilities: readonly string[], capability: Capability): boolean {
  return capabilities.includes(capability);
}

/** The capability an admin page needs, by its path under /adm; null: any member. */
export function pageCapability(pathname: string): Capability | null {
  const path = pathname.replace(/^\/adm\/?/, '');
  if (path.startsWith('pedidos')) return 'orders';
  if (path.startsWith('tabela-tamanho-preco')) return 'pricing';
  if (path.startsWith('configuracoes/meio-de-pagamento')) return 'credentials';
  if (path.startsWith('configuracoes/lembretes-de-carrinho')) return 'customers';
  if (path.startsWith('privacidade')) return 'customers';
  if (path.startsWith('configuracoes/')) return 'studio';
  if (path.startsWith('e-mails') || path.startsWith('dados-cadastrais')) return 'studio';
  if (path.startsWith('equipe')) return 'credentials';
  if (path.startsWith('integracoes')) return 'integrations';
  // An event's invitations: its clients' contacts ('Convidar clientes').
  if (/^[^/]+\/convites\/?$/.test(path)) return 'customers';
  return null;
}
