// The platform's secret key in a backup: encrypted with a passphrase the operator gives (scrypt, then AES-256-GCM),
// so a copy of the backup alone cannot decrypt the stored Mercado Pago credentials.
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { z } from 'zod';

// scrypt's cost: about 0.1 s and 32 MB per attempt, so guessing passphrases is slow.
const cost = { N: 2 ** 15, r: 8, p: 1 };

export const sealedSecretKeySchema = z.object({
  kdf: z.literal('scrypt'),
  N: z.number().int(),
  r: z.number().int(),
  p: z.number().int(),
  salt: z.string(),
  iv: z.string(),
  tag: z.string(),
  ciphertext: z.string(),
});

export type SealedSecretKey = z.infer<typeof sealedSecretKeySchema>;

export class WrongPassphraseError extends Error {
  override name = 'WrongPassphraseError';
  constructor() {
    super(
      'The passphrase does not open the secret key of this backup (BACKUP_PASSPHRASE is not the one it was taken with).',
    );
  }
}

function keyFrom(passphrase: string, salt: Buffer, parameters: { N: number; r: number; p: number }): Buffer {
  return scryptSync(passphrase.normalize('NFC'), salt, 32, {
    ...parameters,
    maxmem: 256 * parameters.N * parameters.r,
  });
}

export function sealSecretKey(secretKey: string, passphrase: string): SealedSecretKey {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(passphrase, salt, cost), iv);
  const ciphertext = Buffer.concat([cipher.update(secretKey, 'utf8'), cipher.final()]);
  return {
    kdf: 'scrypt',
    ...cost,
    salt: salt.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
  };
}

export function openSecretKey(sealed: SealedSecretKey, passphrase: string): string {
  const key = keyFrom(passphrase, Buffer.from(sealed.salt, 'base64'), sealed);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  try {
    return Buffer.concat([
      decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new WrongPassphraseError();
  }
}
