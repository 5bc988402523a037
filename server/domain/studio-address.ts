// A studio's address (urlEstudio), the label of <urlEstudio>.<PLATFORM_DOMAIN>: which ones a studio may take, and
// the sign-up's refusals in Portuguese.
import { DomainError } from './errors.ts';
import { reservedEventSlugs } from './slug.ts';

export const studioAddressRules = { minLength: 3, maxLength: 40 } as const;

const addressPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Names the platform keeps for itself or that would mislead as a studio's address (host names services commonly
 * use, the platform's own words), besides every path segment the platform routes (reservedEventSlugs).
 */
export const reservedStudioAddresses = new Set([
  ...reservedEventSlugs,
  'www',
  'admin',
  'administrador',
  'app',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns1',
  'ns2',
  'cdn',
  'static',
  'status',
  'blog',
  'docs',
  'ajuda',
  'suporte',
  'contato',
  'plataforma',
  'revela',
  'dominios',
  'cadastro',
  'termos',
  'planos',
  'precos',
  'login',
  'entrar',
  'loja',
  'demo',
  'teste',
  'localhost',
]);

export class StudioAddressError extends DomainError {}

/** Why a typed address cannot be a studio's (before looking at which are taken), or null when it can. */
export function studioAddressProblem(address: string): string | null {
  if (!address) return 'Informe o endereço da loja';
  if (address !== address.toLowerCase()) return 'Use apenas letras minúsculas';
  if (address.length < studioAddressRules.minLength)
    return `O endereço precisa ter pelo menos ${studioAddressRules.minLength} caracteres`;
  if (address.length > studioAddressRules.maxLength)
    return `O endereço pode ter até ${studioAddressRules.maxLength} caracteres`;
  if (!addressPattern.test(address))
    return 'Use apenas letras sem acento, números e hífens (sem hífen no começo ou no fim)';
  if (reservedStudioAddresses.has(address)) return 'Este endereço é reservado. Escolha outro.';
  return null;
}

/** The sign-up's answer for an address another studio has (or took a moment before). */
export const studioAddressTakenMessage = 'Este endereço já está em uso por outra loja. Escolha outro.';

/** A suggestion for the address field from the studio's name: lower case, no accents, hyphens, within the limit. */
export function suggestedStudioAddress(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' e ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, studioAddressRules.maxLength)
    .replace(/-+$/, '');
}

export const signUpPolicy = {
  /** Sign-up attempts from one client address (successful or not) per window, like the logins' address limit. */
  addressAttempts: 10,
  addressWindowMs: 60 * 60_000,
  /** The verification e-mail's link. */
  verificationLinkMs: 7 * 24 * 60 * 60_000,
  /** The link that logs the new owner in on the studio's own address right after signing up. */
  loginLinkMs: 10 * 60_000,
  /** The admin's 'Reenviar e-mail' per studio and window. */
  resendsPerWindow: 3,
  resendWindowMs: 60 * 60_000,
} as const;

/** The end of a trial of `trialDays` days starting `now`; null for a plan without trial. */
export function trialEndsAt(now: Date, trialDays: number): Date | null {
  return trialDays > 0 ? new Date(now.getTime() + trialDays * 24 * 60 * 60_000) : null;
}

/** A sign-up the rules refuse (terms not accepted, a name missing, the e-mail already an owner's). */
export class SignUpError extends DomainError {}

export class InvalidSignUpLinkError extends DomainError {
  static override readonly status = 401;
  constructor() {
    super('Este link é inválido ou expirou.');
  }
}
