// The secret of an API token: `rvk_`, 32 random bytes in base64url (43 characters), then a 6-character base62
// checksum (CRC32 of those 43 characters), so a secret scanner finds a leaked one by its shape and tells a real one
// from a look-alike without asking us. Only its SHA-256 is stored (services/auth/tokens.ts hashToken).
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

export const apiTokenPrefix = 'rvk_';

const randomLength = 43;
const checksumLength = 6;
const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** What a secret scanner looks for (the checksum then tells a real secret apart). */
export const apiTokenSecretPattern = /^rvk_[A-Za-z0-9_-]{43}[0-9A-Za-z]{6}$/;

/** The checksum of the random part: its CRC32 in base62, left-padded to 6 characters (62^6 > 2^32). */
export function apiTokenChecksum(random: string): string {
  let value = crc32(random);
  let text = '';
  while (value > 0) {
    text = base62[value % 62] + text;
    value = Math.floor(value / 62);
  }
  return text.padStart(checksumLength, '0');
}

export function newApiTokenSecret(): string {
  const random = randomBytes(32).toString('base64url');
  return `${apiTokenPrefix}${random}${apiTokenChecksum(random)}`;
}

/** Whether the text has a secret's shape and a matching checksum (no database needed to refuse a typo). */
export function isWellFormedApiTokenSecret(secret: string): boolean {
  if (!apiTokenSecretPattern.test(secret)) return false;
  const random = secret.slice(apiTokenPrefix.length, apiTokenPrefix.length + randomLength);
  return apiTokenChecksum(random) === secret.slice(apiTokenPrefix.length + randomLength);
}

/** The first characters of a secret, kept to tell tokens apart in the list ('rvk_AbC12xYz'). */
export function apiTokenDisplayPrefix(secret: string): string {
  return secret.slice(0, apiTokenPrefix.length + 8);
}
