// The studio's own settings: its texts, its address (the origin of shipping quotes, its CEP
// looked up) and its Mercado Pago credentials (checked with Mercado Pago, stored encrypted; what the screen shows
// masked comes back masked and keeps the stored token).

import { type Address, addressColumns } from '../../domain/address.ts';
import {
  assertCredentialsShape,
  isMaskedAccessToken,
  MercadoPagoCredentialsError,
  MercadoPagoUnreachableError,
} from '../../domain/credentials.ts';
import { CepLookupUnavailableError } from '../../domain/postal-codes.ts';
import type { Studio } from '../../generated/prisma/client.ts';
import { PaymentGatewayError } from '../payments/gateway.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import type { Services } from '../services.ts';

/** The studio's texts its owner edits in place: About, its WhatsApp, the footer's e-mail and phone. */
export type StudioTexts = Partial<
  Pick<Studio, 'aboutText' | 'aboutWhatsApp' | 'footerEmail' | 'footerPhone'>
>;

export async function updateStudioTexts(context: Pick<RequestContext, 'db' | 'studio'>, texts: StudioTexts) {
  await context.db.studio.update({ where: { id: requireStudio(context).id }, data: texts });
}

/** The accent colour of the storefront and its e-mails, already checked (domain/accent-color.ts); null: the platform's. */
export async function updateAccentColor(
  context: Pick<RequestContext, 'db' | 'studio'>,
  color: string | null,
) {
  await context.db.studio.update({ where: { id: requireStudio(context).id }, data: { accentColor: color } });
}

/**
 * Saves the address once its CEP is known to exist ('CEP inexistente' otherwise, as the storefront answers); when
 * the lookup service is down the address is saved all the same, as the carrier will judge it.
 */
export async function saveStudioAddress(
  context: Pick<RequestContext, 'db' | 'studio'> & { services: Pick<Services, 'postalCodes'> },
  address: Address,
) {
  const studio = requireStudio(context);
  await context.services.postalCodes.lookup(address.cep).catch((error: unknown) => {
    if (!(error instanceof CepLookupUnavailableError)) throw error;
  });
  await context.db.studio.update({ where: { id: studio.id }, data: addressColumns(address) });
}

export interface MercadoPagoCredentials {
  publicKey: string;
  accessToken: string;
  /** Blank keeps the stored secret. */
  webhookSecret?: string | null;
}

export async function saveMercadoPagoCredentials(
  context: Pick<RequestContext, 'db' | 'studio' | 'services'>,
  input: MercadoPagoCredentials,
) {
  const studio = requireStudio(context);
  const { secrets, payments } = context.services;
  const publicKey = input.publicKey.trim();
  const accessToken = input.accessToken.trim();
  const webhookSecret = input.webhookSecret?.trim();
  const newToken = isMaskedAccessToken(accessToken) ? null : accessToken;
  assertCredentialsShape(publicKey, newToken);
  if (newToken) {
    // One call to Mercado Pago: a token it refuses is not saved, and the owner is told why.
    await payments.checkAccessToken(newToken).catch((error: unknown) => {
      if (!(error instanceof PaymentGatewayError)) throw error;
      if (error.reason === 'unavailable') throw new MercadoPagoUnreachableError();
      throw new MercadoPagoCredentialsError(
        'O Mercado Pago não aceitou este Access Token. Copie-o de novo em Suas integrações > Credenciais e salve.',
      );
    });
  }
  await context.db.studio.update({
    where: { id: studio.id },
    data: {
      mercadoPagoPublicKey: publicKey,
      ...(newToken && { mercadoPagoAccessToken: secrets.encrypt(newToken) }),
      ...(webhookSecret && { mercadoPagoWebhookSecret: secrets.encrypt(webhookSecret) }),
    },
  });
}
