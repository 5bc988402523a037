// Starts the built server for the browser tests on a fresh embedded database (the demo studio is created on it).
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = path.join(root, 'test-results', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = '';
process.env.SEED_DEMO = 'true';
// One line per request would bury the browser tests' own output; problems still show.
process.env.LOG_LEVEL ??= 'warn';
// The simulated Mercado Pago on a known port: journeys pay a Pix through its controls.
process.env.MERCADO_PAGO_SIMULATOR_PORT = process.env.E2E_MP_PORT ?? '4311';
// Custom domains on, their DNS asked of the fake server the dominio-proprio project runs (server/test/fake-dns.ts).
process.env.CUSTOM_DOMAIN_TARGET = 'dominios.revela.test';
process.env.CUSTOM_DOMAIN_ADDRESSES = '203.0.113.10';
process.env.DNS_SERVERS = `127.0.0.1:${process.env.E2E_DNS_PORT ?? '4312'}`;
// The operator console's project (plataforma.spec.ts) suspends a studio of its own, so the demo studio every other
// project shares is never touched: the demo, that studio and an operator are made through the commands first (the
// embedded database is then closed again), and the operator's one-time output is left for the test to read.
const command = (name, ...args) =>
  execFileSync(process.execPath, [path.join(root, 'build', 'server', 'cli', `${name}.js`), ...args], {
    env: process.env,
    encoding: 'utf8',
  });
command('seed');
command(
  'studio',
  'create',
  '--name',
  'Estúdio Plataforma',
  '--slug',
  'estudio-plataforma',
  '--email',
  'dono@estudio-plataforma.test',
  '--password',
  'plataforma-e2e-senha-bem-forte',
);
writeFileSync(
  path.join(root, 'test-results', 'e2e-operator.txt'),
  command('operator', 'create', 'operadora@revela.test', '--password', 'operadora-e2e-senha-bem-forte'),
);
await import(path.join(root, 'build', 'server', 'server.js'));
