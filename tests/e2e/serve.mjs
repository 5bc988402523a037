// Starts the built server for the browser tests on a fresh embedded database (the demo studio is created on it).
import { rmSync, writeFileSync } from 'node:fs';
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
// Webhook endpoints on loopback: the webhooks project's receiver runs beside the browser.
process.env.WEBHOOKS_ALLOW_PRIVATE = 'true';
// Made before the server starts, on the database it then opens, so the demo studio every other project shares is
// never touched: the demo (as the server would make it); a studio on the free plan with a plan message, made the way
// a script makes one (the studio command), where plano-limites logs in; a studio the operator console's project
// (plataforma.spec.ts) suspends; and an operator, whose one-time secret is left for that test to read.
const built = (file) => import(path.join(root, 'build', 'server', ...file.split('/')));
const { openConfiguredDatabase } = await built('cli/run.js');
const { createServices } = await built('services/create-services.js');
const { createDemoStudio } = await built('services/demo/demo-studio.js');
const { runStudioCommand } = await built('cli/studio-command.js');
const { createStudio } = await built('services/studios/platform-studios.js');
const { ensurePlans } = await built('services/studios/plans.js');
const { createOperator } = await built('services/operators/operator-accounts.js');
{
  const { config, database } = await openConfiguredDatabase();
  const services = await createServices(config, {
    db: database.prisma,
    databaseUrl: database.url,
    log: () => {},
  });
  try {
    await ensurePlans(database.prisma);
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
    await createStudio(database.prisma, {
      name: 'Estúdio Plataforma',
      slug: 'estudio-plataforma',
      adminEmail: 'dono@estudio-plataforma.test',
      adminPassword: 'plataforma-e2e-senha-bem-forte',
    });
    const operator = await createOperator(database.prisma, services.secrets, {
      email: 'operadora@revela.test',
      password: 'operadora-e2e-senha-bem-forte',
    });
    writeFileSync(
      path.join(root, 'test-results', 'e2e-operator.txt'),
      `TOTP secret: ${operator.totpSecret}\n`,
    );
  } finally {
    await services.close();
    await database.close();
  }
}
await import(path.join(root, 'build', 'server', 'server.js'));
