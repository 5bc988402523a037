// calcular-frete: quotes the cart's package from the studio's address to the customer's CEP and keeps the
// cheapest service on the cart. The carrier is asked outside any transaction; a failure leaves the cart as it was.
import { NotFoundError } from '../../domain/errors.ts';
import { fields } from '../../domain/input-filters.ts';
import { CepLookupUnavailableError, CepMalformedError } from '../../domain/postal-codes.ts';
import { ShippingNotPossibleError, type ShippingQuote } from '../../domain/shipping-quotes.ts';
import { assertGalleryOpen } from '../events/event-expiry.ts';
import { type CustomerContext, requireGallerySession } from '../request-context.ts';
import type { Services } from '../services.ts';
import { changeCart } from './cart-changes.ts';
import { findCartView } from './cart-view.ts';

export interface CartShippingQuote extends ShippingQuote {
  payer: 'CUSTOMER' | 'STUDIO';
  /** What the customer pays: nothing when the studio pays shipping. */
  chargedCents: number;
}

export async function quoteCartShipping(
  context: CustomerContext & { services: Pick<Services, 'shipping' | 'postalCodes'> },
  cep: string,
): Promise<CartShippingQuote> {
  const { db, services } = context;
  const sessionId = requireGallerySession(context);
  await assertGalleryOpen(context);
  const toCep = fields.cep.safeParse(cep);
  if (!toCep.success) throw new CepMalformedError();
  // A CEP that does not exist is 'CEP inexistente'; when the lookup service is down the carrier still judges it.
  await services.postalCodes.lookup(toCep.data).catch((error: unknown) => {
    if (!(error instanceof CepLookupUnavailableError)) throw error;
  });
  const view = await findCartView(db, { sessionId });
  if (!view) throw new NotFoundError('Carrinho não encontrado');
  if (!view.package) throw new ShippingNotPossibleError('Não há fotos impressas no carrinho para enviar.');
  if (!view.event.shippingEnabled)
    throw new ShippingNotPossibleError('Este evento não oferece envio pelos Correios.');
  const studio = await db.studio.findUniqueOrThrow({
    where: { id: view.cart.studioId },
    select: { addressCep: true },
  });
  if (!studio.addressCep) {
    throw new ShippingNotPossibleError(
      'O estúdio ainda não informou de onde as fotos são enviadas. Escolha a retirada ou fale com o estúdio.',
    );
  }
  const [cheapest] = await services.shipping.quote({
    fromCep: studio.addressCep,
    toCep: toCep.data,
    ...view.package,
  });
  if (!cheapest) throw new ShippingNotPossibleError('Nenhuma transportadora atende este CEP.');
  const payer = view.event.mode === 'DELIVERY_ONLY' ? 'STUDIO' : view.event.shippingPayer;
  await changeCart(context, ({ view: now }) => {
    // The cart may have changed while the carrier answered: a quote for another package is not kept.
    if (JSON.stringify(now.package) !== JSON.stringify(view.package)) {
      throw new ShippingNotPossibleError(
        'O carrinho mudou enquanto o frete era calculado. Calcule novamente.',
      );
    }
    return {
      cart: {
        shippingCep: toCep.data,
        shippingProvider: services.shipping.provider,
        shippingServiceId: cheapest.serviceId,
        shippingServiceName: cheapest.serviceName,
        shippingPriceCents: cheapest.priceCents,
        shippingDeadlineDays: cheapest.deadlineDays,
        shippingPayer: payer,
        shippingQuotedAt: new Date(),
      },
    };
  });
  return { ...cheapest, payer, chargedCents: payer === 'STUDIO' ? 0 : cheapest.priceCents };
}

/**
 * The delivery address is being saved: when the cart ships and its quote was for another CEP (or there is none),
 * the address's CEP is quoted now, so the customer sees the new price before paying, not a refusal when paying.
 */
export async function requoteForAddress(
  context: CustomerContext & { services: Pick<Services, 'shipping' | 'postalCodes'> },
  cep: string,
): Promise<CartShippingQuote | null> {
  const view = await findCartView(context.db, { sessionId: requireGallerySession(context) });
  if (view?.cart.status !== 'SHOPPING' || view.cart.deliveryPreference !== 'DELIVERY') return null;
  if (!view.package || !view.event.shippingEnabled) return null;
  const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');
  if (view.shipping && digits(view.cart.shippingCep) === digits(cep)) return null;
  return quoteCartShipping(context, cep);
}
