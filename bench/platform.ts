// bench: the operator console's pages on a platform of 1,000 studios and 100,000 orders (BENCH_STUDIOS,
// BENCH_ORDERS), on the embedded database and on PostgreSQL: each page's GraphQL read over HTTP, as the console
// sends it with an operator's session, timed one at a time.
import { base32Decode, totpCode } from '../server/domain/totp.ts';
import { createOperator } from '../server/services/operators/operator-accounts.ts';
import { databases, numberOption } from './lib/args.ts';
import { type BenchApp, startBenchApp } from './lib/bench-app.ts';
import { printTable, type Row, summary, writeResults } from './lib/results.ts';

const studioCount = Number(process.env.BENCH_STUDIOS ?? 1000);
const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
const iterations = numberOption('iterations', 30);

async function seed(app: BenchApp) {
  const plans = await app.db.plan.findMany({ orderBy: { sortOrder: 'asc' } });
  const planIds = plans.map((plan) => plan.id);
  // Studios over the last year: a tenth in trial, a twentieth owing, one in fifty suspended, storage all sizes.
  await app.db.$executeRaw`
    INSERT INTO "Studio" ("id", "name", "slug", "planId", "planStatus", "trialEndsAt", "suspendedAt",
      "suspendedReason", "highResStorageUsedBytes", "createdAt", "updatedAt")
    SELECT gen_random_uuid(), 'Estúdio ' || i, 'estudio-' || i, (${planIds}::uuid[])[1 + i % ${planIds.length}],
      (CASE WHEN i % 20 = 0 THEN 'PENDING' ELSE 'ACTIVE' END)::"PlanStatus",
      CASE WHEN i % 10 = 0 THEN now() + interval '7 days' END,
      CASE WHEN i % 50 = 0 THEN now() END, CASE WHEN i % 50 = 0 THEN 'Conteúdo denunciado' END,
      (i::bigint * 7919 % 100) * 1000000000, now() - (i * interval '8 hours 45 minutes'), now()
    FROM generate_series(1, ${studioCount}) AS i`;
  await app.db.$executeRaw`
    INSERT INTO "AdminUser" ("id", "studioId", "email", "passwordHash", "updatedAt")
    SELECT gen_random_uuid(), "id", 'dono@' || "slug" || '.com.br', 'x', now() FROM "Studio"`;
  // Orders of 4 studios in 5 (the others never sold), paid over the last 90 days; a tenth still unpaid.
  await app.db.$executeRaw`
    WITH sellers AS (
      SELECT "id", row_number() OVER (ORDER BY "createdAt") - 1 AS n FROM "Studio" WHERE "slug" <> 'bench'
    ), selling AS (
      SELECT "id", row_number() OVER (ORDER BY n) - 1 AS k, count(*) OVER () AS total FROM sellers WHERE n % 5 <> 0
    )
    INSERT INTO "Order" ("id", "studioId", "number", "eventName", "eventSlug", "mode", "status", "paymentStatus",
      "subtotalCents", "totalCents", "customerFirstName", "customerLastName", "customerEmail", "customerWhatsApp",
      "customerCpf", "createdAt", "updatedAt", "paidAt")
    SELECT gen_random_uuid(), s."id", o.i, 'Evento', 'evento', 'NORMAL',
      (CASE WHEN o.i % 10 = 0 THEN 'AWAITING_PAYMENT' ELSE 'PREPARING_DELIVERY' END)::"OrderStatus",
      (CASE WHEN o.i % 10 = 0 THEN 'PENDING' ELSE 'APPROVED' END)::"PaymentStatus",
      2500, 2500 + (o.i % 7) * 1000, 'Cliente', 'Teste', 'cliente@exemplo.com.br', '11987654321', '52998224725',
      now() - (o.i % 90) * interval '1 day', now(),
      CASE WHEN o.i % 10 <> 0 THEN now() - (o.i % 90) * interval '1 day' END
    FROM generate_series(1, ${orderCount}) AS o(i)
    JOIN selling s ON s.k = o.i % s.total`;
  await app.db.$executeRawUnsafe('ANALYZE');
}

async function operatorToken(app: BenchApp): Promise<string> {
  const created = await createOperator(app.db, app.services.secrets, {
    email: 'bench@revela.app',
    password: 'senha-longa-do-benchmark-de-operador',
  });
  const code = totpCode(base32Decode(created.totpSecret), new Date());
  const answer = await graphql(app, null, {
    query: `mutation($input: OperatorLoginInput!) { operatorLogin(input: $input) { ... on OperatorLoginPayload { token } } }`,
    variables: { input: { email: created.email, password: 'senha-longa-do-benchmark-de-operador', code } },
  });
  return (answer as { data: { operatorLogin: { token: string } } }).data.operatorLogin.token;
}

