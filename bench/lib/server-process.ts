// Runs the app in a child process, as in production: the benchmark's client (autocannon, uploads) then does not
// share the server's event loop, and the server's memory is measured alone.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchApp, DatabaseKind } from './bench-app.ts';

export type ServerCommand = (app: BenchApp, args: any) => Promise<unknown>;

/** What a benchmark runs inside the server process: its fixtures, and commands the parent may call. */
export interface ServerModule {
  setup(app: BenchApp, args: unknown): Promise<unknown>;
  commands?: Record<string, ServerCommand>;
}

export interface ServerHandle<Setup> {
  url: string;
  databaseUrl: string;
  dataDir: string;
  setup: Setup;
  child: ChildProcess;
  command<T = unknown>(name: string, args?: unknown): Promise<T>;
  close(): Promise<void>;
}

/** Node options for a child running TypeScript. */
export function childExecArgv(): string[] {
  return ['--import', 'tsx'];
}

export async function startServer<Setup>(options: {
  /** The benchmark's server module (its import.meta.url or a path). */
  module: string;
  database: DatabaseKind;
  args?: unknown;
  env?: Record<string, string>;
}): Promise<ServerHandle<Setup>> {
  const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-main.ts');
  const child = fork(main, [], {
    execArgv: childExecArgv(),
    env: { ...process.env, ...options.env },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let onReady:
    | ((message: { url: string; databaseUrl: string; dataDir: string; setup: Setup }) => void)
    | undefined;
  let onStopped: (() => void) | undefined;
  let failStart: ((error: Error) => void) | undefined;
  type ChildMessage =
    | { type: 'ready'; url: string; databaseUrl: string; dataDir: string; setup: Setup }
    | { type: 'stopped' }
    | { type: 'result'; id: number; value: unknown }
    | { type: 'error'; id?: number; message: string };
  child.on('message', (message: ChildMessage) => {
    if (message.type === 'ready') onReady?.(message);
    else if (message.type === 'stopped') onStopped?.();
    else if (message.type === 'result') pending.get(message.id)?.resolve(message.value);
    else if (message.type === 'error') {
      const error = new Error(`Server process: ${message.message}`);
      if (message.id === undefined) failStart?.(error);
      else pending.get(message.id)?.reject(error);
    }
    if ('id' in message && message.id !== undefined) pending.delete(message.id);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => {
    failStart?.(new Error(`Server process exited with code ${code}`));
    for (const { reject } of pending.values()) reject(new Error(`Server process exited with code ${code}`));
  });

  const ready = await new Promise<{ url: string; databaseUrl: string; dataDir: string; setup: Setup }>(
    (resolve, reject) => {
      onReady = resolve;
      failStart = reject;
      const module = options.module.startsWith('file:') ? fileURLToPath(options.module) : options.module;
      child.send({ type: 'start', module, database: options.database, args: options.args ?? {} });
    },
  );
  failStart = undefined;
  return {
    ...ready,
    child,
    command<T>(name: string, args?: unknown) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ type: 'command', id, name, args });
      });
    },
    async close() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        onStopped = resolve;
        child.send({ type: 'stop' });
        child.once('exit', () => resolve());
      });
      await exited;
    },
  };
}
