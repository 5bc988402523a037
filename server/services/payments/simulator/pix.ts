// Pix details: the "copia e cola" code (an EMV BR Code with a valid CRC16, shaped like Mercado Pago's), its QR image
// and its page address.
import { randomUUID } from 'node:crypto';
import { qrLikePng } from './qr-png.ts';

export interface PixTransactionData {
  qr_code: string;
  qr_code_base64: string;
  ticket_url: string;
}

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE, as the BR Code's field 63 carries it. */
function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function pixCode(amount: number, txid: string): string {
  const payload =
    field('00', '01') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', randomUUID())) +
    field('52', '0000') +
    field('53', '986') +
    field('54', amount.toFixed(2)) +
    field('58', 'BR') +
    field('59', 'REVELA FAKE MP') +
    field('60', 'SAO PAULO') +
    field('62', field('05', txid.slice(-25))) +
    '6304';
  return payload + crc16(payload);
}

/** What point_of_interaction.transaction_data holds for a Pix payment. */
export async function pixTransactionData(
  amount: number,
  id: string,
  baseUrl: string,
): Promise<PixTransactionData> {
  const qrCode = pixCode(amount, id);
  return {
    qr_code: qrCode,
    qr_code_base64: (await qrLikePng(qrCode)).toString('base64'),
    ticket_url: `${baseUrl}/pix/${id}`,
  };
}
