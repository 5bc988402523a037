// Processes a benchmark runs beside the app: an S3-compatible server, and `npm run worker` on its own.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../../server/paths.ts';
import { childExecArgv } from './server-process.ts';

/** A process's resident high-water mark (Linux VmHWM), in bytes. */
export function peakRssOf(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

/** CPU time a process has used so far (user + system, all its threads), in ms. */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Starts a new high-water mark at the process's current size. */
export function resetPeakRssOf(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {}
}

export interface S3Process {
  storageUrl: string;
  close(): Promise<void>;
}

export async function startS3Process(): Promise<S3Process> {
  const child = fork(path.join(import.meta.dirname, 's3-main.ts'), [], { execArgv: childExecArgv() });
  const { storageUrl } = await new Promise<{ storageUrl: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { storageUrl: string }));
    child.once('exit', (code) => reject(new Error(`s3 server exited with ${code}`)));
  });
  return {
    storageUrl,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}

export interface WorkerProcess {
  child: ChildProcess;
  close(): Promise<void>;
}

/** `npm run worker` (from source) against the benchmark app's database and files. */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  // BENCH_WORKER_PROFILE=folder: each worker writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_WORKER_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_WORKER_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/worker.ts'], {
    cwd: paths.root,
    // Not NODE_ENV=production: that start refuses the simulated services and folder files a benchmark runs on.
    env: { ...process.env, NODE_ENV: 'benchmark', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Revela worker is running')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`worker exited with ${code}:\n${output}`));
    });
  });
  return {
    child,
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
