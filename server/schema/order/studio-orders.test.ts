// All the studio's orders in one list (GraphQL) and as CSV (GET /api/adm/pedidos.csv): filters, search, pages.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, Order, Photo, Prisma, Studio } from '../../generated/prisma/client.ts';
import { csvPageSize } from '../../services/orders/studio-orders.ts';
import { type AdminClient, adminOfNewStudio, logIn } from '../../test/admin-client.ts';
import { type Factories, factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let make: Factories;
let admin: AdminClient;
let other: AdminClient;
let studio: Studio;
let formatura: Event;
let casamento: Event;
let photo: Photo;
const orders: Record<string, Order> = {};

const customer = (firstName: string, lastName: string, email: string) => ({
  customerFirstName: firstName,
  customerLastName: lastName,
  customerEmail: email,
});

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  make = factories(t.db, t.services);
  admin = await adminOfNewStudio(t, make);
  other = await adminOfNewStudio(t, make);
  studio = admin.studio;
  formatura = await make.event(studio, { name: 'Formatura', deliveryFormat: 'DIGITAL_AND_PRINTED' });
  casamento = await make.event(studio, { name: 'Casamento', deliveryFormat: 'DIGITAL_AND_PRINTED' });
  photo = await make.photo(studio, formatura);
  const add = async (name: string, event: Event, overrides: Partial<Prisma.OrderUncheckedCreateInput>) => {
    orders[name] = await make.order(studio, event, photo, overrides);
  };
  // Created one after the other: the list is newest first.
  await add('joao', formatura, {
    ...customer('João', 'Conceição', 'joao.c@exemplo.com'),
    createdAt: new Date('2026-11-20T02:30:00Z'), // 19/11 23:30 in São Paulo
    totalCents: 123_456,
    subtotalCents: 120_000,
    shippingChargedCents: 3_456,
  });
  await add('maria', formatura, {
    ...customer('MARIA', 'Souza', 'Maria.Souza@Exemplo.com'),
    createdAt: new Date('2026-11-20T03:30:00Z'), // 20/11 00:30
    paymentStatus: 'PENDING',
    status: 'AWAITING_PAYMENT',
    paidAt: null,
    digitalDeliveryStatus: null,
    physicalDeliveryStatus: null,
  });
  await add('shipped', casamento, {
    ...customer('Ana', 'Lima', 'ana_lima@exemplo.com'),
    createdAt: new Date('2026-11-21T15:00:00Z'),
    digitalDeliveryStatus: 'RELEASED',
    physicalDeliveryStatus: 'SHIPPED',
    trackingCode: 'BR123456789BR',
  });
  await add('tricky', casamento, {
    ...customer('=HYPERLINK("http://mal.exemplo")', 'Silva; "Jr"\nSegunda linha', '+cmd@exemplo.com'),
    createdAt: new Date('2026-11-22T15:00:00Z'),
    paymentStatus: 'REJECTED',
    status: 'AWAITING_PAYMENT',
    paidAt: null,
    digitalDeliveryStatus: null,
    physicalDeliveryStatus: null,
  });
  // Another studio's customer with the same name: never in this studio's answers.
  const otherEvent = await make.event(other.studio);
  await make.order(other.studio, otherEvent, await make.photo(other.studio, otherEvent), {
    ...customer('João', 'Conceição', 'joao.c@exemplo.com'),
  });
});
afterAll(() => t.close());

const listQuery = `query($filter: StudioOrdersFilter, $first: Int, $after: String) {
  studio { orders(filter: $filter, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { orderId } } } } }`;

async function listed(filter: Record<string, unknown> | null, client = admin) {
  const { data, errors } = await client.graphql(listQuery, { filter, first: 50 });
  expect(errors).toBeUndefined();
  const names = Object.fromEntries(Object.entries(orders).map(([name, order]) => [order.id, name]));
  return data.studio.orders.edges.map((edge: any) => names[edge.node.orderId] ?? 'desconhecido');
}

