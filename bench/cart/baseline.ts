// The baseline server (cart-baseline-server.ts) in a process of its own, on the app's database, answering commands.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { BaselineOptions } from '../cart-baseline-server.ts';
import type { CartSetup } from '../cart-server.ts';
import { benchStudioSlug, type DatabaseKind } from '../lib/bench-app.ts';
import { benchDir } from '../lib/results.ts';
import { childExecArgv, type ServerHandle } from '../lib/server-process.ts';

export interface Baseline {
  url: string;
  command<T>(name: 'sqlCount' | 'cpuUsage'): Promise<T>;
  close(): Promise<void>;
}

const profileDir = path.join(benchDir, '.cache', 'profiles');

/** PGlite: through the app's socket, one connection like the app's; PostgreSQL: a pool of 10, as the app's. */
export async function startBaseline(
  server: ServerHandle<CartSetup>,
  database: DatabaseKind,
): Promise<Baseline> {
  const options: BaselineOptions = {
    databaseUrl: server.databaseUrl,
    secretKey: server.setup.secretKey,
    studioSlug: benchStudioSlug,
    connections: database === 'pglite' ? 1 : 10,
  };
  const child: ChildProcess = fork(
    path.join(benchDir, 'cart-baseline-server.ts'),
    [JSON.stringify(options)],
    {
      execArgv: [
        ...childExecArgv(),
        // BENCH_PROFILE=1: its CPU profile too, for comparing with the app's.
        ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ],
    },
  );
  const pending = new Map<number, (value: unknown) => void>();
  let nextId = 1;
  const ready = new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`Baseline server exited with code ${code}`)));
    child.on('message', (message: { type: string; url?: string; id?: number; value?: unknown }) => {
      if (message.type === 'ready') resolve(message.url!);
      else if (message.type === 'result') pending.get(message.id!)?.(message.value);
    });
  });
  return {
    url: await ready,
    command<T>(name: string) {
      const id = nextId++;
      return new Promise<T>((resolve) => {
        pending.set(id, resolve as (value: unknown) => void);
        child.send({ type: 'command', id, name });
      });
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}
