import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importProblems } from './import-rules.ts';

let root: string;

async function tree(files: Record<string, string>) {
  root = await mkdtemp(path.join(os.tmpdir(), 'revela-imports-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
}

afterEach(() => rm(root, { recursive: true, force: true }));

describe('the import rules', () => {
  it('pass a tree that reads top to bottom, tests included', async () => {
    await tree({
      'server/domain/money.ts': 'export const cents = 100;\n',
      'server/services/cart/cart.ts': "import { cents } from '../../domain/money.ts';\n",
      'server/services/orders/orders.ts': "import type { X } from '../cart/cart.ts';\n",
      'server/services/orders/orders.test.ts': "import '../../test/helper.ts';\n",
      'server/test/helper.ts': "import '../services/orders/orders.ts';\n",
    });
    expect(importProblems(root)).toEqual([]);
  });

  it('find two files importing each other, even by types alone', async () => {
    await tree({
      'server/services/a.ts': "import type { B } from './b.ts';\nexport type A = 1;\n",
      'server/services/b.ts': "import type { A } from './a.ts';\nexport type B = 1;\n",
    });
    expect(importProblems(root)).toContain(
      'files import each other: server/services/a.ts <-> server/services/b.ts',
    );
  });

  it('find folders side by side that import each other, and say through which files', async () => {
    await tree({
      'server/services/media/photos.ts':
        "import { scan } from '../find/scans.ts';\nexport const photo = 1;\n",
      'server/services/find/scans.ts': 'export const scan = 1;\n',
      'server/services/find/index.ts': "import { photo } from '../media/photos.ts';\n",
    });
    const [problem] = importProblems(root);
    expect(problem).toContain(
      'in server/services/, these import each other: server/services/find <-> server/services/media',
    );
    expect(problem).toContain('server/services/media/photos.ts -> server/services/find/scans.ts');
  });

  it('keep domain/ pure', async () => {
    await tree({
      'server/domain/rule.ts': "import { db } from '../database/db.ts';\n",
      'server/database/db.ts': 'export const db = 1;\n',
    });
    expect(importProblems(root)).toEqual([
      'domain/ holds pure rules, yet server/domain/rule.ts imports server/database/db.ts',
    ]);
  });
});