async function graphql(app: BenchApp, token: string | null, body: { query: string; variables?: unknown }) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(json.errors[0]!.message);
  return json;
}

const studiosQuery = `query($filter: ConsoleStudioFilter, $after: String) { operatorConsole {
  plans { code name }
  studios(first: 25, after: $after, filter: $filter) {
    edges { node { id name slug domain planName state storageUsedBytes storageLimitBytes lastSaleAt sales30Days createdAt } }
    pageInfo { hasNextPage endCursor } } } }`;

async function measure(app: BenchApp): Promise<Row[]> {
  const token = await operatorToken(app);
  const ask = (query: string, variables: Record<string, unknown> = {}) =>
    graphql(app, token, { query, variables });
  // Ten actions on the busiest studio, so its page and the audit log have entries to show.
  const first = (await ask(studiosQuery, {})) as any;
  const studioId = first.data.operatorConsole.studios.edges[0].node.id;
  for (let index = 1; index <= 10; index++) {
    await ask(
      `mutation($input: ExtendStudioTrialInput!) { extendStudioTrial(input: $input) { __typename } }`,
      { input: { studioId, days: index } },
    );
  }
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const answer = (await ask(studiosQuery, { after: cursor })) as any;
    cursor = answer.data.operatorConsole.studios.pageInfo.endCursor;
  }
  const pages: [string, string, Record<string, unknown>][] = [
    ['studios, first page', studiosQuery, {}],
    ['studios, page 21 (cursor)', studiosQuery, { after: cursor }],
    ['studios, search "estudio-77"', studiosQuery, { filter: { search: 'estudio-77' } }],
    ['studios, search by owner e-mail', studiosQuery, { filter: { search: 'dono@estudio-123.' } }],
    ['studios, plan filter', studiosQuery, { filter: { planCode: 'estudio' } }],
    ['studios, state SUSPENDED', studiosQuery, { filter: { state: 'SUSPENDED' } }],
    ['studios, storage >= 80 %', studiosQuery, { filter: { storageAtLeastPercent: 80 } }],
    ['studios, last sale NEVER', studiosQuery, { filter: { lastSale: 'NEVER' } }],
    ['studios, >= 40 sales in 30 days', studiosQuery, { filter: { minSales30Days: 40 } }],
    [
      "a studio's page (+ its audit)",
      `query($id: ID!) { operatorConsole { plans { code name } studio(id: $id) { id name state planCode lastSaleAt sales30Days adminEmails }
        auditLog(first: 50, studioId: $id) { edges { node { id action at operatorEmail before after } } } } }`,
      { id: studioId },
    ],
    [
      'figures + what needs a hand',
      `{ operatorConsole { figures { studiosByState { state count } monthlyRecurringRevenueCents
        signUpsPerWeek { week count } salesPerWeek { week count totalCents } sales30DaysCount sales30DaysTotalCents }
        failedJobs { id } givenUpEmails { id } stalePayments { id } } }`,
      {},
    ],
    ['plans', '{ operatorConsole { plans { id code name priceMonthlyCents isDefault isTrialPlan } } }', {}],
    [
      'audit log',
      '{ operatorConsole { auditLog(first: 50) { edges { node { id action at operatorEmail studioName before after } } } } }',
      {},
    ],
  ];
  const rows: Row[] = [];
  for (const [name, query, variables] of pages) {
    const samples: number[] = [];
    for (let index = 0; index < iterations + 2; index++) {
      const started = performance.now();
      const answer = (await ask(query, variables)) as any;
      if (index >= 2) samples.push(performance.now() - started);
      if (index === 0 && name.startsWith('studios'))
        rows.push({ page: name, rows: answer.data.operatorConsole.studios.edges.length });
    }
    const { median, p99 } = summary(samples);
    const existing = rows.find((row) => row.page === name);
    const row = existing ?? { page: name };
    Object.assign(row, { 'median ms': median, 'p99 ms': p99 });
    if (!existing) rows.push(row);
  }
  return rows;
}

const all: Record<string, Row[]> = {};
for (const database of databases(['pglite', 'postgres'])) {
  const app = await startBenchApp(database);
  try {
    const started = performance.now();
    await seed(app);
    const studios = await app.db.studio.count();
    const orders = await app.db.order.count();
    console.log(
      `${database}: ${studios} studios and ${orders} orders made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const rows = await measure(app);
    printTable(
      `Operator console pages, ${database} (${studios} studios, ${orders} orders, ${iterations} runs each)`,
      rows,
    );
    all[database] = rows;
  } finally {
    await app.close();
  }
}
await writeResults('platform', { studios: studioCount, orders: orderCount, iterations, pages: all });
process.exit(0);
