// Lists a studio's orders paid since a date, through the GraphQL API with an API token (scope ORDERS_READ), page
// after page. Node 20 or newer, no dependencies:
//
//   REVELA_TOKEN=rvk_... node examples/paid-orders-since.mjs 2025-01-31
//
// REVELA_URL is the studio's address (default http://localhost:3000, the demo studio of `npm start`). The token is
// created in the studio's admin, /adm/integracoes ('Integrações').
import { pathToFileURL } from 'node:url';

const query = `query PaidOrdersSince($paidFrom: DateTime!, $first: Int!, $after: String) {
  studio {
    orders(first: $first, after: $after, filter: { paymentStatus: [APPROVED], paidFrom: $paidFrom }) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { node { orderId number eventName totalCents paidAt customer { firstName lastName email } } }
    }
  }
}`;

/** Each order paid at or after `since` (a Date), newest first, reading as many pages (of up to 100) as there are. */
export async function* paidOrdersSince({ baseUrl, token, since, pageSize = 100, fetch = globalThis.fetch }) {
  let after = null;
  do {
    const response = await fetch(new URL('/graphql', baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables: { paidFrom: since.toISOString(), first: pageSize, after } }),
    });
    const answer = await response.json();
    if (!response.ok || answer.errors?.length)
      throw new Error(
        `${response.status}: ${answer.errors?.[0]?.message ?? answer.mensagem?.texto ?? 'erro'}`,
      );
    const { edges, pageInfo } = answer.data.studio.orders;
    for (const { node } of edges) yield node;
    after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
  } while (after);
}

const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

async function main() {
  const [sinceText] = process.argv.slice(2);
  const token = process.env.REVELA_TOKEN;
  const since = new Date(sinceText ?? '');
  if (!token || Number.isNaN(since.getTime())) {
    console.error(
      'Uso: REVELA_TOKEN=rvk_... node examples/paid-orders-since.mjs <aaaa-mm-dd ou data ISO 8601>',
    );
    process.exit(2);
  }
  const baseUrl = process.env.REVELA_URL ?? 'http://localhost:3000';
  let count = 0;
  let totalCents = 0;
  for await (const order of paidOrdersSince({ baseUrl, token, since })) {
    const who = `${order.customer.firstName} ${order.customer.lastName} <${order.customer.email}>`;
    console.log(
      `#${order.number}  ${order.paidAt}  ${reais.format(order.totalCents / 100).padStart(12)}  ${order.eventName}  ${who}`,
    );
    count++;
    totalCents += order.totalCents;
  }
  console.log(`${count} pedido(s) pago(s) desde ${since.toISOString()}: ${reais.format(totalCents / 100)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
