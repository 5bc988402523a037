// The check at the end: every customer's cart as the app answers it, as SQL computes it from the event's prices,
// and as the customer believes it is, must agree line by line and in total.
import type { CartSetup } from '../cart-server.ts';
import type { ServerHandle } from '../lib/server-process.ts';
import { type Prices, rawId, type ServerCart, sameCart, subtotalOf } from './cart-lines.ts';
import { type Customer, readCart } from './customers.ts';
import type { Problems } from './problems.ts';

interface CartInSql {
  sessionId: string;
  lines: { itemId: string; quantity: number; optionId: string }[] | null;
  subtotalCents: number;
}

function agrees(cart: ServerCart, sql: CartInSql | undefined, customer: Customer, prices: Prices): boolean {
  const sqlLines = sql?.lines ?? [];
  return (
    sql !== undefined &&
    sql.subtotalCents === cart.subtotalCents &&
    cart.subtotalCents === subtotalOf(customer.lines, prices) &&
    sameCart(cart, customer.lines, prices) &&
    sqlLines.length === cart.items.length &&
    sqlLines.every((line, index) => {
      const item = cart.items[index];
      return (
        item !== undefined &&
        rawId(item.id) === line.itemId &&
        item.quantity === line.quantity &&
        item.option?.optionId === line.optionId
      );
    })
  );
}

export async function checkTotals(
  server: ServerHandle<CartSetup>,
  customers: Customer[],
  problems: Problems,
): Promise<{ checked: number; wrong: number }> {
  const { eventSlug, prices } = server.setup;
  const inSql = await server.command<CartInSql[]>('cartsInSql');
  const bySession = new Map(inSql.map((row) => [row.sessionId, row]));
  let checked = 0;
  let wrong = 0;
  for (const customer of customers) {
    const { cart } = await readCart(server.url, eventSlug, customer);
    const sql = bySession.get(customer.sessionId);
    checked++;
    if (!agrees(cart, sql, customer, prices)) {
      wrong++;
      problems.add(
        `customer ${customer.index}: SQL ${JSON.stringify(sql)} app ${cart.subtotalCents} ${JSON.stringify(
          cart.items.map((item) => [rawId(item.id), item.quantity, item.option?.optionId]),
        )}`,
      );
    }
  }
  return { checked, wrong };
}
