// The studio's own account: its name, its address (urlEstudio) and where an old address leads, a member's login
// e-mail change.
import { DomainError } from './errors.ts';
import { reservedEventSlugs } from './slug.ts';

export const studioAccountPolicy = {
  /** A former address answers 308 to the current one this long after the change. */
  slugRedirectMs: 90 * 24 * 60 * 60_000,
  /** The link that confirms a new login e-mail is valid this long. */
  emailChangeMs: 24 * 60 * 60_000,
  maxNameLength: 80,
  minSlugLength: 3,
  maxSlugLength: 40,
} as const;

export class StudioAccountError extends DomainError {}

export class SlugTakenError extends DomainError {
  static override readonly status = 409;
  constructor() {
    super('Este endereço já está em uso. Escolha outro.');
  }
}

export class InvalidEmailChangeLinkError extends DomainError {
  static override readonly status = 410;
  constructor() {
    super('Este link de confirmação não é mais válido. Peça a troca de e-mail novamente.');
  }
}

/**
 * Words a studio's address may not be: the platform's own path segments (the rule event addresses follow,
 * checked against the route tables by server/rest/reserved-slugs.test.ts) and the platform's own subdomains.
 */
export const reservedStudioSlugs = new Set([
  ...reservedEventSlugs,
  'www',
  'admin',
  'adm',
  'plataforma',
  'revela',
  'mail',
  'smtp',
  'suporte',
  'status',
]);

/** Why an address (urlEstudio) cannot be used, or null when it can. */
export function studioSlugProblem(slug: string): string | null {
  const { minSlugLength, maxSlugLength } = studioAccountPolicy;
  if (slug.length < minSlugLength || slug.length > maxSlugLength)
    return `O endereço precisa ter de ${minSlugLength} a ${maxSlugLength} caracteres.`;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    return 'Use só letras minúsculas sem acento, números e hífens (sem hífen no começo ou no fim).';
  if (reservedStudioSlugs.has(slug)) return 'Este endereço é reservado pela plataforma. Escolha outro.';
  return null;
}

export function assertStudioSlug(slug: string): void {
  const problem = studioSlugProblem(slug);
  if (problem) throw new StudioAccountError(problem);
}

export function assertStudioName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw new StudioAccountError('Informe o nome do estúdio.');
  if (trimmed.length > studioAccountPolicy.maxNameLength)
    throw new StudioAccountError(`O nome pode ter até ${studioAccountPolicy.maxNameLength} caracteres.`);
  return trimmed;
}

/** The same path at another host label: `velho.revela.app/x` → `novo.revela.app/x`. */
export function hostWithSlug(host: string, oldSlug: string, newSlug: string): string | null {
  const lower = host.toLowerCase();
  if (!lower.startsWith(`${oldSlug}.`)) return null;
  return `${newSlug}${host.slice(oldSlug.length)}`;
}
