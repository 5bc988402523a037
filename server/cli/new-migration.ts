// `npm run db:migration -- <name>`: writes the migration from the last migrated schema to prisma/schema.prisma.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres } from '../database/embedded-postgres.ts';
import { diffSchemas, writeMigration } from '../database/migrations.ts';
import { paths } from '../paths.ts';
import { StartupError } from '../startup-error.ts';
import { run } from './run.ts';

run(async () => {
  const name = process.argv[2] ?? '';
  if (!/^[a-z][a-z0-9_]*$/.test(name)) {
    throw new StartupError('Usage: npm run db:migration -- <name>   (lower case letters, digits and _)');
  }
  const schema = await readFile(paths.prismaSchema, 'utf8');
  const migrated = await readFile(paths.migratedSchema, 'utf8').catch(() => null);
  // The engine wants a live connection even for a schema-to-schema diff: an in-memory database serves.
  const scratch = await startEmbeddedPostgres();
  try {
    const sql = await diffSchemas(scratch.url, migrated, schema);
    if (!sql) {
      console.log('prisma/schema.prisma has no changes since the last migration.');
      return;
    }
    const folder = await writeMigration(name, sql, schema);
    console.log(`Wrote ${path.relative(paths.root, folder)}/migration.sql; review it, then commit it.`);
  } finally {
    await scratch.stop();
  }
});
