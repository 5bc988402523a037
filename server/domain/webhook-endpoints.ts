// A studio's webhook endpoints as it registers them: an https address of a public server (no private, loopback or
// reserved address, no user or password in it), a short description, at least one known event; and how many a
// studio may have.
import { DomainError } from './errors.ts';
import { refusedAddress } from './network-addresses.ts';

/** What the operator allows: plain http (outside production, or WEBHOOKS_ALLOW_HTTP) and private targets. */
export interface WebhookUrlPolicy {
  allowHttp: boolean;
  allowPrivate: boolean;
}

export const webhookEndpointLimits = {
  /** Endpoints per studio. */
  perStudio: 20,
  urlChars: 2048,
  descriptionChars: 200,
} as const;

export class InvalidWebhookUrlError extends DomainError {}

export class InvalidWebhookEventsError extends DomainError {}

export class WebhookDescriptionTooLongError extends DomainError {
  constructor() {
    super(`A descrição pode ter até ${webhookEndpointLimits.descriptionChars} caracteres.`);
  }
}

export class WebhookEndpointLimitError extends DomainError {
  static override readonly status = 403;
  constructor() {
    super(
      `O estúdio já tem ${webhookEndpointLimits.perStudio} endpoints de webhook, o máximo. Exclua um para cadastrar outro.`,
    );
  }
}

/** Names that always mean the machine itself or a local network, whatever DNS answers. */
const localNames = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/;

/**
 * The address as it will be called, or InvalidWebhookUrlError with what to fix. A host name is checked again at
 * every delivery, against the addresses DNS gives then (services/integrations/webhooks/outbound-request.ts).
 */
export function checkWebhookUrl(raw: string, policy: WebhookUrlPolicy): URL {
  const text = raw.trim();
  if (!text) throw new InvalidWebhookUrlError('Informe o endereço (URL) que vai receber os webhooks.');
  if (text.length > webhookEndpointLimits.urlChars)
    throw new InvalidWebhookUrlError(
      `O endereço é longo demais: use até ${webhookEndpointLimits.urlChars} caracteres.`,
    );
  if (!URL.canParse(text))
    throw new InvalidWebhookUrlError(
      'Endereço inválido: use uma URL completa, como https://exemplo.com.br/webhooks/revela.',
    );
  const url = new URL(text);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp))
    throw new InvalidWebhookUrlError(
      url.protocol === 'http:'
        ? 'Use um endereço https://: os webhooks só são entregues com conexão segura.'
        : 'Use um endereço https://, como https://exemplo.com.br/webhooks/revela.',
    );
  if (url.username || url.password)
    throw new InvalidWebhookUrlError(
      'Não coloque usuário e senha no endereço: cada entrega é assinada (cabeçalho webhook-signature) e pode ser conferida com o segredo do endpoint.',
    );
  url.hash = '';
  if (policy.allowPrivate) return url;
  const host = url.hostname.replace(/\.$/, '');
  const literal = /^\[.*\]$/.test(host) || /^[\d.]+$/.test(host);
  if (literal) {
    const refused = refusedAddress(host);
    if (refused)
      throw new InvalidWebhookUrlError(
        `O endereço ${host} não é aceito (${refused}): os webhooks só são entregues a servidores públicos da internet.`,
      );
    return url;
  }
  if (!host.includes('.') || localNames.test(host))
    throw new InvalidWebhookUrlError(
      `O servidor ${host} é de uma rede local: use o nome completo de um servidor público, como api.exemplo.com.br.`,
    );
  return url;
}

/** The events chosen, each once and in the catalogue's order, or InvalidWebhookEventsError. */
export function checkWebhookEvents<T extends string>(chosen: readonly string[], known: readonly T[]): T[] {
  const unknown = chosen.filter((type) => !known.includes(type as T));
  if (unknown.length)
    throw new InvalidWebhookEventsError(
      `Evento desconhecido: ${unknown.join(', ')}. Os eventos são: ${known.join(', ')}.`,
    );
  const picked = known.filter((type) => chosen.includes(type));
  if (!picked.length) throw new InvalidWebhookEventsError('Escolha pelo menos um evento para receber.');
  return picked;
}

export function checkWebhookDescription(description: string | null | undefined): string {
  const text = (description ?? '').trim();
  if (text.length > webhookEndpointLimits.descriptionChars) throw new WebhookDescriptionTooLongError();
  return text;
}
