import { describe, expect, it } from 'vitest';
import { openSecretKey, sealSecretKey, WrongPassphraseError } from './secret-key-box.ts';

describe('the secret key in a backup', () => {
  const key = 'f'.repeat(64);

  it('is stored encrypted and opens only with the same passphrase', () => {
    const sealed = sealSecretKey(key, 'frase secreta do operador');
    expect(JSON.stringify(sealed)).not.toContain(key);
    expect(openSecretKey(sealed, 'frase secreta do operador')).toBe(key);
    expect(() => openSecretKey(sealed, 'outra frase')).toThrow(WrongPassphraseError);
  });

  it('refuses a tampered ciphertext', () => {
    const sealed = sealSecretKey(key, 'frase');
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[0]! ^= 1;
    expect(() => openSecretKey({ ...sealed, ciphertext: bytes.toString('base64') }, 'frase')).toThrow(
      WrongPassphraseError,
    );
  });
});
