// Every documented /api route, read from the route table, takes wrong types (objects, lists, numbers, booleans,
// malformed or missing ids) with a 400 in Portuguese naming the field: never a 500, never a silent coercion.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../test/admin-client.ts';
import { type CustomerClient, openGallery } from '../test/customer-client.ts';
import { fieldsRead, type Path } from '../test/route-reads.ts';
import { shopOfThisFile } from '../test/shop.ts';
import { isFileRoute, isHandlerRoute, type RestRoute } from './route.ts';
import { restRoutes } from './routes.ts';

const shop = shopOfThisFile();

function bodyWith(path: Path, value: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  let at = body;
  for (const key of path.slice(0, -1)) {
    at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[path.at(-1)!] = value;
  return body;
}

const wrongValues: [string, unknown][] = [
  ['an object', { nome: 'x' }],
  ['a list', ['x']],
  ['a boolean', true],
  ['a number', 12345],
  ['a malformed id', 'nao-e-um-id'],
];

/** The message names the field: by its path, or (a word of the spec's vocabulary) by its label. */
function namesField(body: { mensagem: { texto?: string } | string }, field: Path): boolean {
  const text = typeof body.mensagem === 'string' ? body.mensagem : (body.mensagem.texto ?? '');
  return text.includes(field.at(-1)!) || / inválid[oa]: use /.test(text);
}

const operationRoutes = restRoutes.filter((route) => !isFileRoute(route) && !isHandlerRoute(route));
const name = (route: RestRoute) => `${route.method} ${route.path}`;

describe('REST input types', () => {
  let admin: AdminClient;
  let customer: CustomerClient;

  beforeAll(async () => {
    admin = await shop.admin();
    customer = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
  });

  /** The route's path with its parameters filled in; `pedidoId` and ids as given. */
  function pathOf(route: RestRoute, ids: string): string {
    // The customer's gallery is not the one the admin calls change (a key set there would end the session), and
    // a deleting admin call gets an event that does not exist, so the other routes keep theirs.
    const gallery = 'auth' in route && route.auth === 'gallery';
    const event = gallery
      ? shop.mixed.event.slug
      : route.method === 'DELETE'
        ? 'evento-que-nao-existe'
        : shop.digital.event.slug;
    return route.path
      .split('/')
      .map((segment) => {
        if (segment === ':urlEvento') return event;
        if (segment === ':urlEstudio') return 'loja';
        if (segment === '*') return 'nada.webp';
        return segment.startsWith(':') ? ids : segment;
      })
      .join('/');
  }

  async function call(route: RestRoute, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const auth = 'auth' in route ? route.auth : undefined;
    // Logging out ends the session it is made with: it gets one of its own.
    const adminToken = route.path === '/api/adm/logout' ? (await shop.admin()).token : admin.token;
    const token = auth === 'admin' ? adminToken : auth === 'gallery' ? customer.accessToken : null;
    return shop.t.rest(route.method, path, {
      host: shop.host,
      body,
      headers: {
        'X-Idempotency-Key': randomUUID(),
        ...(token && { Authorization: `Bearer ${token}` }),
        ...headers,
      },
    });
  }

  it('the route table reads the documented fields (the probe below finds them)', () => {
    const read = (method: string, path: string) =>
      fieldsRead(operationRoutes.find((route) => name(route) === `${method} ${path}`)!).map((field) =>
        field.join('.'),
      );
    expect(read('POST', '/api/adm/evento')).toContain('nomeEvento');
    expect(read('PUT', '/api/adm/:urlEvento/configuracoes')).toEqual(
      expect.arrayContaining([
        'configuracoesGaleria',
        'configuracoesGaleria.modusOperandi',
        'configuracoesGaleria.formatoEntregaFotos.impresso.tabelaTamanhoPreco',
      ]),
    );
    expect(read('DELETE', '/api/adm/banner-rotativo')).toContain('idBanner');
  });

  it.each(
    operationRoutes.flatMap((route) =>
      fieldsRead(route).flatMap((field) =>
        wrongValues.map(
          ([kind, value]) => [name(route), field.join('.'), kind, route, field, value] as const,
        ),
      ),
    ),
  )('%s: %s as %s is not a 500', async (_name, _field, kind, route, field, value) => {
    const { status, body } = await call(route, pathOf(route, randomUUID()), bodyWith(field, value));
    expect(status, JSON.stringify(body)).toBeLessThan(500);
    expect(body.mensagem ?? body).toBeTruthy();
    // A list is never any documented field's type but a list's; where a list is taken, its entries are objects.
    if (kind === 'a list') {
      expect(status, JSON.stringify(body)).toBe(400);
      expect(namesField(body, field)).toBe(true);
    }
  });

  it.each(
    operationRoutes.flatMap((route) =>
      fieldsRead(route).map((field) => [name(route), field.join('.'), field] as const),
    ),
  )('%s: %s as an object is refused unless it is one', async (routeName, fieldName, field) => {
    const route = operationRoutes.find((candidate) => name(candidate) === routeName)!;
    const hasFields = fieldsRead(route).some((other) => other.join('.').startsWith(`${fieldName}.`));
    const optionObject = ['opcaoSelecionada', 'idItemTabelaPreco', 'idItemEscolhido'].includes(fieldName);
    if (hasFields || optionObject) return;
    const { status, body } = await call(route, pathOf(route, randomUUID()), bodyWith(field, { nome: 'x' }));
    expect(status, JSON.stringify(body)).toBe(400);
    expect(namesField(body, field)).toBe(true);
  });

  it.each(
    operationRoutes.filter((route) => route.path.includes(':pedidoId')).map((route) => [name(route), route]),
  )('%s: a pedidoId that is not a UUID is a 400', async (_name, route) => {
    const body = route.method === 'GET' ? undefined : {};
    const answer = await call(route, pathOf(route, 'pedido-123'), body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body).toEqual({ mensagem: { texto: 'O campo pedidoId não é um identificador válido' } });
  });

  it.each(restRoutes.map((route) => [name(route), route] as const))(
    '%s: an empty body, and ids that are missing or malformed, are not a 500',
    async (_name, route) => {
      for (const ids of ['nao-e-um-id', randomUUID()]) {
        const { status, body } = await call(
          route,
          pathOf(route, ids),
          route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
        );
        expect(status, `${ids}: ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    },
  );

  it.each(['idBanner', 'targetId'] as const)('a missing %s names the field', async (field) => {
    const path = field === 'idBanner' ? '/api/adm/banner-rotativo' : '/api/adm/banner-rotativo/titulo';
    const { status, body } = await admin.rest(field === 'idBanner' ? 'DELETE' : 'POST', path, {
      body: { titulo: 'Novo' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ mensagem: { texto: `Informe o campo ${field}` } });
  });

  it('a banner image with a missing or malformed targetid header is a 400', async () => {
    for (const headers of [{}, { targetid: 'banner-1' }] as Record<string, string>[]) {
      const { status, body } = await admin.rest('PATCH', '/api/adm/banner-rotativo/imagem', {
        bytes: new Uint8Array([1, 2, 3]),
        headers,
      });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(body.mensagem.texto).toMatch(/targetid/);
    }
  });

  it('an event name sent as an object is refused, not created as "[object Object]"', async () => {
    const { status, body } = await admin.rest('POST', '/api/adm/evento', {
      body: { nomeEvento: { nome: 'x' } },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ mensagem: { texto: 'O campo nomeEvento deve ser um texto' } });
    expect(await shop.t.db.event.count({ where: { name: '[object Object]' } })).toBe(0);
  });

  it('a word sent as a list is refused, not read as its only element', async () => {
    const { status, body } = await admin.rest(
      'PATCH',
      `/api/adm/${shop.digital.event.slug}/formato-entrega`,
      {
        body: { formatoEntregaDasFotos: ['impresso'] },
      },
    );
    expect(status).toBe(400);
    expect(body.mensagem.texto).toMatch(/^Formato de entrega inválido/);
  });

  it('nested fields are named by their path', async () => {
    const { status, body } = await admin.rest('PUT', `/api/adm/${shop.digital.event.slug}/configuracoes`, {
      body: {
        configuracoesGaleria: {
          modusOperandi: { id: 'normal', pessoasAutorizadas: [{ _id: 'pessoa-1', nome: 'Ana' }] },
        },
      },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      mensagem: {
        texto:
          'O campo configuracoesGaleria.modusOperandi.pessoasAutorizadas[0]._id não é um identificador válido',
      },
    });
  });
});
