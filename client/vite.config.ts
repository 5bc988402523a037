// Vite builds the React client into build/client, which the server serves; vitest runs the client tests.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay-lite';
import { defineConfig } from 'vitest/config';
import { earlyQueryPlugin } from './early-query-plugin.ts';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
// React Router's package exports always resolve to its development build; production uses its production one.
const reactRouterBuild = (file: string) => here(`../node_modules/react-router/dist/production/${file}`);

export default defineConfig(({ command }) => ({
  root: here('.'),
  publicDir: here('public'),
  build: {
    outDir: here('../build/client'),
    emptyOutDir: true,
    sourcemap: true,
    // The vendor chunk (React, Relay, React Router) is one cached file by design; the gzip budget is benchmarked.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      // Libraries change far less often than our code: their own chunk stays cached across releases.
      // Mercado Pago's Brick, the forms' libraries (zod, react-hook-form) and the gallery's lightbox stay in the lazy
      // chunks that use them.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules\/(?!@mercadopago|zod\/|react-hook-form\/|@hookform\/|yet-another-react-lightbox\/)/,
            },
          ],
        },
      },
    },
  },
  // relay-compiler runs from npm scripts (the plugin's own watcher needs watchman).
  plugins: [react(), relay({ codegen: false }), earlyQueryPlugin()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : [],
  },
  server: { proxy: { '/graphql': 'http://localhost:3000', '/api': 'http://localhost:3000' } },
  test: {
    name: 'client',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
}));
