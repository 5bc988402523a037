// Payment credentials: how they are shown back (never in clear) and what a pair must look like before Mercado Pago
// is asked whether it accepts the token.
import { DomainError } from './errors.ts';

/** "APP_USR-••••••••••••1234": the token's prefix and last four characters, the rest as dots. */
export function maskAccessToken(token: string): string {
  if (!token) return '';
  const prefix = token.includes('-') ? token.slice(0, token.indexOf('-') + 1) : '';
  const tail = token.length > prefix.length + 8 ? token.slice(-4) : '';
  return `${prefix}${'•'.repeat(12)}${tail}`;
}

/** The masked token the settings screen shows, sent back unchanged: the stored token stays. */
export function isMaskedAccessToken(value: string): boolean {
  return value.includes('•');
}

/** Mercado Pago credentials that cannot work, said in Portuguese. */
export class MercadoPagoCredentialsError extends DomainError {}

/** Mercado Pago could not be asked about the credentials now: nothing was saved. */
export class MercadoPagoUnreachableError extends DomainError {
  static override readonly status = 503;
  constructor() {
    super(
      'Não foi possível confirmar o Access Token com o Mercado Pago agora. Tente novamente em alguns minutos.',
    );
  }
}

const environmentOf = (credential: string) => /^(TEST|APP_USR)-/.exec(credential)?.[1] ?? null;

/** The shape rules of a pair (the token's acceptance is Mercado Pago's to say). */
export function assertCredentialsShape(publicKey: string, accessToken: string | null): void {
  const keyEnvironment = environmentOf(publicKey);
  if (!keyEnvironment) {
    throw new MercadoPagoCredentialsError(
      'A Public Key começa com APP_USR- (ou TEST-, no ambiente de testes). Copie-a em Suas integrações > Credenciais.',
    );
  }
  if (accessToken === null) return;
  const tokenEnvironment = environmentOf(accessToken);
  if (!tokenEnvironment) {
    throw new MercadoPagoCredentialsError(
      'O Access Token começa com APP_USR- (ou TEST-, no ambiente de testes). Copie-o em Suas integrações > Credenciais.',
    );
  }
  if (tokenEnvironment !== keyEnvironment) {
    throw new MercadoPagoCredentialsError(
      'A Public Key e o Access Token são de ambientes diferentes (teste e produção): use os dois do mesmo ambiente.',
    );
  }
}
