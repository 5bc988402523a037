import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql ships CJS and ESM copies; Pothos and Yoga load the one Node resolves, so the tests must too.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  test: {
    projects: [
      'client/vite.config.ts',
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
