import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecrets, loadSecrets } from './secrets.ts';

describe('secrets', () => {
  const secrets = createSecrets('a'.repeat(40));

  it('encrypts so that only the same key decrypts', () => {
    const ciphertext = secrets.encrypt('APP_USR-123456');
    expect(ciphertext).not.toContain('APP_USR');
    expect(secrets.decrypt(ciphertext)).toBe('APP_USR-123456');
    expect(secrets.encrypt('APP_USR-123456')).not.toBe(ciphertext);
    expect(() => createSecrets('b'.repeat(40)).decrypt(ciphertext)).toThrow();
  });

  it('detects a tampered ciphertext', () => {
    const raw = Buffer.from(secrets.encrypt('segredo').slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => secrets.decrypt(`v1:${raw.toString('base64')}`)).toThrow();
  });

  it('signs per purpose', () => {
    const signature = secrets.sign('gallery', 'dados');
    expect(secrets.verify('gallery', 'dados', signature)).toBe(true);
    expect(secrets.verify('gallery', 'dados!', signature)).toBe(false);
    expect(secrets.verify('other', 'dados', signature)).toBe(false);
  });

  it('keeps a generated key in DATA_DIR when none is configured', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'revela-secret-'));
    try {
      const first = await loadSecrets({ secretKey: undefined, dataDir });
      const second = await loadSecrets({ secretKey: undefined, dataDir });
      expect(second.decrypt(first.encrypt('x'))).toBe('x');
      expect((await readFile(path.join(dataDir, 'secret.key'), 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
