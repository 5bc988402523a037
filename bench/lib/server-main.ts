// The benchmark's server process: starts the real app, runs a benchmark's setup in it, and answers the parent's
// commands (SQL statement counts, handler times, peak memory, the benchmark's own checks) over IPC.
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type BenchApp, type DatabaseKind, startBenchApp } from './bench-app.ts';
import { peakRss, resetPeakRss } from './peak-rss.ts';
import type { ServerCommand, ServerModule } from './server-process.ts';
import { installSqlCounter, takeSqlCount } from './sql-counter.ts';

interface StartMessage {
  type: 'start';
  module: string;
  database: DatabaseKind;
  args: unknown;
}

interface CommandMessage {
  type: 'command';
  id: number;
  name: string;
  args: unknown;
}

installSqlCounter();

// A full collection on demand without starting node with --expose-gc.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const send = (message: unknown) => process.send!(message);

let handlerTimes: number[] = [];
let cpu = process.cpuUsage();

const builtIn: Record<string, ServerCommand> = {
  async sqlCount() {
    return takeSqlCount();
  },
  async handlerTimes() {
    const times = handlerTimes;
    handlerTimes = [];
    return times;
  },
  /** Peak resident memory since the last call (the first call: since start), in bytes. */
  async peakRss() {
    const peak = peakRss();
    resetPeakRss();
    return peak;
  },
  async rss() {
    return process.memoryUsage.rss();
  },
  /** Memory after a full collection: what is held, apart from garbage not yet collected. */
  async collectedMemory() {
    collectGarbage();
    return process.memoryUsage();
  },
  async cpuUsage() {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    return used;
  },
};

let profiler: Session | undefined;

/** CPU profiles of a measured phase only (BENCH_PROFILE=1), for `npx cpupro` or Chrome's DevTools. */
const profiling: Record<string, ServerCommand> = {
  async profileStart() {
    if (!process.env.BENCH_PROFILE) return false;
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    return true;
  },
  async profileStop(_app, name: string) {
    if (!profiler) return null;
    const { profile } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    profiler = undefined;
    const folder = path.join(import.meta.dirname, '..', '.cache', 'profiles');
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `${name}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    return file;
  },
};

let app: BenchApp | undefined;
let commands: Record<string, ServerCommand> = {};

process.on('message', async (message: StartMessage | CommandMessage | { type: 'stop' }) => {
  try {
    if (message.type === 'start') {
      app = await startBenchApp(message.database, (_request, response) => {
        const start = process.hrtime.bigint();
        response.once('finish', () => handlerTimes.push(Number(process.hrtime.bigint() - start) / 1e6));
      });
      const module = (await import(pathToFileURL(message.module).href)) as ServerModule;
      commands = module.commands ?? {};
      const setup = await module.setup(app, message.args);
      takeSqlCount();
      send({ type: 'ready', url: app.url, databaseUrl: app.databaseUrl, dataDir: app.dataDir, setup });
    } else if (message.type === 'command') {
      const command = builtIn[message.name] ?? profiling[message.name] ?? commands[message.name];
      if (!command) throw new Error(`Unknown server command ${message.name}`);
      send({ type: 'result', id: message.id, value: await command(app!, message.args) });
    } else if (message.type === 'stop') {
      await app?.close();
      send({ type: 'stopped' });
      process.exit(0);
    }
  } catch (error) {
    const id = (message as CommandMessage).id;
    send({ type: 'error', id, message: (error as Error).stack ?? String(error) });
  }
});
