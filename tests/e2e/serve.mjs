// Starts the built server for the browser tests on a fresh embedded database (the demo studio is created on it).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = path.join(root, 'test-results', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = '';
process.env.SEED_DEMO = 'true';
// The platform's own address (its home and sign-up) and its studios' <urlEstudio>.revela.localhost: Chromium takes
// every *.localhost name to this machine. Plain localhost stays the demo studio's.
process.env.PLATFORM_DOMAIN = 'revela.localhost';
// One line per request would bury the browser tests' own output; problems still show.
process.env.LOG_LEVEL ??= 'warn';
// The simulated Mercado Pago on a known port: journeys pay a Pix through its controls.
process.env.MERCADO_PAGO_SIMULATOR_PORT = process.env.E2E_MP_PORT ?? '4311';
// Custom domains on, their DNS asked of the fake server the dominio-proprio project runs (server/test/fake-dns.ts).
process.env.CUSTOM_DOMAIN_TARGET = 'dominios.revela.test';
process.env.CUSTOM_DOMAIN_ADDRESSES = '203.0.113.10';
process.env.DNS_SERVERS = `127.0.0.1:${process.env.E2E_DNS_PORT ?? '4312'}`;
await import(path.join(root, 'build', 'server', 'server.js'));
