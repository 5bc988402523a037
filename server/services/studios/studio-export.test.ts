// Leaving with one's data: the studio's export ZIP (read back: every listed file and each original byte for byte),
// its signed link (e-mailed, shown in /adm, 7 days), an event's originals ZIP, and closing the studio: password,
// export first, 30 days of grace, cancelling, then every row and file deleted while other studios stay untouched.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo, Studio } from '../../generated/prisma/client.ts';
import { adminOfNewStudio, logInAsAdmin } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { storedKeys } from '../../test/stored-keys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { unzip } from '../../test/unzip.ts';
import { hashPassword } from '../auth/passwords.ts';
import { deleteClosedStudio, queueDueClosures } from './studio-closure.ts';
import { removeExpiredExports } from './studio-export.ts';

const Read = `query { studio { closure { requestedAt closesAt }
  dataExports { id status fileName sizeBytes forClosing expiresAt downloadUrl } } }`;
const Export = `mutation { exportStudioData { __typename ... on Error { message }
  ... on ExportStudioDataPayload { message studio { dataExports { status } } } } }`;
const Close = `mutation($input: RequestStudioClosureInput!) { requestStudioClosure(input: $input) {
  __typename ... on Error { message } ... on RequestStudioClosurePayload { message studio { closure { closesAt } } } } }`;
const Cancel = `mutation { cancelStudioClosure { __typename ... on Error { message }
  ... on CancelStudioClosurePayload { message studio { closure { closesAt } } } } }`;
const EventLink = `mutation($input: CreateEventOriginalsLinkInput!) { createEventOriginalsLink(input: $input) {
  __typename ... on Error { message } ... on CreateEventOriginalsLinkPayload { url fileName } } }`;

let t: TestApp;
let make: ReturnType<typeof factories>;

