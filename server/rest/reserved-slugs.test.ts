// Every path segment an event's address could collide with, derived from the route tables (the REST shims, the
// app's own paths, the client router and the client's public files), is reserved; an event named like one of them
// gets another address, and its gallery answers there.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservedEventSlugs } from '../domain/slug.ts';
import { paths } from '../paths.ts';
import { type AdminClient, adminOfNewStudio } from '../test/admin-client.ts';
import { factories } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { restRoutes } from './routes.ts';

/** Parameters that hold an event's (or a studio's: they share the list) address. */
const addressParams = new Set([':urlEvento', ':urlEstudio', ':eventSlug']);

/** The literal segments sitting beside an address parameter: same prefix, same position. */
function segmentsBesideAddresses(routePaths: string[]): Set<string> {
  const split = routePaths.map((routePath) => routePath.split('/').filter(Boolean));
  const found = new Set<string>();
  for (const segments of split) {
    segments.forEach((segment, index) => {
      if (!addressParams.has(segment)) return;
      const prefix = segments.slice(0, index).join('/');
      for (const other of split) {
        const literal = other[index];
        if (other.slice(0, index).join('/') !== prefix || !literal) continue;
        if (!literal.startsWith(':') && literal !== '*') found.add(literal);
      }
    });
  }
  return found;
}

/**
 * The client router's full paths (a child's path joins its parent's), read from its route objects: each `{...}`
 * that has a `path: '...'` is a route, nested in the route objects around it.
 */
function clientRoutePaths(): string[] {
  const source = readFileSync(path.join(paths.root, 'client', 'src', 'router.tsx'), 'utf8')
    .replace(/\/\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  const open: (string | null)[] = [];
  const token = /path:\s*'([^']*)'|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|[{}]/g;
  for (const [text, routePath] of source.matchAll(token)) {
    if (text === '{') open.push(null);
    else if (text === '}') open.pop();
    else if (routePath !== undefined) {
      const parent = open.findLast((entry) => entry !== null) ?? '';
      const full = routePath.startsWith('/') ? routePath : `${parent.replace(/\/$/, '')}/${routePath}`;
      open[open.length - 1] = full;
      found.push(full);
    }
  }
  return found;
}

/** The first segments the app answers itself before the client (read from app.ts's dispatch). */
function serverFirstSegments(): string[] {
  const source = readFileSync(path.join(paths.root, 'server', 'app.ts'), 'utf8');
  const literals = [...source.matchAll(/pathname(?:\.startsWith\(| === )'\/([^'/]+)/g)].map(
    (match) => match[1]!,
  );
  return literals;
}

describe('reserved event addresses', () => {
  const clientPaths = clientRoutePaths();

  it('reads the route tables (a sanity check of the readers below)', () => {
    expect(clientPaths).toEqual(expect.arrayContaining(['/adm/pedidos', '/adm/:eventSlug', '/:eventSlug']));
    expect(serverFirstSegments()).toEqual(expect.arrayContaining(['graphql', 'api', 'healthz']));
  });

  it.each([
    ['the REST shims', () => segmentsBesideAddresses(restRoutes.map((route) => route.path))],
    ['the client router', () => segmentsBesideAddresses(clientPaths)],
    ['the app', () => new Set(serverFirstSegments())],
    ['the client build', () => new Set(['assets', 'index.html'])],
    ['the client public files', () => new Set(readdirSync(path.join(paths.root, 'client', 'public')))],
  ])('every segment %s uses is reserved', (_source, segments) => {
    const missing = [...segments()].filter((segment) => !reservedEventSlugs.has(segment));
    expect(missing).toEqual([]);
  });
});

describe('an event named like a reserved path', () => {
  let t: TestApp;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOfNewStudio(t, factories(t.db, t.services), { slug: 'reservas' });
  });
  afterAll(() => t.close());

  it.each([
    ['Estáticos', 'estaticos-2'],
    ['Arquivos', 'arquivos-2'],
    ['Tutorial', 'tutorial-2'],
  ])('%s gets %s, and its gallery answers there', async (name, slug) => {
    const created = await admin.rest('POST', '/api/adm/evento', { body: { nomeEvento: name } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.url).toBe(slug);
    // Published (a new event is a draft), its gallery answers at that address.
    await admin.rest('PATCH', `/api/adm/${slug}/publicacao`, { body: { publicado: true } });
    const kind = await t.rest('GET', `/api/${slug}/tipo-de-galeria`, { host: admin.host });
    expect(kind).toMatchObject({ status: 200, body: 'publica' });
  });
});