describe("the studio's orders list", () => {
  it("lists every order of the studio, newest first, and only the studio's", async () => {
    expect(await listed(null)).toEqual(['tricky', 'shipped', 'maria', 'joao']);
  });

  it.each([
    [{ eventSlug: 'casamento' }, ['tricky', 'shipped']],
    [{ paymentStatus: ['PENDING', 'REJECTED'] }, ['tricky', 'maria']],
    [{ physicalDeliveryStatus: ['SHIPPED'] }, ['shipped']],
    [{ digitalDeliveryStatus: ['AWAITING_RELEASE'] }, ['joao']],
    [{ needsAction: true }, ['joao']],
    [{ eventSlug: 'formatura', paymentStatus: ['APPROVED'] }, ['joao']],
    // Days are the studio's: 20/11 starts at 03:00 UTC.
    [{ from: '2026-11-20', to: '2026-11-20' }, ['maria']],
    [{ to: '2026-11-19' }, ['joao']],
    [{ from: '2026-11-21' }, ['tricky', 'shipped']],
    // Paid since an instant: the unpaid ones have no paidAt.
    [{ paidFrom: '2000-01-01T00:00:00Z' }, ['shipped', 'joao']],
    [{ paidFrom: '2999-01-01T00:00:00Z' }, []],
  ] as [Record<string, unknown>, string[]][])('filters by %o', async (filter, names) => {
    const slugs = { casamento: casamento.slug, formatura: formatura.slug };
    const resolved = filter.eventSlug
      ? { ...filter, eventSlug: slugs[filter.eventSlug as keyof typeof slugs] }
      : filter;
    expect(await listed(resolved)).toEqual(names);
  });

  it.each([
    ['joao', ['joao']],
    ['JOÃO CONCEIÇÃO', ['joao']],
    ['conceicao', ['joao']],
    ['maria.souza@exemplo', ['maria']],
    ['  souza ', ['maria']],
    ['exemplo.com', ['tricky', 'shipped', 'maria', 'joao']],
    ['%', []],
    ['_', ['shipped']],
    ['a_l', ['shipped']],
    ['ninguém', []],
  ])('searches customers by name or e-mail, whatever the case and accents: %j', async (search, names) => {
    expect(await listed({ search })).toEqual(names);
  });

  it('finds an order by its number', async () => {
    expect(await listed({ search: String(orders.shipped!.number) })).toContain('shipped');
  });

  it('pages with a cursor, counting every match', async () => {
    const first = await admin.graphql(listQuery, { first: 3 });
    const page = first.data.studio.orders;
    expect(page.totalCount).toBe(4);
    expect(page.edges).toHaveLength(3);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await admin.graphql(listQuery, { first: 3, after: page.pageInfo.endCursor });
    expect(next.data.studio.orders.edges.map((edge: any) => edge.node.orderId)).toEqual([orders.joao!.id]);
    expect(next.data.studio.orders.pageInfo.hasNextPage).toBe(false);
    const filtered = await admin.graphql(listQuery, { first: 1, filter: { search: 'exemplo' } });
    expect(filtered.data.studio.orders.totalCount).toBe(4);
  });

  it.each([
    [{ from: '2026-11-30', to: '2026-11-01' }, 'A data inicial deve ser igual ou anterior à data final'],
    [{ from: '2026-02-30' }, 'Data inicial: use uma data válida no formato aaaa-mm-dd'],
    [{ search: 'x'.repeat(101) }, 'A busca pode ter até 100 caracteres'],
  ])('refuses %o', async (filter, message) => {
    const { errors } = await admin.graphql(listQuery, { filter });
    expect(errors?.[0]?.message).toContain(message);
  });

  it('is for the studio admin only', async () => {
    const anonymous = await t.graphql(listQuery, {}, { host: admin.host });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const node = await other.graphql('query($id: ID!) { node(id: $id) { id } }', {
      id: encodeGlobalID('Order', orders.joao!.id),
    });
    expect(node.data?.node ?? null).toBeNull();
  });
});

