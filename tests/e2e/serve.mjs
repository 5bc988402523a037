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
// Beside the demo studio (on a paid plan), a studio on the free plan with a plan message, made the way a script makes
// one (the studio command) before the server starts: the plano-limites project logs in there.
const build = (...parts) => path.join(root, 'build', 'server', ...parts);
const { openConfiguredDatabase } = await import(build('cli', 'run.js'));
const { createServices } = await import(build('services', 'create-services.js'));
const { createDemoStudio } = await import(build('services', 'demo', 'demo-studio.js'));
const { runStudioCommand } = await import(build('cli', 'studio-command.js'));
{
  const { config, database } = await openConfiguredDatabase();
  const services = await createServices(config, {
    db: database.prisma,
    databaseUrl: database.url,
    log: () => {},
  });
  try {
    await createDemoStudio(database.prisma, services, {
      simulatedPayments: config.mercadoPago.mode === 'simulated',
    });
    const studio = (...args) =>
      runStudioCommand(database.prisma, args, { platformDomain: config.platformDomain });
    await studio(
      ...['create', '--name', 'Estúdio Gratuito', '--slug', 'estudio-gratuito', '--plan', 'gratuito'],
      ...['--email', 'gratuito@revela.local', '--password', 'Gratuito-E2E-2026!'],
    );
    await studio('message', 'estudio-gratuito', 'alert', 'Seu plano vence em 3 dias');
  } finally {
    await services.close();
    await database.close();
  }
}
await import(build('server.js'));
