import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUri, totpCode, totpStep, verifyTotp } from './totp.ts';

// RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to 20, 32 and 64 bytes; 8 digits, 30 s steps.
const seeds = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const vectors: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)(
    'at %i s gives the RFC codes for SHA-1, SHA-256 and SHA-512',
    (seconds, sha1, sha256, sha512) => {
      const at = new Date(seconds * 1000);
      expect(totpCode(seeds.sha1, at, { digits: 8, algorithm: 'sha1' })).toBe(sha1);
      expect(totpCode(seeds.sha256, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
      expect(totpCode(seeds.sha512, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
    },
  );

  it('gives RFC 4226 HOTP values (appendix D)', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314'];
    expected.forEach((code, counter) => {
      expect(hotp(seeds.sha1, BigInt(counter))).toBe(code);
    });
  });

  it('round-trips base32 (RFC 4648 vectors)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
  });

  it('accepts the code of the step before, now and after, once each', () => {
    const at = new Date(1_700_000_000_000);
    const now = totpStep(at);
    const code = totpCode(seeds.sha1, at);
    expect(verifyTotp(seeds.sha1, code, at, 0n)).toBe(now);
    expect(verifyTotp(seeds.sha1, code, at, now)).toBeNull();
    expect(verifyTotp(seeds.sha1, code, new Date(at.getTime() + 30_000), 0n)).toBe(now);
    expect(verifyTotp(seeds.sha1, code, new Date(at.getTime() + 90_000), 0n)).toBeNull();
    expect(verifyTotp(seeds.sha1, '12345', at, 0n)).toBeNull();
    expect(verifyTotp(seeds.sha1, 'abcdef', at, 0n)).toBeNull();
  });

  it('writes the otpauth address apps read', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'op@revela.app')).toBe(
      'otpauth://totp/Revela:op%40revela.app?secret=JBSWY3DPEHPK3PXP&issuer=Revela&algorithm=SHA1&digits=6&period=30',
    );
  });
});