async function bytesOf(response: Response): Promise<Buffer> {
  expect(
    response.status,
    await response
      .clone()
      .text()
      .catch(() => ''),
  ).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function originalBytes(photo: Photo): Promise<Buffer> {
  const file = await t.db.photoFile.findFirstOrThrow({ where: { photoId: photo.id, variant: 'ORIGINAL' } });
  return (await t.services.storage.read(file.storageKey))!;
}

/** A studio with two events (two photos uploaded under one name), a price, a logo and a paid order. */
async function stockedStudio(overrides: { slug: string; adminEmail: string }) {
  const admin = await adminOfNewStudio(t, make, { ...overrides, name: `Estúdio ${overrides.slug}` });
  const studio = admin.studio;
  const wedding = await make.event(studio, { name: 'Casamento Ana & Pedro' });
  const party = await make.event(studio, { name: 'Formatura 2026' });
  const photos = [
    await make.photo(studio, wedding, { originalName: 'IMG_1.jpg' }),
    await make.photo(studio, wedding, { originalName: 'IMG_1.jpg' }),
    await make.photo(studio, party, { originalName: 'DSC_9.jpg' }),
  ];
  await make.image(studio, 'STUDIO_LOGO');
  const table = await t.db.priceTable.create({
    data: { studioId: studio.id, eventId: wedding.id, name: 'Tabela do casamento' },
  });
  await t.db.priceTableItem.create({
    data: { studioId: studio.id, priceTableId: table.id, width: 15, height: 21, priceCents: 2590 },
  });
  const order = await make.order(studio, wedding, photos[0]!, {
    customerEmail: `cliente@${overrides.slug}.test`,
  });
  return { admin, studio, wedding, party, photos, order };
}

beforeAll(async () => {
  t = await createTestApp();
  make = factories(t.db, t.services);
});
afterAll(() => t.close());

describe("a studio's data export", () => {
  let shop: Awaited<ReturnType<typeof stockedStudio>>;
  beforeAll(async () => {
    shop = await stockedStudio({ slug: 'loja-exporta', adminEmail: 'dona@loja-exporta.test' });
  });

  it('writes one ZIP with the events, originals, price tables, customers and orders, e-mailed and listed', async () => {
    const started = await shop.admin.graphql(Export);
    expect(started.data!.exportStudioData).toEqual({
      __typename: 'ExportStudioDataPayload',
      message: 'Exportação iniciada. O link para baixar chega por e-mail quando ela ficar pronta.',
      studio: { dataExports: [{ status: 'PENDING' }] },
    });
    await t.settle();
    const [row] = (await shop.admin.graphql(Read)).data!.studio.dataExports;
    expect(row).toMatchObject({
      status: 'READY',
      forClosing: false,
      fileName: expect.stringMatching(/^revela-loja-exporta-\d{4}-\d\d-\d\d\.zip$/),
    });
    expect(new Date(row.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    // The e-mailed link opens it without any login, on the studio's own address.
    const mail = await t.db.emailMessage.findFirstOrThrow({ where: { kind: 'studio-export-ready' } });
    expect(mail.toAddress).toBe('dona@loja-exporta.test');
    const link = new URL(/Baixar os dados: (\S+)/.exec(mail.textBody)![1]!);
    expect(link.pathname).toBe(`/api/adm/exportacoes/${row.id}/dados.zip`);
    const zip = await bytesOf(await t.fetch(`${link.pathname}${link.search}`, { host: shop.admin.host }));
    expect(zip.length).toBe(row.sizeBytes);
    // The /adm page's link is the same file.
    expect(await bytesOf(await t.fetch(row.downloadUrl, { host: shop.admin.host }))).toEqual(zip);

    const entries = await unzip(zip);
    expect([...entries.keys()].sort()).toEqual(
      [
        'LEIA-ME.txt',
        'estudio.json',
        'eventos.json',
        'eventos.csv',
        'fotos.json',
        'fotos.csv',
        'tabelas-de-precos.json',
        'tabelas-de-precos.csv',
        'clientes.json',
        'clientes.csv',
        'pedidos.json',
        'pedidos.csv',
        'itens-dos-pedidos.csv',
        `originais/${shop.wedding.slug}/IMG_1.jpg`,
        `originais/${shop.wedding.slug}/IMG_1 (2).jpg`,
        `originais/${shop.party.slug}/DSC_9.jpg`,
      ].sort(),
    );
    expect(entries.get(`originais/${shop.wedding.slug}/IMG_1.jpg`)).toEqual(
      await originalBytes(shop.photos[0]!),
    );
    expect(entries.get(`originais/${shop.wedding.slug}/IMG_1 (2).jpg`)).toEqual(
      await originalBytes(shop.photos[1]!),
    );
    expect(entries.get(`originais/${shop.party.slug}/DSC_9.jpg`)).toEqual(
      await originalBytes(shop.photos[2]!),
    );

    const json = (name: string) => JSON.parse(entries.get(name)!.toString('utf8'));
    expect(json('estudio.json')).toMatchObject({ nome: 'Estúdio loja-exporta', urlEstudio: 'loja-exporta' });
    expect(
      json('eventos.json')
        .map((event: { nome: string; fotos: number }) => [event.nome, event.fotos])
        .sort(),
    ).toEqual([
      ['Casamento Ana & Pedro', 2],
      ['Formatura 2026', 1],
    ]);
    expect(json('fotos.json')).toHaveLength(3);
    expect(json('tabelas-de-precos.json')).toContainEqual(
      expect.objectContaining({
        nome: 'Tabela do casamento',
        urlEvento: shop.wedding.slug,
        itens: [expect.objectContaining({ largura: 15, altura: 21, precoCentavos: 2590 })],
      }),
    );
    expect(json('clientes.json')).toEqual([
      expect.objectContaining({
        email: 'cliente@loja-exporta.test',
        pedidos: 1,
        pedidosPagos: 1,
        totalPagoCentavos: 2000,
      }),
    ]);
    expect(json('pedidos.json')).toEqual([
      expect.objectContaining({ numero: shop.order.number, totalCentavos: 2000, itens: expect.any(Array) }),
    ]);
    const csv = (name: string) => entries.get(name)!.toString('utf8');
    expect(csv('tabelas-de-precos.csv')).toContain('Tabela do casamento;');
    expect(csv('tabelas-de-precos.csv')).toContain(';25,90\r\n');
    expect(csv('clientes.csv').startsWith('\uFEFFE-mail;Nome;')).toBe(true);
    expect(csv('clientes.csv')).toContain('cliente@loja-exporta.test;');
    expect(csv('pedidos.csv')).toContain('cliente@loja-exporta.test');
    expect(csv('itens-dos-pedidos.csv').split('\r\n').filter(Boolean).length).toBeGreaterThan(1);
    expect(csv('eventos.csv')).toContain('Casamento Ana & Pedro;');
  });

  it('refuses a wrong link, another studio and a visitor', async () => {
    const [row] = (await shop.admin.graphql(Read)).data!.studio.dataExports;
    const path = `/api/adm/exportacoes/${row.id}/dados.zip`;
    expect((await t.fetch(path, { host: shop.admin.host })).status).toBe(404);
    // A member's token alone is not enough: the signed link is the owner's.
    expect((await shop.admin.rest('GET', path)).status).toBe(404);
    expect((await t.fetch(`${path}?link=1999999999.abc`, { host: shop.admin.host })).status).toBe(404);
    const other = await adminOfNewStudio(t, make);
    expect((await other.rest('GET', path)).status).toBe(404);
    expect((await t.graphql(Read, {}, { host: shop.admin.host })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('stops after 7 days, when housekeeping removes the file', async () => {
    const [row] = (await shop.admin.graphql(Read)).data!.studio.dataExports;
    const stored = await t.db.studioExport.findUniqueOrThrow({ where: { id: row.id } });
    expect(await t.services.storage.open(stored.storageKey!)).not.toBeNull();
    await t.db.studioExport.update({
      where: { id: row.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await t.fetch(row.downloadUrl, { host: shop.admin.host })).status).toBe(404);
    expect((await shop.admin.graphql(Read)).data!.studio.dataExports).toEqual([]);
    expect(await removeExpiredExports(t.db, t.services.storage)).toBe(1);
    expect(await t.services.storage.open(stored.storageKey!)).toBeNull();
    expect(await t.db.studioExport.count({ where: { id: row.id } })).toBe(0);
  });

  it('takes an export whose job was lost for failed, so that another can be asked', async () => {
    const lost = await t.db.studioExport.create({
      data: {
        studioId: shop.studio.id,
        email: 'dona@loja-exporta.test',
        fileName: 'perdida.zip',
        createdAt: new Date(Date.now() - 14 * 3600_000),
      },
    });
    await removeExpiredExports(t.db, t.services.storage);
    expect((await t.db.studioExport.findUniqueOrThrow({ where: { id: lost.id } })).status).toBe('FAILED');
    expect((await shop.admin.graphql(Export)).data!.exportStudioData.__typename).toBe(
      'ExportStudioDataPayload',
    );
    expect((await shop.admin.graphql(Export)).data!.exportStudioData).toEqual({
      __typename: 'StudioClosureError',
      message: 'Já existe uma exportação em andamento. Aguarde o e-mail com o link.',
    });
    await t.settle();
  });

  it("gives an event's originals as one ZIP, only to its studio", async () => {
    const link = await shop.admin.graphql(EventLink, {
      input: { event: encodeGlobalID('Event', shop.wedding.id) },
    });
    expect(link.data!.createEventOriginalsLink).toMatchObject({
      __typename: 'CreateEventOriginalsLinkPayload',
      fileName: 'Casamento Ana & Pedro - originais.zip',
    });
    const response = await t.fetch(link.data!.createEventOriginalsLink.url, { host: shop.admin.host });
    expect(response.headers.get('content-type')).toBe('application/zip');
    const entries = await unzip(await bytesOf(response));
    expect([...entries.keys()]).toEqual(['IMG_1.jpg', 'IMG_1 (2).jpg']);
    expect(entries.get('IMG_1 (2).jpg')).toEqual(await originalBytes(shop.photos[1]!));
    // The admin's token works too; a visitor and another studio get nothing.
    const path = `/api/adm/eventos/${shop.wedding.id}/originais.zip`;
    expect((await shop.admin.rest('GET', path)).status).toBe(200);
    expect((await t.fetch(path, { host: shop.admin.host })).status).toBe(404);
    const other = await adminOfNewStudio(t, make);
    expect((await other.rest('GET', path)).status).toBe(404);
    const foreign = await other.graphql(EventLink, {
      input: { event: encodeGlobalID('Event', shop.wedding.id) },
    });
    expect(foreign.data!.createEventOriginalsLink).toMatchObject({ __typename: 'NotFoundError' });
  });
});

/** Rows of any table of the application's schema whose text holds one of these strings. */
async function rowsMentioning(needles: string[]): Promise<string[]> {
  const tables = await t.db.$queryRaw<{ name: string }[]>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`;
  const found: string[] = [];
  for (const { name } of tables)
    for (const needle of needles) {
      const [row] = await t.db.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM "${name}" AS r WHERE r::text LIKE $1`,
        `%${needle}%`,
      );
      if (row?.n) found.push(`${name}: ${row.n} rows with ${needle}`);
    }
  return found;
}

describe('closing the studio', () => {
  let closing: Awaited<ReturnType<typeof stockedStudio>>;
  let staying: Awaited<ReturnType<typeof stockedStudio>>;
  beforeAll(async () => {
    closing = await stockedStudio({ slug: 'loja-que-fecha', adminEmail: 'dona@loja-que-fecha.test' });
    staying = await stockedStudio({ slug: 'loja-que-fica', adminEmail: 'dona@loja-que-fica.test' });
  });

  it('is for the owner only, with the right password', async () => {
    const manager = await t.db.adminUser.create({
      data: {
        studioId: closing.studio.id,
        email: 'gerente@loja-que-fecha.test',
        passwordHash: await hashPassword('senha-do-gerente'),
        role: 'MANAGER',
      },
    });
    const asManager = await logInAsAdmin(t, closing.studio, manager.email, 'senha-do-gerente');
    // Exporting and closing are the owner's ('billing' in domain/operation-access.ts): a manager's role refuses
    // them, and the list of exports, before anything runs.
    for (const result of [
      await asManager.graphql(Close, { input: { password: 'senha-do-gerente' } }),
      await asManager.graphql(Export),
      await asManager.graphql(Read),
    ])
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await closing.admin.graphql(Export);
    await t.settle();
    const listed = (await closing.admin.graphql(Read)).data!.studio.dataExports;
    expect(listed).toMatchObject([{ status: 'READY' }]);
    const wrong = await closing.admin.graphql(Close, { input: { password: 'errada' } });
    expect(wrong.data!.requestStudioClosure).toEqual({
      __typename: 'StudioClosureError',
      message: 'Senha incorreta.',
    });
    expect((await closing.admin.graphql(Read)).data!.studio.closure).toBeNull();
  });

  it('exports first and keeps 30 days of grace, which the owner may cancel', async () => {
    const asked = await closing.admin.graphql(Close, { input: { password: 'senha-do-dono' } });
    expect(asked.data!.requestStudioClosure).toMatchObject({
      __typename: 'RequestStudioClosurePayload',
      message: expect.stringMatching(
        /^Encerramento marcado para \d+ de .+ de \d{4}\. A exportação dos dados foi iniciada\.$/,
      ),
    });
    const closesAt = new Date(asked.data!.requestStudioClosure.studio.closure.closesAt);
    expect(closesAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);
    expect(
      (await closing.admin.graphql(Close, { input: { password: 'senha-do-dono' } })).data!
        .requestStudioClosure,
    ).toMatchObject({
      message: 'O encerramento da loja já foi pedido.',
    });
    await t.settle();
    const { dataExports } = (await closing.admin.graphql(Read)).data!.studio;
    expect(dataExports).toMatchObject([{ status: 'READY', forClosing: true }, { forClosing: false }]);
    const kinds = await t.db.emailMessage.findMany({
      where: { studioId: closing.studio.id },
      select: { kind: true, toAddress: true },
    });
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'studio-closing-requested', toAddress: 'dona@loja-que-fecha.test' },
        { kind: 'studio-export-ready', toAddress: 'dona@loja-que-fecha.test' },
      ]),
    );
    // During the grace the storefront and a customer's paid downloads keep working.
    expect((await t.fetch(`/api/${closing.wedding.slug}`, { host: closing.admin.host })).status).not.toBe(
      404,
    );

    const cancelled = await closing.admin.graphql(Cancel);
    expect(cancelled.data!.cancelStudioClosure).toEqual({
      __typename: 'CancelStudioClosurePayload',
      message: 'Encerramento cancelado. A loja continua no ar.',
      studio: { closure: null },
    });
    // Its deletion, had it been queued, now does nothing.
    await t.db.studio.update({
      where: { id: closing.studio.id },
      data: { closesAt: new Date(Date.now() - 1000) },
    });
    expect(await deleteClosedStudio(t, closing.studio.id)).toBe(false);
    expect(await t.db.studio.count({ where: { id: closing.studio.id } })).toBe(1);
  });

  it('deletes every row and file of the studio after the grace, and nothing of another', async () => {
    await closing.admin.graphql(Close, { input: { password: 'senha-do-dono' } });
    await staying.admin.graphql(Export);
    // Rows that name the studio without a cascading key: a payment notification and a login counter.
    const notification = await t.db.paymentNotification.create({
      data: { studioId: closing.studio.id, signature: 'VALID', topic: 'payment' },
    });
    await t.db.rateLimitBucket.create({ data: { key: `login:${closing.studio.id}:alguem@exemplo.com` } });
    await t.settle();
    const needles = [closing.studio.id, 'loja-que-fecha'];
    expect((await rowsMentioning(needles)).length).toBeGreaterThan(5);
    const stayingKeys = await storedKeys(t.services.storage);
    const closingKeys = stayingKeys.filter(
      (key) => key.includes(closing.studio.id) || key.includes('loja-que-fecha'),
    );
    expect(closingKeys.length).toBeGreaterThan(6);
    const tablesBefore = await countsOf(staying.studio);

    // Not yet: the hourly job leaves it alone during the grace.
    expect(await queueDueClosures(t.db)).toBe(0);
    await t.db.studio.update({
      where: { id: closing.studio.id },
      data: { closesAt: new Date(Date.now() - 1000) },
    });
    expect(await queueDueClosures(t.db)).toBe(1);
    await t.settle();

    expect(await rowsMentioning(needles)).toEqual([]);
    // Its foreign key would only have cleared the studio: the notification itself is gone.
    expect(await t.db.paymentNotification.count({ where: { id: notification.id } })).toBe(0);
    expect(await rowsMentioning(['dona@loja-que-fecha.test', 'cliente@loja-que-fecha.test'])).toEqual([]);
    const keysAfter = await storedKeys(t.services.storage);
    expect(
      keysAfter.filter((key) => key.includes(closing.studio.id) || key.includes('loja-que-fecha')),
    ).toEqual([]);
    expect(keysAfter).toEqual(stayingKeys.filter((key) => !closingKeys.includes(key)));
    expect(await countsOf(staying.studio)).toEqual(tablesBefore);
    // The other studio's export still downloads.
    const [row] = (await staying.admin.graphql(Read)).data!.studio.dataExports;
    expect((await t.fetch(row.downloadUrl, { host: staying.admin.host })).status).toBe(200);
    expect((await t.fetch('/api/estudio', { host: closing.admin.host })).status).toBe(404);
  });
});

async function countsOf(studio: Studio) {
  const where = { studioId: studio.id };
  return {
    events: await t.db.event.count({ where }),
    photos: await t.db.photo.count({ where }),
    files: await t.db.photoFile.count({ where }),
    orders: await t.db.order.count({ where }),
    exports: await t.db.studioExport.count({ where }),
    admins: await t.db.adminUser.count({ where }),
  };
}
