import { stat } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';

describe('the embedded database socket', () => {
  let database: EmbeddedPostgres;
  let directory: string;
  beforeAll(async () => {
    database = await startEmbeddedPostgres();
    directory = new URL(database.url).searchParams.get('host')!;
  });
  afterAll(() => database.stop());

  it('listens only on a Unix socket in a folder no other user can enter', async () => {
    expect(database.url).not.toMatch(/127\.0\.0\.1|:\d{4,5}\//);
    expect((await stat(directory)).mode & 0o777).toBe(0o700);
  });

  it('refuses a connection without its password, as one a session row could be inserted through', async () => {
    for (const password of ['postgres', '', 'x'.repeat(48)]) {
      const client = new pg.Client({
        host: directory,
        port: 5432,
        user: 'postgres',
        password,
        database: 'postgres',
      });
      await expect(client.connect()).rejects.toThrow(/password authentication failed/);
      await client.end().catch(() => {});
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  });

  it('keeps concurrent clients apart: parameterised queries and transactions from many pools never interleave', async () => {
    const setup = new pg.Client({ connectionString: database.url });
    await setup.connect();
    await setup.query('CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL)');
    await setup.query('INSERT INTO counter VALUES (1, 0)');
    await setup.end();

    const pools = [1, 2, 3].map(() => new pg.Pool({ connectionString: database.url, max: 4 }));
    const work = pools.flatMap((pool, p) =>
      Array.from({ length: 40 }, async (_, i) => {
        const echoed = await pool.query('SELECT $1::text AS value, $2::int AS n', [`p${p}-${i}`, i]);
        expect(echoed.rows[0]).toEqual({ value: `p${p}-${i}`, n: i });
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const { rows } = await client.query('SELECT n FROM counter WHERE id = $1', [1]);
          await client.query('UPDATE counter SET n = $1 WHERE id = $2', [rows[0].n + 1, 1]);
          if (i % 10 === 9) await client.query('ROLLBACK');
          else await client.query('COMMIT');
        } finally {
          client.release();
        }
      }),
    );
    await Promise.all(work);
    const { rows } = await pools[0]!.query('SELECT n FROM counter WHERE id = 1');
    // Every committed increment counted, none lost to another client's statement in the middle of a transaction.
    expect(rows[0].n).toBe(3 * 36);
    await Promise.all(pools.map((pool) => pool.end()));
  });

  it('rolls back the transaction of a client that disconnects in the middle of it', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('BEGIN');
    await client.query('UPDATE counter SET n = -1 WHERE id = 1');
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await client.end().catch(() => {});
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    expect((await other.query('SELECT n FROM counter WHERE id = 1')).rows[0].n).toBe(108);
    await other.end();
  });

  it('delivers NOTIFY to the clients that LISTEN on its channel, on commit only, as a server does', async () => {
    const [listener, quoted, notifier] = [1, 2, 3].map(
      () => new pg.Client({ connectionString: database.url }),
    );
    const heard: string[] = [];
    for (const client of [listener!, quoted!, notifier!]) {
      await client.connect();
      client.on('notification', (message) => {
        if (client !== notifier)
          heard.push(`${client === listener ? 'L' : 'Q'} ${message.channel} ${message.payload}`);
      });
    }
    await listener!.query('LISTEN mudancas');
    await quoted!.query('LISTEN "Outro Canal"');
    const long = 'x'.repeat(7000); // more than one chunk of PGlite's answer
    await notifier!.query('BEGIN');
    await notifier!.query("SELECT pg_notify('mudancas', 'confirmada')");
    await notifier!.query('COMMIT');
    await notifier!.query('BEGIN');
    await notifier!.query("SELECT pg_notify('mudancas', 'desfeita')");
    await notifier!.query('ROLLBACK');
    await notifier!.query("SELECT pg_notify('mudancas', $1), pg_notify('Outro Canal', 'ola')", [long]);
    await listener!.query('UNLISTEN mudancas');
    await notifier!.query("SELECT pg_notify('mudancas', 'ninguem')");
    // The listeners' connections still answer their own queries afterwards.
    expect((await listener!.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    expect((await quoted!.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    expect(heard).toEqual(['L mudancas confirmada', `L mudancas ${long}`, 'Q Outro Canal ola']);
    await Promise.all([listener!, quoted!, notifier!].map((client) => client.end()));
  });
});
