// What the database holds, read from PostgreSQL's catalog: the application's tables (schema public, without Prisma's
// migration history), their columns, primary keys and foreign keys. The job queue's tables (schema pgboss) are
// not part of a backup: its jobs serve rows of their time and are queued again where needed after a restore.
import type pg from 'pg';
import type { ForeignKey } from './load-order.ts';

export interface TableInfo {
  name: string;
  /** Columns in table order, without generated ones. */
  columns: string[];
  /** Primary key columns with their SQL types, in key order. */
  primaryKey: { column: string; type: string }[];
}

export interface Catalog {
  tables: TableInfo[];
  foreignKeys: ForeignKey[];
  /** Columns filled from a sequence, whose next value must follow the loaded rows. */
  sequenced: { table: string; column: string }[];
}

export const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

export async function readCatalog(client: pg.ClientBase): Promise<Catalog> {
  const tables = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> '_prisma_migrations'
     ORDER BY c.relname`,
  );
  const columns = await client.query<{
    table: string;
    column: string;
    nullable: boolean;
    sequenced: boolean;
  }>(
    `SELECT table_name AS table, column_name AS column, is_nullable = 'YES' AS nullable,
            coalesce(column_default LIKE 'nextval(%', false) AS sequenced
     FROM information_schema.columns
     WHERE table_schema = 'public' AND is_generated = 'NEVER'
     ORDER BY table_name, ordinal_position`,
  );
  const keys = await client.query<{ table: string; column: string; type: string }>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type
     FROM pg_index i
     JOIN pg_class c ON c.oid = i.indrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, position) ON true
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
     WHERE i.indisprimary AND n.nspname = 'public'
     ORDER BY c.relname, k.position`,
  );
  const references = await client.query<{ table: string; references: string; columns: string[] }>(
    `SELECT child.relname AS table, parent.relname AS references,
            array(SELECT a.attname::text FROM pg_attribute a
                  WHERE a.attrelid = con.conrelid AND a.attnum = ANY(con.conkey)) AS columns
     FROM pg_constraint con
     JOIN pg_class child ON child.oid = con.conrelid
     JOIN pg_class parent ON parent.oid = con.confrelid
     JOIN pg_namespace n ON n.oid = child.relnamespace
     WHERE con.contype = 'f' AND n.nspname = 'public'
     ORDER BY con.conname`,
  );
  const nullable = new Set(
    columns.rows.filter((row) => row.nullable).map((row) => `${row.table}.${row.column}`),
  );
  const names = tables.rows.map((row) => row.name);
  return {
    tables: names.map((name) => ({
      name,
      columns: columns.rows.filter((row) => row.table === name).map((row) => row.column),
      primaryKey: keys.rows
        .filter((row) => row.table === name)
        .map((row) => ({ column: row.column, type: row.type })),
    })),
    foreignKeys: references.rows
      .filter((row) => names.includes(row.table))
      .map((row) => ({
        ...row,
        nullable: row.columns.every((column) => nullable.has(`${row.table}.${column}`)),
      })),
    sequenced: columns.rows
      .filter((row) => row.sequenced && names.includes(row.table))
      .map((row) => ({ table: row.table, column: row.column })),
  };
}

/** The migrations applied to this database, oldest first. */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM _prisma_migrations
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((row) => row.name);
}

const pageSize = 5000;

/**
 * Every row of a table as one JSON line (row_to_json), in primary-key order, a page at a time (keyset, so each
 * page is an index range). Inside a snapshot transaction the pages together are the table at one instant.
 */
export async function* tableRows(client: pg.ClientBase, table: TableInfo): AsyncGenerator<string[]> {
  const key = table.primaryKey;
  if (!key.length) throw new Error(`Table ${table.name} has no primary key`);
  const keyColumns = key.map((part) => `t.${quote(part.column)}`).join(', ');
  const keyTexts = key.map((part, index) => `t.${quote(part.column)}::text AS k${index}`).join(', ');
  const after = key.map((part, index) => `$${index + 1}::${part.type}`).join(', ');
  let last: string[] | null = null;
  for (;;) {
    const where: string = last ? `WHERE (${keyColumns}) > (${after})` : '';
    const result: pg.QueryResult<Record<string, string>> = await client.query<Record<string, string>>(
      `SELECT row_to_json(t)::text AS row, ${keyTexts} FROM ${quote(table.name)} t ${where}
       ORDER BY ${keyColumns} LIMIT ${pageSize}`,
      last ?? [],
    );
    const rows = result.rows;
    if (!rows.length) return;
    yield rows.map((row) => row.row!);
    const lastRow: Record<string, string> = rows.at(-1)!;
    last = key.map((_, index): string => lastRow[`k${index}`]!);
    if (rows.length < pageSize) return;
  }
}
