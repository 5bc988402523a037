// `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL or the embedded one).
import { loadConfig } from '../config.ts';
import { ensureWritableDirectory } from '../data-dir.ts';
import { openDatabase } from '../database/database.ts';
import { applyMigrations } from '../database/migrations.ts';
import { run } from './run.ts';

run(async () => {
  const config = loadConfig();
  await ensureWritableDirectory(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await applyMigrations(database.url);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await database.close();
  }
});