describe('GET /api/adm/pedidos.csv', () => {
  const csv = async (
    query = '',
    headers: Record<string, string> = { Authorization: `Bearer ${admin.token}` },
  ) => {
    const response = await t.fetch(`/api/adm/pedidos.csv${query}`, { host: admin.host, headers });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  };

  it('answers a UTF-8 CSV with a BOM, separated by semicolons, in Brazilian numbers and São Paulo time', async () => {
    const { response, bytes, text } = await csv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="pedidos-${studio.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Pedido;Data do pedido;Evento;Cliente;E-mail;WhatsApp;CPF;Itens;Subtotal (R$);Frete (R$);Total (R$);' +
        'Pagamento;Pago em;Entrega digital;Entrega das impressas;Forma de entrega;Código de rastreio',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    const joao = lines.find((line) => line.startsWith(`${orders.joao!.number};`));
    expect(joao).toBe(
      `${orders.joao!.number};19/11/2026 23:30;Formatura;João Conceição;joao.c@exemplo.com;5511987654321;` +
        `123.456.789-09;2;1.200,00;34,56;1.234,56;Aprovado;${formatPaid(orders.joao!.paidAt!)};` +
        'Aguardando liberação;Em preparação;Correios (PAC);',
    );
    const shipped = lines.find((line) => line.startsWith(`${orders.shipped!.number};`));
    expect(shipped).toContain(';Liberado;Enviado;Correios (PAC);BR123456789BR');
  });

  it('quotes fields holding ; " or line breaks, and defuses cells a spreadsheet would run as formulas', async () => {
    const { text } = await csv(`?busca=${encodeURIComponent('+cmd')}`);
    const row = text.slice(1).split('\r\n').slice(1).join('\r\n');
    expect(row).toContain(
      `;Casamento;"'=HYPERLINK(""http://mal.exemplo"") Silva; ""Jr""\nSegunda linha";'+cmd@exemplo.com;`,
    );
    expect(row).toContain(';Rejeitado;;');
  });

  it('exports what the list shows for the same filters', async () => {
    const rows = async (query: string) =>
      (await csv(query)).text
        .slice(1)
        .split('\r\n')
        .slice(1, -1)
        .map((line) => Number(line.split(';')[0]));
    expect(await rows(`?busca=${encodeURIComponent('JOÃO')}`)).toEqual([orders.joao!.number]);
    expect(await rows(`?evento=${casamento.slug}&pagamento=APPROVED`)).toEqual([orders.shipped!.number]);
    expect(await rows('?entrega=SHIPPED')).toEqual([orders.shipped!.number]);
    expect(await rows('?acao=1')).toEqual([orders.joao!.number]);
    expect(await rows('?de=2026-11-20&ate=2026-11-20')).toEqual([orders.maria!.number]);
  });

  it('refuses a filter it cannot read, with the reason', async () => {
    const { response, text } = await csv('?de=2026-11-30&ate=2026-11-01');
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toEqual({
      mensagem: { texto: 'A data inicial deve ser igual ou anterior à data final' },
    });
  });

  it("needs the studio's admin: no session, a customer's or another studio's admin get 401", async () => {
    const callers: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${other.token}` },
      { Authorization: 'Bearer nada' },
    ];
    for (const headers of callers) {
      const { response, text } = await csv('', headers);
      expect(response.status).toBe(401);
      expect(text).not.toContain('joao');
      expect(JSON.parse(text)).toEqual({
        mensagem: { texto: 'Sua sessão expirou ou não é válida. Faça login novamente.' },
      });
    }
    // At its own address, the other admin exports its own orders only.
    const own = await t.fetch('/api/adm/pedidos.csv', {
      host: other.host,
      headers: { Authorization: `Bearer ${other.token}` },
    });
    const text = await own.text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it('streams every order, page after page', async () => {
    const many = await make.studio({ adminEmail: 'muitos@estudio.test', adminPassword: 'senha-de-muitos' });
    const count = csvPageSize * 2 + 7;
    await t.db.order.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        studioId: many.id,
        number: index + 1,
        eventName: 'Evento grande',
        eventSlug: 'evento-grande',
        mode: 'NORMAL' as const,
        subtotalCents: 100,
        totalCents: 100,
        customerFirstName: 'Cliente',
        customerLastName: String(index + 1),
        customerEmail: `c${index + 1}@exemplo.com`,
        customerWhatsApp: '5511987654321',
        customerCpf: '',
      })),
    });
    const token = await logIn(t, `${many.slug}.localhost`, 'muitos@estudio.test', 'senha-de-muitos');
    const response = await t.fetch('/api/adm/pedidos.csv', {
      host: `${many.slug}.localhost`,
      headers: { Authorization: `Bearer ${token}` },
    });
    const numbers = (await response.text())
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split(';')[0]));
    expect(numbers).toHaveLength(count);
    expect(new Set(numbers).size).toBe(count);
  });
});

function formatPaid(date: Date): string {
  const local = new Date(date.getTime() - 3 * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
