// A fresh, migrated database for one test file, copied from the template global-setup built.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../database/database.ts';

/**
 * The template's dump as PGlite reads it (one arrayBuffer() call), without Node's Blob: reading a 43 MB Blob back
 * cost about a second of CPU per test database, a quarter of its set-up.
 */
class DumpBytes extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super();
    this.#bytes = bytes;
  }
  override get size() {
    return this.#bytes.byteLength;
  }
  override get type() {
    return 'application/x-tar';
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    // A copy each time: the file system PGlite builds from it must not share memory with the next database's.
    return this.#bytes.slice().buffer as ArrayBuffer;
  }
}

// Read once per worker: test files share a worker's modules (vitest.config.ts).
const dumps = new Map<string, Promise<Uint8Array>>();

export async function createTestDatabase(): Promise<Database> {
  const serverUrl = inject('postgresUrl');
  if (!serverUrl) {
    const file = inject('templateDump');
    if (!dumps.has(file)) dumps.set(file, readFile(file));
    return openDatabase({ loadDataDir: new DumpBytes(await dumps.get(file)!) });
  }
  const name = `${inject('postgresRunPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
