// The platform secret: encrypts stored credentials (AES-256-GCM) and signs tokens (HMAC-SHA256). It comes from
// SECRET_KEY, or is created once in DATA_DIR/secret.key; separate keys for each use are derived from it (HKDF).
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Secrets {
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
  sign(purpose: string, data: string): string;
  verify(purpose: string, data: string, signature: string): boolean;
}

function deriveKey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `revela:${purpose}`, 32));
}

export function createSecrets(master: string): Secrets {
  const masterBytes = Buffer.from(master, 'utf8');
  const encryptionKey = deriveKey(masterBytes, 'encryption');
  const signingKeys = new Map<string, Buffer>();
  const signingKey = (purpose: string) => {
    const known = signingKeys.get(purpose);
    if (known) return known;
    const key = deriveKey(masterBytes, `signing:${purpose}`);
    signingKeys.set(purpose, key);
    return key;
  };
  const sign = (purpose: string, data: string) =>
    createHmac('sha256', signingKey(purpose)).update(data).digest('base64url');
  return {
    encrypt(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(ciphertext) {
      if (!ciphertext.startsWith('v1:')) throw new Error('Unknown ciphertext format');
      const raw = Buffer.from(ciphertext.slice(3), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    sign,
    verify(purpose, data, signature) {
      const expected = Buffer.from(sign(purpose, data));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** SECRET_KEY when configured; else the key kept in DATA_DIR/secret.key, created on first use. */
export async function loadSecrets(config: {
  secretKey: string | undefined;
  dataDir: string;
}): Promise<Secrets> {
  if (config.secretKey) return createSecrets(config.secretKey);
  const keyPath = path.join(config.dataDir, 'secret.key');
  let key = (await readFile(keyPath, 'utf8').catch(() => '')).trim();
  if (!key) {
    key = randomBytes(32).toString('hex');
    await writeFile(keyPath, `${key}\n`, { mode: 0o600, flag: 'wx' }).catch(
      async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
        key = (await readFile(keyPath, 'utf8')).trim(); // another process created it first
      },
    );
  }
  return createSecrets(key);
}
