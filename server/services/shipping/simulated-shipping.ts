// Deterministic PAC and SEDEX quotes computed locally, for the demo and tests where no carrier is reachable.
import type { ShippingQuote, ShippingQuoteRequest } from '../../domain/shipping-quotes.ts';

/**
 * The formula, so tests can predict every quote:
 *   steps    = ceil(weightGrams / 100), at least 1 (each started 100 g)
 *   distance = |first two digits of fromCep - first two digits of toCep|  (0 to 99; same CEP region = 0)
 *   PAC   (03298): 1800 + 150 * steps + 20 * distance centavos, 3 + floor(distance / 10) days
 *   SEDEX (03220): 2800 + 250 * steps + 35 * distance centavos, 1 + floor(distance / 20) days
 * Dimensions do not change the price. Example: 60 g from 01001-000 to 20040-020 (distance 19):
 * PAC R$ 23,30 in 4 days, SEDEX R$ 37,15 in 1 day.
 */
export function simulatedQuotes(request: ShippingQuoteRequest): ShippingQuote[] {
  const steps = Math.max(1, Math.ceil(request.weightGrams / 100));
  const distance = Math.abs(cepRegion(request.fromCep) - cepRegion(request.toCep));
  return [
    {
      serviceId: '03298',
      serviceName: 'PAC',
      carrier: 'Correios',
      priceCents: 1800 + 150 * steps + 20 * distance,
      deadlineDays: 3 + Math.floor(distance / 10),
    },
    {
      serviceId: '03220',
      serviceName: 'SEDEX',
      carrier: 'Correios',
      priceCents: 2800 + 250 * steps + 35 * distance,
      deadlineDays: 1 + Math.floor(distance / 20),
    },
  ];
}

function cepRegion(cep: string): number {
  return Number(cep.replace(/\D/g, '').slice(0, 2) || '0');
}
