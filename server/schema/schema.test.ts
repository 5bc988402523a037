import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.ts';
import { graphqlSchemaDrift, migrationDrift } from '../drift.ts';
import { createTestDatabase } from '../test/database.ts';

describe('committed derived files', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('schema.graphql is the schema Pothos builds', async () => {
    expect(await graphqlSchemaDrift()).toBeNull();
  });

  it('the migrations bring a database to prisma/schema.prisma', async () => {
    expect(await migrationDrift(database.url)).toBeNull();
  });
});
