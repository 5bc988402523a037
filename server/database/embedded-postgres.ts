// Embedded PostgreSQL (PGlite, compiled to WebAssembly) served on a private Unix socket so the ordinary pg adapter
// can use it, and nothing else on the machine can.
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serveEmbeddedPostgres, socketPathFits } from './embedded-socket.ts';

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

/** Beside the data, while a process serves it: how other commands (a backup) reach the running database. */
const reachFileName = 'embedded-database.json';

/**
 * The address of the embedded database a running Revela process serves from this DATA_DIR, or null when none
 * runs. Only this machine's user can use it: the file is 0600 and the socket's folder 0700.
 */
export async function runningEmbeddedDatabase(dataDir: string): Promise<{ url: string; pid: number } | null> {
  const text = await readFile(path.join(dataDir, reachFileName), 'utf8').catch(() => '');
  try {
    const reach = JSON.parse(text) as { url: string; pid: number };
    return typeof reach.url === 'string' && isAlive(reach.pid) ? reach : null;
  } catch {
    return null; // none, or cut short by a crash
  }
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
  const home = options.dataDir && path.dirname(options.dataDir);
  const unlock = home ? await lockDataDirectory(home) : async () => {};
  // The socket lives beside the data when its path fits the system's limit, else in a private temporary folder.
  const inHome = home && path.join(home, 'pglite-socket');
  const scratch =
    inHome && socketPathFits(inHome) ? null : await mkdtemp(path.join(os.tmpdir(), 'revela-pg-'));
  try {
    const db = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    const server = await serveEmbeddedPostgres(db, scratch ?? inHome!);
    const reachFile = home && path.join(home, reachFileName);
    if (reachFile) {
      await rm(reachFile, { force: true });
      await writeFile(reachFile, JSON.stringify({ pid: process.pid, url: server.url() }), { mode: 0o600 });
    }
    return {
      url: server.url(),
      dump: () => db.dumpDataDir('none'),
      async stop() {
        if (reachFile) await rm(reachFile, { force: true });
        await server.close();
        await db.close();
        if (scratch) await rm(scratch, { recursive: true, force: true });
        await unlock();
      },
    };
  } catch (error) {
    if (scratch) await rm(scratch, { recursive: true, force: true });
    await unlock();
    throw error;
  }
}
