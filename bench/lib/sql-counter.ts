// Counts the SQL statements this process sends, at the one place every pg connection (Prisma's adapter pool,
// raw clients) goes through: pg.Client#query.
import pg from 'pg';

let count = 0;
let recorded: string[] = [];
let installed = false;

function sqlText(args: unknown[]): string {
  const first = args[0] as string | { text?: string } | undefined;
  return typeof first === 'string' ? first : (first?.text ?? '');
}

export function installSqlCounter(): void {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    count++;
    recorded.push(sqlText(args));
    if (recorded.length > 10_000) recorded.shift();
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** Statements since the last call (and their text), then starts counting again. */
export function takeSqlCount(): { count: number; statements: string[] } {
  const result = { count, statements: recorded.map((text) => text.replace(/\s+/g, ' ').trim()) };
  count = 0;
  recorded = [];
  return result;
}
