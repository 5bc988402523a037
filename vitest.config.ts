import { createRequire } from 'node:module';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { CombinationReporter } from './server/test/combination-reporter.ts';
import { serverTestKinds } from './server/test/test-kinds.ts';

// graphql ships CJS and ESM copies; Pothos and Yoga load the one Node resolves, so the tests must too.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

// Tests that reach a database or the file storage run once per database and storage (CI runs this project again on
// PostgreSQL + S3); the rest run once.
const { integration, unit } = serverTestKinds(import.meta.dirname);

// Each file builds its own app and database, so files share a worker's loaded modules (schema, Prisma, sharp, the
// face model) instead of loading them again: half the time of isolated files.
const server = {
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: { environment: 'node' as const, isolate: false, testTimeout: 30_000, hookTimeout: 60_000 },
};

export default defineConfig({
  test: {
    // Vitest's default leaves a core idle on a 2-core machine; the server tests spend much of their time waiting.
    maxWorkers: Math.min(4, Math.max(2, os.availableParallelism())),
    reporters: ['default', new CombinationReporter()],
    projects: [
      'client/vite.config.ts',
      { ...server, test: { ...server.test, name: 'server', include: unit } },
      {
        ...server,
        test: {
          ...server.test,
          name: 'server-integration',
          include: integration,
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
    ],
  },
});
