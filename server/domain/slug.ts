// Addresses (urlEvento, urlEstudio) made from names: lower case, no accents, words joined by hyphens.

/** First path segments the platform uses itself: an event cannot take them. */
export const reservedEventSlugs = new Set([
  'adm',
  'api',
  'assets',
  'estudio',
  'graphql',
  'healthz',
  'readyz',
  'metrics',
  // Paths under /api and /api/adm that an event's address would otherwise shadow.
  'estaticos',
  'arquivos',
  'envios',
  'logout',
  'logo',
  'rodape',
  'sobre',
  'banner-rotativo',
  'meio-de-pagamento',
  'endereco',
  'marca-dagua',
  'status-pagamento',
  'politicas.html',
  'favicon.ico',
  'favicon.svg',
  'robots.txt',
  // The admin's own pages under /adm: an event named like them would hide them.
  'ajuda',
  'configuracoes',
  'dados-cadastrais',
  'pedidos',
  'tabela-tamanho-preco',
]);

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
  const base = slugify(name) || 'evento';
  const free = (candidate: string) => !taken.has(candidate) && !reservedEventSlugs.has(candidate);
  if (free(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (free(candidate)) return candidate;
  }
}
