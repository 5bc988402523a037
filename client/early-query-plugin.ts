// Vite plugin: index.html starts the gallery's route query itself (src/relay/early-query.ts, inlined at the top of
// <head> with the persisted id of GalleryRouteQuery), and the build writes csp.json beside it with the SHA-256 of
// every inline script, which the server lists in the pages' Content-Security-Policy (no 'unsafe-inline').
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import galleryRouteQuery from './src/__generated__/GalleryRouteQuery.graphql.ts';
import { galleryTokensKeyPrefix } from './src/auth/gallery-tokens.ts';
import { notEventSegments } from './src/auth/request-auth.ts';
import { type EarlyQuerySettings, startEarlyGalleryQuery } from './src/relay/early-query.ts';

/** What the server reads beside index.html (server/client-files.ts). */
export const cspFileName = 'csp.json';

/** The CSP sources ('sha256-...') of the inline scripts of a page, hashed as the browser hashes them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`,
  );
}

export function earlyQueryPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'revela-early-query',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml(html) {
      // The id of the artifact the app itself ships (the persisted map also keeps older texts of the query).
      const documentId = galleryRouteQuery.params.id;
      if (!documentId) throw new Error('GalleryRouteQuery has no persisted id: run npm run relay');
      const settings: EarlyQuerySettings = {
        documentId,
        notEventSegments,
        tokensKeyPrefix: galleryTokensKeyPrefix,
      };
      const code = `(${startEarlyGalleryQuery.toString()})(${JSON.stringify(settings)});`;
      // Right after the charset (which must come in the first 1,024 bytes) and before any stylesheet, which an
      // inline script would wait for.
      const charset = /<meta charset="[^"]*"\s*\/?>/i;
      if (!charset.test(html)) throw new Error('index.html has no <meta charset>');
      return html.replace(charset, (meta) => `${meta}\n    <script>${code}</script>`);
    },
    writeBundle() {
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const policy = { scriptHashes: inlineScriptHashes(html) };
      writeFileSync(path.join(outDir, cspFileName), `${JSON.stringify(policy, null, 2)}\n`);
    },
  };
}
