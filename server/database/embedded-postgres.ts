// Embedded PostgreSQL (PGlite, compiled to WebAssembly) served on a loopback port so the ordinary pg adapter can use it.
import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  /** A copy of the whole database (PGlite dumpDataDir), to start other databases from. */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

export class DataDirectoryInUseError extends Error {
  override name = 'DataDirectoryInUseError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite has no locking of its own: two processes on one folder would corrupt it. */
async function lockDataDirectory(directory: string): Promise<() => Promise<void>> {
  const lockPath = path.join(directory, 'revela.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (owner && isAlive(owner)) {
        const who = owner === process.pid ? 'this process' : `another Revela process (pid ${owner})`;
        throw new DataDirectoryInUseError(
          `The embedded database in ${directory} is in use by ${who}; stop it first.`,
        );
      }
      await rm(lockPath, { force: true }); // left behind by a process that no longer runs
    }
  }
  throw new DataDirectoryInUseError(`Could not lock the embedded database in ${directory}.`);
}

export interface EmbeddedPostgresOptions {
  /** Folder that keeps the data; omitted: in memory. */
  dataDir?: string;
  /** A dump (PGlite dumpDataDir) to start from, for fast fresh test databases. */
  loadDataDir?: Blob | File;
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const unlock = options.dataDir ? await lockDataDirectory(path.dirname(options.dataDir)) : async () => {};
  try {
    const db = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    // pglite-socket serves one statement at a time and holds other connections while a transaction is open;
    // it refuses connections beyond maxConnections, so it must exceed the client pool size.
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 64 });
    await server.start();
    const port = Number(server.getServerConn().split(':').pop());
    return {
      url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
      dump: () => db.dumpDataDir('none'),
      async stop() {
        await server.stop();
        await db.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
