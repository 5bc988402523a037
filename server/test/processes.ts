// Revela's own entry points (server.ts, worker.ts) as child processes, for tests of what spans processes.
import { type ChildProcess, spawn } from 'node:child_process';
import { paths } from '../paths.ts';

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves with the first match of `pattern` in the output (stdout and stderr). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
}

/** Runs a TypeScript entry point of the repository (server/server.ts, server/worker.ts, a test script). */
export function startEntry(entry: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: paths.root,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'test', ...env },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    async waitFor(pattern, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const match = output.match(pattern);
        if (match) return match;
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`${entry} exited before ${pattern}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${entry}: no ${pattern} within ${timeoutMs} ms:\n${output}`);
    },
  };
}

/** Starts a server and resolves with its address once it serves. */
export async function startServerProcess(env: Record<string, string>): Promise<Started & { url: string }> {
  const started = startEntry('server/server.ts', env);
  const [, url] = await started.waitFor(/Revela is running at (http:\/\/localhost:\d+)/);
  return { ...started, url: url! };
}
