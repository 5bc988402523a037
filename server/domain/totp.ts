// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), the operators' second factor, with node:crypto.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpOptions {
  algorithm?: TotpAlgorithm;
  digits?: number;
  /** Length of a time step in seconds (X in the RFC). */
  periodSeconds?: number;
}

const defaults = { algorithm: 'sha1', digits: 6, periodSeconds: 30 } as const;
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error('Invalid base32 text');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** RFC 4226 HOTP: the code of one counter value. */
export function hotp(key: Uint8Array, counter: bigint, options: TotpOptions = {}): string {
  const { algorithm, digits } = { ...defaults, ...options };
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step T of a moment: floor(unix seconds / period). */
export function totpStep(at: Date, options: TotpOptions = {}): bigint {
  const period = options.periodSeconds ?? defaults.periodSeconds;
  return BigInt(Math.floor(Math.floor(at.getTime() / 1000) / period));
}

export function totpCode(key: Uint8Array, at: Date, options: TotpOptions = {}): string {
  return hotp(key, totpStep(at, options), options);
}

/**
 * The step a typed code matches, within one step either side of now (clock drift), and later than `lastStep`
 * (a code is taken once); null when it matches none.
 */
export function verifyTotp(
  key: Uint8Array,
  typed: string,
  at: Date,
  lastStep: bigint,
  options: TotpOptions = {},
): bigint | null {
  const code = typed.replace(/\s/g, '');
  const digits = options.digits ?? defaults.digits;
  if (!/^\d+$/.test(code) || code.length !== digits) return null;
  const now = totpStep(at, options);
  for (const step of [now - 1n, now, now + 1n]) {
    if (step <= lastStep) continue;
    const expected = Buffer.from(hotp(key, step, options));
    if (timingSafeEqual(expected, Buffer.from(code))) return step;
  }
  return null;
}

/** The otpauth:// address authenticator apps read (Key Uri Format). */
export function otpauthUri(secret: string, account: string, issuer = 'Revela'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' });
  return `otpauth://totp/${label}?${query.toString()}`;
}
