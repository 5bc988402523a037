// Addresses (urlEvento, urlEstudio) made from names: lower case, no accents, words joined by hyphens.

/**
 * Path segments an event's address (urlEvento) would share with the platform's own: the first segment of the
 * server's and the client's paths (/{urlEvento}), and the literal segments beside urlEvento under /api and /api/adm.
 * server/rest/reserved-slugs.test.ts derives them from the route tables and fails when one is missing here.
 */
export const reservedEventSlugs = new Set([
  // Server: /graphql, /api, the probes, and the client's build and public files.
  'api',
  'graphql',
  'healthz',
  'readyz',
  'metrics',
  'assets',
  'index.html',
  'politicas.html',
  'favicon.ico',
  'favicon.svg',
  'robots.txt',
  'amostra-marca-dagua.svg',
  'tutorial',
  '.well-known',
  // Client pages: /estudio/..., /adm and the admin's own pages under /adm (beside /adm/{urlEvento}).
  'estudio',
  'adm',
  // The platform operator's console.
  'plataforma',
  'ajuda',
  'configuracoes',
  'dados-cadastrais',
  'pedidos',
  'tabela-tamanho-preco',
  'e-mails',
  'meu-plano',
  // 'Integrações': API tokens and webhooks (/adm/integracoes, /adm/integracoes/webhooks).
  'integracoes',
  // The studio's privacy policy (/privacidade) and the customer's LGPD requests (/privacidade/meus-dados).
  'privacidade',
  // The cart reminder e-mail's opt-out page, /lembretes/cancelar.
  'lembretes',
  // 'Minhas compras': the links to a customer's orders by e-mail.
  'minhas-compras',
  // The platform's own pages on its bare address: the sign-up and its terms of use.
  'cadastro',
  'equipe',
  'minha-conta',
  'termos',
  // /api/{literal} beside /api/{urlEvento} and /api/{urlEstudio}.
  'estaticos',
  'arquivos',
  'status-pagamento',
  // The API reference: /api/docs, /api/docs/graphql and /api/openapi.json.
  'docs',
  'openapi.json',
  // The platform's own notifications, /api/plataforma/assinaturas/notificacoes.
  'plataforma',
  'assinaturas',
  'notificacoes',
  // /api/adm/{literal} beside /api/adm/{urlEvento}.
  'evento',
  // An event's originals ZIP and the studio's data export (/api/adm/eventos/..., /api/adm/exportacoes/...).
  'eventos',
  'exportacoes',
  'envios',
  'logout',
  'logo',
  'rodape',
  'sobre',
  'banner-rotativo',
  'meio-de-pagamento',
  'endereco',
  'marca-dagua',
  'pedidos.csv',
  // The photographers' sales report, /adm/relatorios/fotografos and /api/adm/relatorios/fotografos.csv.
  'relatorios',
  // The photo alerts' one-click cancel page, /alertas/cancelar.
  'alertas',
]);

/** The address of an event whose name has no letters or digits. */
export const unnamedEventSlug = 'galeria';

export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' e ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The first free address for a name: the slug itself, else the slug with -2, -3... */
export function availableSlug(name: string, taken: ReadonlySet<string>): string {
  const base = slugify(name) || unnamedEventSlug;
  const free = (candidate: string) => !taken.has(candidate) && !reservedEventSlugs.has(candidate);
  if (free(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (free(candidate)) return candidate;
  }
}
