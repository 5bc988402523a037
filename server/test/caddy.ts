// Caddy in front of Revela servers for tests and benchmarks, configured by deploy/Caddyfile itself: only the ports,
// the upstreams and the CA (Caddy's internal one instead of Let's Encrypt) are changed, so what passes here holds
// for the deployed file. Requests go through curl with --resolve, as a browser would reach a studio's own domain.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { paths } from '../paths.ts';

/** Caddy's executable (Debian's package puts it in /usr/bin), or null when it is not installed. */
export function caddyExecutable(): string | null {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/sbin'];
  return folders.map((folder) => path.join(folder, 'caddy')).find((file) => existsSync(file)) ?? null;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface CaddyPorts {
  http: number;
  https: number;
  /** The loopback site Caddy sends its certificate question through. */
  ask: number;
}

/** What the deployed file says, and what a test says instead; a line the file no longer has fails loudly. */
function replaceExactly(text: string, from: string, to: string): string {
  if (!text.includes(from))
    throw new Error(`deploy/Caddyfile no longer contains "${from}": update server/test/caddy.ts`);
  return text.split(from).join(to);
}

/**
 * deploy/Caddyfile for a test: its upstreams and ports replaced, and global options that keep Caddy to itself
 * (no admin endpoint, its files in `storageDir`, certificates from its internal CA, never added to the system's
 * trust store).
 */
export function testCaddyfile(
  deployed: string,
  options: { upstreams: string[]; ports: CaddyPorts; storageDir: string },
): string {
  let text = replaceExactly(deployed, '127.0.0.1:3001 127.0.0.1:3002', options.upstreams.join(' '));
  text = replaceExactly(text, '127.0.0.1:3010', `127.0.0.1:${options.ports.ask}`);
  const testOptions = [
    'admin off',
    `http_port ${options.ports.http}`,
    `https_port ${options.ports.https}`,
    'local_certs',
    'skip_install_trust',
    `storage file_system ${JSON.stringify(options.storageDir)}`,
  ];
  // The global options block is the first line that is a lone "{".
  return text.replace(/^\{\n/m, `{\n${testOptions.map((line) => `\t${line}\n`).join('')}`);
}

export interface RunningCaddy {
  ports: CaddyPorts;
  /** Caddy's internal root certificate, for curl's --cacert. */
  rootCertificate: string;
  /** Whether Caddy holds a certificate for `name` (it stores each one it obtained). */
  hasCertificate(name: string): boolean;
  output(): string;
  stop(): Promise<void>;
}

export async function startCaddy(options: { upstreams: string[] }): Promise<RunningCaddy> {
  const executable = caddyExecutable();
  if (!executable) throw new Error('caddy is not installed (Debian package caddy)');
  const folder = await mkdtemp(path.join(os.tmpdir(), 'revela-caddy-'));
  const storageDir = path.join(folder, 'data');
  const ports = { http: await freePort(), https: await freePort(), ask: await freePort() };
  const deployed = await readFile(path.join(paths.root, 'deploy', 'Caddyfile'), 'utf8');
  const configPath = path.join(folder, 'Caddyfile');
  await writeFile(configPath, testCaddyfile(deployed, { upstreams: options.upstreams, ports, storageDir }));

  const child: ChildProcess = spawn(executable, ['run', '--config', configPath, '--adapter', 'caddyfile'], {
    cwd: folder,
    // Caddy keeps its autosaved config under XDG_CONFIG_HOME: in the test's folder, not the user's.
    env: { ...process.env, HOME: folder, XDG_CONFIG_HOME: folder, XDG_DATA_HOME: folder },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const rootCertificate = path.join(storageDir, 'pki', 'authorities', 'local', 'root.crt');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(folder, { recursive: true, force: true });
  };

  const deadline = Date.now() + 20_000;
  while (!(output.includes('serving initial configuration') && existsSync(rootCertificate))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Caddy did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    ports,
    rootCertificate,
    hasCertificate: (name) => existsSync(path.join(storageDir, 'certificates', 'local', name, `${name}.crt`)),
    output: () => output,
    stop,
  };
}

export interface CurlResult {
  /** curl's exit code: 0, or why no answer came (35: the TLS handshake failed, 60: the certificate is not trusted). */
  exitCode: number;
  status: number;
  headers: Headers;
  body: string;
  /** Seconds from the start to the last byte, as curl measured it. */
  seconds: number;
}

/**
 * A request to `url` through Caddy: the URL's host name is resolved to 127.0.0.1 (curl --resolve) and the
 * certificate is checked against Caddy's internal CA.
 */
export function curl(
  caddy: RunningCaddy,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<CurlResult> {
  const { hostname, port, protocol } = new URL(url);
  const portNumber = port || (protocol === 'https:' ? '443' : '80');
  const args = [
    '--silent',
    '--show-error',
    '--max-time',
    '15',
    '--resolve',
    `${hostname}:${portNumber}:127.0.0.1`,
    '--cacert',
    caddy.rootCertificate,
    '--include',
    '--write-out',
    '\n%{time_total}',
    '--request',
    options.method ?? 'GET',
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    ...(options.body !== undefined ? ['--data-binary', options.body] : []),
    url,
  ];
  return new Promise((resolve) => {
    execFile('curl', args, { encoding: 'latin1', maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      const exitCode = error ? Number((error as { code?: number }).code ?? 1) : 0;
      const timing = stdout.lastIndexOf('\n');
      const seconds = Number(stdout.slice(timing + 1));
      const answer = stdout.slice(0, timing);
      const split = answer.indexOf('\r\n\r\n');
      const head = split < 0 ? '' : answer.slice(0, split);
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = new Headers();
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      resolve({
        exitCode,
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: split < 0 ? '' : Buffer.from(answer.slice(split + 4), 'latin1').toString('utf8'),
        seconds,
      });
    });
  });
}
