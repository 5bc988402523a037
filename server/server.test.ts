import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Started, startEntry } from './test/processes.ts';

function startServer(env: Record<string, string>): Started {
  return startEntry('server/server.ts', env);
}

async function waitForUrl(server: Started): Promise<string> {
  return (await server.waitFor(/Revela is running at (http:\/\/localhost:\d+)/))[1]!;
}

describe('npm start (server.ts)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'revela-server-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('creates the demo studio on an empty database, serves it, and keeps the data after a restart', async () => {
    const first = startServer({ DATA_DIR: dataDir, PORT: '0' });
    const url = await waitForUrl(first);
    expect(first.output()).toContain('Studio admin: demo@revela.local / revela-demo');
    const studio = await (await fetch(`${url}/api`)).json();
    expect(studio).toMatchObject({ nomeEstudio: 'Estúdio Aurora', urlEstudio: 'demo' });
    expect(studio.eventosConsolidados).toHaveLength(2);
    const graphql = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ studio { name } }' }),
    });
    expect(await graphql.json()).toEqual({ data: { studio: { name: 'Estúdio Aurora' } } });
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = startServer({ DATA_DIR: dataDir, PORT: '0' });
    const secondUrl = await waitForUrl(second);
    expect(second.output()).not.toContain('creating the demo studio');
    expect((await (await fetch(`${secondUrl}/api`)).json())._id).toBe(studio._id);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);

  describe('bad configuration gives one clear line and a non-zero exit', () => {
    let busy: net.Server;
    let busyPort: number;
    beforeAll(async () => {
      busy = net.createServer();
      await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
      busyPort = (busy.address() as net.AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

    it.each([
      [
        'an unreachable DATABASE_URL',
        () => ({ DATABASE_URL: 'postgresql://revela@127.0.0.1:1/revela' }),
        /^revela: Cannot use the database at 127\.0\.0\.1:1\/revela: the server cannot be reached\.$/,
      ],
      [
        'an unwritable DATA_DIR',
        () => ({ DATA_DIR: '/proc/revela' }),
        /^revela: DATA_DIR \/proc\/revela is not writable \(\w+\)/,
      ],
      [
        'a port in use',
        () => ({ PORT: String(busyPort) }),
        /^revela: Port \d+ is already in use; set PORT to a free port\.$/,
      ],
      [
        'a port that is not a number',
        () => ({ PORT: 'oitenta' }),
        /^revela: Invalid PORT: must be a whole number/,
      ],
    ])(
      '%s',
      async (_label, env, expected) => {
        const server = startServer({ DATA_DIR: path.join(dataDir, 'bad'), PORT: '0', ...env() });
        expect(await server.exited).toBe(1);
        const lines = server
          .output()
          .split('\n')
          .filter((line) => line.trim() && !line.includes('nodedir'));
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(expected);
      },
      60_000,
    );
  });

  it('refuses an unsafe production start with one line per problem', async () => {
    const server = startServer({
      DATA_DIR: path.join(dataDir, 'producao-recusada'),
      PORT: '0',
      NODE_ENV: 'production',
    });
    expect(await server.exited).toBe(1);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim() && !line.includes('nodedir'));
    expect(lines[0]).toBe('revela: cannot start in production (NODE_ENV=production):');
    expect(lines.slice(1).map((line) => line.match(/^ {2}- (\w+)/)?.[1])).toEqual([
      'SECRET_KEY',
      'PUBLIC_URL',
      'SMTP_URL',
    ]);
  }, 60_000);

  it('starts in production without the demo, says what runs where, and hides /metrics without its token', async () => {
    const server = startServer({
      DATA_DIR: path.join(dataDir, 'producao'),
      PORT: '0',
      NODE_ENV: 'production',
      SECRET_KEY: 'uma-chave-secreta-de-producao-com-mais-de-32',
      PUBLIC_URL: 'https://fotos.revela.test',
      MAIL_TRANSPORT: 'outbox',
      LOG_LEVEL: 'info',
    });
    const url = await waitForUrl(server);
    try {
      // The summary is logged just after the address; the pipe may hand it over in a later chunk.
      await server.waitFor(/Public address: /, 10_000);
      for (const part of [
        'Database: embedded PostgreSQL',
        'Files: the folder',
        'Mail: written to',
        'Payments: Mercado Pago live',
      ])
        expect(server.output()).toContain(part);
      expect(server.output()).not.toContain('demo@revela.local');
      const studio = await fetch(`${url}/api`);
      expect(studio.status).toBe(404);
      const metrics = await fetch(`${url}/metrics`);
      expect(metrics.status).toBe(404);
      expect(metrics.headers.get('content-type')).toContain('application/json');
      expect(await metrics.json()).toEqual({ mensagem: { texto: 'Recurso não encontrado' } });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});
