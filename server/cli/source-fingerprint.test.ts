import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceFingerprint } from '../../scripts/source-fingerprint.mjs';

describe("npm start's build check (scripts/source-fingerprint.mjs)", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'revela-fingerprint-'));
    for (const folder of ['server', 'client/src/__generated__', 'prisma', 'scripts', 'server/generated'])
      await mkdir(path.join(root, folder), { recursive: true });
    await writeFile(path.join(root, 'package.json'), '{}');
    await writeFile(path.join(root, 'server/app.ts'), 'export {};');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stays the same while nothing the build reads changes, generated files included', async () => {
    const before = sourceFingerprint(root);
    await writeFile(path.join(root, 'client/src/__generated__/query.graphql.ts'), 'generated');
    await writeFile(path.join(root, 'server/generated/client.ts'), 'generated');
    await writeFile(path.join(root, 'server/app.test.ts'), 'a test');
    expect(sourceFingerprint(root)).toBe(before);
  });

  it('changes when a source file is edited, added or touched', async () => {
    const before = sourceFingerprint(root);
    await writeFile(path.join(root, 'server/app.ts'), 'export const changed = 1;');
    const edited = sourceFingerprint(root);
    expect(edited).not.toBe(before);
    await writeFile(path.join(root, 'prisma/schema.prisma'), 'model X { id Int @id }');
    const added = sourceFingerprint(root);
    expect(added).not.toBe(edited);
    await utimes(path.join(root, 'server/app.ts'), new Date(), new Date(Date.now() + 5000));
    expect(sourceFingerprint(root)).not.toBe(added);
  });
});
