// `npm run check:drift` (with codegen --check and relay-compiler --validate): committed derived files are current.
import { startEmbeddedPostgres } from '../database/embedded-postgres.ts';
import { graphqlSchemaDrift, migrationDrift, openApiDrift } from '../drift.ts';

const scratch = await startEmbeddedPostgres();
try {
  const problems = [
    await graphqlSchemaDrift(),
    await openApiDrift(),
    await migrationDrift(scratch.url),
  ].filter(Boolean);
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await scratch.stop();
}
