// The studio's own settings that are more than a field copied: its address (the origin of shipping quotes) and its
// Mercado Pago credentials (stored encrypted; what the screen shows masked comes back masked and keeps the stored).
import type { Services } from '../context.ts';
import { type Address, addressColumns } from '../domain/address.ts';
import { isMaskedAccessToken } from '../domain/credentials.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';
import { CepLookupUnavailableError } from './postal-codes/postal-code-lookup.ts';

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
  const { secrets } = context.services;
  const accessToken = input.accessToken.trim();
  const webhookSecret = input.webhookSecret?.trim();
  await context.db.studio.update({
    where: { id: studio.id },
    data: {
      mercadoPagoPublicKey: input.publicKey.trim(),
      ...(!isMaskedAccessToken(accessToken) && { mercadoPagoAccessToken: secrets.encrypt(accessToken) }),
      ...(webhookSecret && { mercadoPagoWebhookSecret: secrets.encrypt(webhookSecret) }),
    },
  });
}
