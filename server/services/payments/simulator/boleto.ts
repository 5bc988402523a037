// Boleto details: the payer fields Mercado Pago requires for one, its digitable line, barcode and page address.
import { badRequest } from './api-error.ts';
import { objectOrEmpty, text } from './api-values.ts';

const addressFields = ['zip_code', 'street_name', 'street_number', 'neighborhood', 'city', 'federal_unit'];

/** Throws the API's 400 for the first missing payer field: names, an 11-digit CPF, then each address field. */
export function checkBoletoPayer(payer: Record<string, unknown>, methodId: string): void {
  const identification = objectOrEmpty(payer.identification);
  const address = objectOrEmpty(payer.address);
  if (!text(payer.first_name)) throw badRequest(4094, 'Payer firstname required');
  if (!text(payer.last_name)) throw badRequest(4095, 'Payer lastname required');
  if (!/^\d{11}$/.test(String(identification.number ?? ''))) {
    throw badRequest(2067, 'Invalid user identification number');
  }
  for (const field of addressFields) {
    if (!text(address[field])) throw badRequest(1, `payer.address.${field} is required for ${methodId}`);
  }
}

export const boletoUrl = (baseUrl: string, id: string) => `${baseUrl}/boletos/${id}`;

/** The digitable line and barcode, shaped like a Bradesco boleto's, carrying the payment id and amount. */
export function boletoCodes(id: string, amount: number) {
  return {
    digitable_line: `23793.38128 60000.000003 ${id.slice(-5).padStart(5, '0')}.000000 1 ${Math.round(amount * 100)}`,
    barcode: { content: `2379${id.padStart(40, '0').slice(-40)}` },
  };
}
