// Finding a person in the whole database, for the LGPD tests: every text, JSON and text-array column of every table
// searched for their e-mail, CPF, names and phone; and snapshots of every row, to tell what a change touched.
import type { Db } from '../database/database.ts';
import { maskCpf, maskWhatsApp } from '../domain/text-rules.ts';

export interface PersonalDataHit {
  /** "Table.column" */
  place: string;
  rows: number;
  /** The first value found, cut short (to read a failure). */
  sample: string;
}

interface Column {
  table: string;
  column: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The columns that can hold text: text and varchar, json and jsonb, and arrays of text. */
async function textColumns(db: Db, schema: string): Promise<Column[]> {
  return db.$queryRawUnsafe<Column[]>(
    `SELECT c.table_name AS "table", c.column_name AS "column"
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = $1 AND t.table_type = 'BASE TABLE'
        AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
             OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))
      ORDER BY 1, 2`,
    schema,
  );
}

/** The words a person is found by: e-mail, CPF (digits and formatted), first and last name, phone (digits and formatted). */
export function needlesOf(person: {
  email: string;
  cpf?: string;
  firstName?: string;
  lastName?: string;
  whatsApp?: string;
}): string[] {
  const cpf = (person.cpf ?? '').replace(/\D/g, '');
  const phone = (person.whatsApp ?? '').replace(/\D/g, '');
  const local = phone.startsWith('55') && phone.length > 11 ? phone.slice(2) : phone;
  return [
    person.email,
    ...(cpf ? [cpf, maskCpf(cpf)] : []),
    person.firstName ?? '',
    person.lastName ?? '',
    ...(phone ? [phone, local, maskWhatsApp(local)] : []),
  ]
    .map((needle) => needle.trim().toLowerCase())
    .filter((needle) => needle.length >= 4);
}

/**
 * Every column of every table of `schema` holding any of the needles (case-insensitive, anywhere in the value):
 * where a person still is. Empty when nothing of them is left.
 */
export async function scanForPersonalData(
  db: Db,
  needles: string[],
  options: { schema?: string } = {},
): Promise<PersonalDataHit[]> {
  const lowered = needles.map((needle) => needle.toLowerCase()).filter(Boolean);
  if (!lowered.length) throw new Error('scanForPersonalData needs at least one needle');
  const hits: PersonalDataHit[] = [];
  for (const { table, column } of await textColumns(db, options.schema ?? 'public')) {
    const value = `lower(${quote(column)}::text)`;
    const [found] = await db.$queryRawUnsafe<{ rows: number; sample: string | null }[]>(
      `SELECT count(*)::int AS "rows", left(min(${value}), 200) AS "sample"
         FROM ${quote(options.schema ?? 'public')}.${quote(table)}
        WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS needle WHERE strpos(${value}, needle) > 0)`,
      lowered,
    );
    if (found && found.rows > 0)
      hits.push({ place: `${table}.${column}`, rows: found.rows, sample: found.sample ?? '' });
  }
  return hits;
}

/** Every row of every table of the public schema as JSON, by table and primary key ("a|b" for composite keys). */
export type DatabaseSnapshot = Map<string, Map<string, Record<string, unknown>>>;

export async function snapshotDatabase(db: Db): Promise<DatabaseSnapshot> {
  const keys = await db.$queryRawUnsafe<{ table: string; columns: string[] }[]>(
    `SELECT tc.table_name AS "table", array_agg(kcu.column_name::text ORDER BY kcu.ordinal_position) AS "columns"
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu
         ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      WHERE tc.table_schema = 'public' AND tc.constraint_type = 'PRIMARY KEY'
      GROUP BY tc.table_name`,
  );
  const snapshot: DatabaseSnapshot = new Map();
  for (const { table, columns } of keys) {
    const rows = await db.$queryRawUnsafe<{ row: Record<string, unknown> }[]>(
      `SELECT to_jsonb(t) AS "row" FROM "public".${quote(table)} t`,
    );
    snapshot.set(
      table,
      new Map(rows.map(({ row }) => [columns.map((column) => String(row[column])).join('|'), row])),
    );
  }
  return snapshot;
}

export interface RowChange {
  table: string;
  /** The primary key's values ("a|b" for composite keys). */
  key: string;
  kind: 'deleted' | 'changed' | 'added';
  /** The columns whose values differ (changed rows). */
  columns: string[];
}

/** What differs between two snapshots, row by row. */
export function snapshotChanges(before: DatabaseSnapshot, after: DatabaseSnapshot): RowChange[] {
  const changes: RowChange[] = [];
  for (const [table, rows] of before) {
    const later = after.get(table) ?? new Map();
    for (const [key, row] of rows) {
      const now = later.get(key);
      if (!now) {
        changes.push({ table, key, kind: 'deleted', columns: [] });
        continue;
      }
      const columns = Object.keys(row).filter(
        (column) => JSON.stringify(row[column]) !== JSON.stringify(now[column]),
      );
      if (columns.length) changes.push({ table, key, kind: 'changed', columns });
    }
    for (const key of later.keys())
      if (!rows.has(key)) changes.push({ table, key, kind: 'added', columns: [] });
  }
  return changes;
}
