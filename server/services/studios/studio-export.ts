// 'Exportar dados': everything a studio has here (its events, the originals of their photos, price tables, customers
// and orders, as JSON and as CSV) written as one ZIP into storage by a job, never whole in memory: the rows are read a
// page at a time and the files streamed one after another. The ZIP is offered by a signed link, e-mailed and listed
// in /adm, for 7 days; housekeeping then removes it.
import { Readable } from 'node:stream';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../database/database.ts';
import { dayOf, formatDateTime } from '../../domain/calendar.ts';
import { type CsvValue, csvByteOrderMark, csvRow, formatCentsForCsv } from '../../domain/csv.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { exportExpiresAt, StudioClosureError } from '../../domain/studio-closure.ts';
import type { Prisma, Studio, StudioExport } from '../../generated/prisma/client.ts';
import { enqueueJob } from '../../queue/enqueue.ts';
import { eventOriginalEntries } from '../events/event-originals.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { studioExportReadyEmail } from '../mail/templates/studio-export.ts';
import { isOrderArchiveLinkCode, orderArchiveLinkCode, safeFileName } from '../orders/order-archive.ts';
import { studioOrdersCsv } from '../orders/studio-orders.ts';
import type { Services } from '../services.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { nodeStreamOf, type ZipEntry, zipOfStoredFiles } from '../storage/stored-zip.ts';
import { platformAddress } from '../studio-links.ts';

export const exportNotFoundMessage = 'Exportação não encontrada ou expirada';

/** An export still PENDING this long after it was asked for lost its job (two tries of 6 hours): it has failed. */
const staleAfterMs = 13 * 60 * 60 * 1000;
const staleSince = (now: Date) => new Date(now.getTime() - staleAfterMs);

/** Rows read per statement while the ZIP is written. */
const pageSize = 500;

export function exportStorageKey(studioId: string, exportId: string): string {
  return `exportacoes/${studioId}/${exportId}.zip`;
}

/** Queues an export of the studio for `email` (in the caller's transaction); refused while one is still running. */
export async function requestStudioExport(
  tx: Prisma.TransactionClient,
  studio: Pick<Studio, 'id' | 'slug'>,
  email: string,
  options: { forClosing?: boolean; now?: Date } = {},
): Promise<StudioExport> {
  const now = options.now ?? new Date();
  const running = await tx.studioExport.count({
    where: { studioId: studio.id, status: 'PENDING', createdAt: { gt: staleSince(now) } },
  });
  if (running) throw new StudioClosureError(StudioClosureError.exportRunning);
  const row = await tx.studioExport.create({
    data: {
      studioId: studio.id,
      email,
      forClosing: options.forClosing ?? false,
      fileName: exportFileName(studio, now),
    },
  });
  await tx.studioExport.update({
    where: { id: row.id },
    data: { storageKey: exportStorageKey(studio.id, row.id) },
  });
  await enqueueJob(tx, 'studio-export', { exportId: row.id }, { singletonKey: row.id });
  return { ...row, storageKey: exportStorageKey(studio.id, row.id) };
}

/** The signed download address of a finished export, valid until it expires (relative: the studio's own host). */
export function exportDownloadPath(
  services: Pick<Services, 'secrets'>,
  row: Pick<StudioExport, 'id' | 'expiresAt'>,
  now = new Date(),
): string | null {
  if (!row.expiresAt || row.expiresAt <= now) return null;
  const seconds = Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000);
  const code = orderArchiveLinkCode(services.secrets, row.id, seconds, 'studio-export-link');
  return `/api/adm/exportacoes/${row.id}/dados.zip?link=${code}`;
}

export function isExportLinkCode(services: Pick<Services, 'secrets'>, exportId: string, code: string | null) {
  return isOrderArchiveLinkCode(services.secrets, exportId, code, 'studio-export-link');
}

/** The finished, unexpired export of this studio, or NotFoundError. */
export async function downloadableExport(db: Db, studioId: string, exportId: string, now = new Date()) {
  const row = await db.studioExport.findFirst({
    where: { id: exportId, studioId, status: 'READY', expiresAt: { gt: now } },
  });
  if (!row?.storageKey) throw new NotFoundError(exportNotFoundMessage);
  return { storageKey: row.storageKey, fileName: row.fileName, mimeType: 'application/zip' };
}

// --- The ZIP's contents -------------------------------------------------------------------------------------------

/** Rows of a table read in id order, a page at a time. */
async function* pagesOf<T extends { id: string }>(read: (after: string | null) => Promise<T[]>) {
  let after: string | null = null;
  for (;;) {
    const page = await read(after);
    if (page.length) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!.id;
  }
}

const afterId = (after: string | null) => (after ? { id: { gt: after } } : {});

function textEntry(name: string, chunks: () => AsyncIterable<string>): ZipEntry {
  return { name, content: () => Readable.from(chunks(), { objectMode: false }) };
}

/** A JSON array written a page at a time. */
function jsonEntry<T>(name: string, pages: () => AsyncIterable<T[]>): ZipEntry {
  return textEntry(name, async function* () {
    let first = true;
    yield '[';
    for await (const page of pages()) {
      for (const row of page) {
        yield `${first ? '\n' : ',\n'}${JSON.stringify(row)}`;
        first = false;
      }
    }
    yield '\n]\n';
  });
}

/** A CSV (domain/csv.ts: BOM, ';', CRLF) written a page at a time. */
function csvEntry<T>(
  name: string,
  header: string[],
  pages: () => AsyncIterable<T[]>,
  line: (row: T) => CsvValue[],
): ZipEntry {
  return textEntry(name, async function* () {
    yield csvByteOrderMark + csvRow(header);
    for await (const page of pages()) yield page.map((row) => csvRow(line(row))).join('');
  });
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const brDate = (date: Date | null | undefined) => (date ? formatDateTime(date) : '');

function eventPages(db: Db, studioId: string) {
  return pagesOf((after) =>
    db.event.findMany({
      where: { studioId, ...afterId(after) },
      orderBy: { id: 'asc' },
      take: pageSize,
      include: { _count: { select: { photos: true } } },
    }),
  );
}

type EventRow = Prisma.EventGetPayload<{ include: { _count: { select: { photos: true } } } }>;

function eventJson(event: EventRow) {
  return {
    id: event.id,
    nome: event.name,
    urlEvento: event.slug,
    data: event.eventDate ? dayOf(event.eventDate) : null,
    publicado: event.published,
    chaveDeAcesso: event.accessKey,
    formatoEntrega: event.deliveryFormat,
    modo: event.mode,
    fotosNoPacote: event.packagePhotoCount,
    precoDigitalCentavos: event.digitalPriceCents,
    precoTodasAsFotosCentavos: event.allPhotosPriceCents,
    entregaDigital: event.digitalDelivery,
    retirada: event.pickupEnabled,
    envio: event.shippingEnabled,
    fotos: event._count.photos,
    pastaDosOriginais: `originais/${event.slug}/`,
    criadoEm: iso(event.createdAt),
  };
}

function photoPages(db: Db, studioId: string) {
  return pagesOf((after) =>
    db.photo.findMany({
      where: { studioId, ...afterId(after) },
      orderBy: { id: 'asc' },
      take: pageSize,
      select: {
        id: true,
        name: true,
        originalName: true,
        width: true,
        height: true,
        createdAt: true,
        event: { select: { slug: true } },
        files: { where: { variant: 'ORIGINAL' }, select: { bytes: true, mimeType: true }, take: 1 },
      },
    }),
  );
}

function priceTablePages(db: Db, studioId: string) {
  return pagesOf((after) =>
    db.priceTable.findMany({
      where: { studioId, ...afterId(after) },
      orderBy: { id: 'asc' },
      take: pageSize,
      include: { event: { select: { slug: true } }, items: { orderBy: { position: 'asc' } } },
    }),
  );
}

type PriceTableRow = Prisma.PriceTableGetPayload<{
  include: { event: { select: { slug: true } }; items: true };
}>;

function priceTableJson(table: PriceTableRow) {
  return {
    id: table.id,
    nome: table.name,
    salva: table.saved,
    urlEvento: table.event?.slug ?? null,
    itens: table.items.map((item) => ({
      formato: item.format,
      largura: item.width,
      altura: item.height,
      unidade: item.unit,
      pesoGramas: item.weightGrams,
      precoCentavos: item.priceCents,
    })),
  };
}

interface CustomerRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  whatsApp: string;
  cpf: string;
  orders: number;
  paidOrders: number;
  paidCents: bigint;
  firstOrderAt: Date;
  lastOrderAt: Date;
}

/** Customers: the people who placed orders, one per e-mail (their latest name and phone), with their totals. */
function customerPages(db: Db, studioId: string) {
  return pagesOf<CustomerRow>(
    (after) => db.$queryRaw<CustomerRow[]>`
      SELECT lower("customerEmail") AS "id", lower("customerEmail") AS "email",
        (array_agg("customerFirstName" ORDER BY "createdAt" DESC))[1] AS "firstName",
        (array_agg("customerLastName" ORDER BY "createdAt" DESC))[1] AS "lastName",
        (array_agg("customerWhatsApp" ORDER BY "createdAt" DESC))[1] AS "whatsApp",
        (array_agg("customerCpf" ORDER BY "createdAt" DESC))[1] AS "cpf",
        count(*)::int AS "orders",
        (count(*) FILTER (WHERE "paidAt" IS NOT NULL))::int AS "paidOrders",
        coalesce(sum("totalCents") FILTER (WHERE "paidAt" IS NOT NULL), 0)::bigint AS "paidCents",
        min("createdAt") AS "firstOrderAt", max("createdAt") AS "lastOrderAt"
      FROM "Order"
      WHERE "studioId" = ${studioId}::uuid AND lower("customerEmail") > ${after ?? ''}
      GROUP BY lower("customerEmail")
      ORDER BY 1
      LIMIT ${pageSize}`,
  );
}

function orderPages(db: Db, studioId: string) {
  return pagesOf((after) =>
    db.order.findMany({
      where: { studioId, ...afterId(after) },
      orderBy: { id: 'asc' },
      take: pageSize,
      include: { items: { orderBy: { position: 'asc' } } },
    }),
  );
}

type OrderWithItems = Prisma.OrderGetPayload<{ include: { items: true } }>;

/** An order as its copies show it (the studio's export, a customer's LGPD copy): the customer, the address, the items. */
export function orderJson(order: OrderWithItems) {
  return {
    id: order.id,
    numero: order.number,
    urlEvento: order.eventSlug,
    evento: order.eventName,
    situacao: order.status,
    pagamento: order.paymentStatus,
    cliente: {
      nome: order.customerFirstName,
      sobrenome: order.customerLastName,
      email: order.customerEmail,
      whatsApp: order.customerWhatsApp,
      cpf: order.customerCpf,
    },
    endereco: order.addressCep
      ? {
          cep: order.addressCep,
          logradouro: order.addressStreet,
          numero: order.addressNumber,
          complemento: order.addressComplement,
          bairro: order.addressNeighborhood,
          cidade: order.addressCity,
          uf: order.addressState,
          destinatario: order.addressRecipient,
        }
      : null,
    subtotalCentavos: order.subtotalCents,
    descontoCentavos: order.discountCents,
    freteCentavos: order.shippingChargedCents,
    totalCentavos: order.totalCents,
    entrega: order.deliveryPreference,
    codigoDeRastreio: order.trackingCode,
    entregaDigital: order.digitalDeliveryStatus,
    entregaFisica: order.physicalDeliveryStatus,
    criadoEm: iso(order.createdAt),
    pagoEm: iso(order.paidAt),
    itens: order.items.map((item) => ({
      id: item.id,
      foto: item.photoOriginalName,
      nomeFoto: item.photoName,
      formato: item.format,
      largura: item.optionWidth,
      altura: item.optionHeight,
      unidade: item.optionUnit,
      quantidade: item.quantity,
      precoUnitarioCentavos: item.unitPriceCents,
      totalCentavos: item.lineTotalCents,
    })),
  };
}

const readMe = (
  studio: Studio,
  now: Date,
) => `Dados da loja ${studio.name} (${studio.slug}), exportados em ${formatDateTime(now)}.

estudio.json                  dados cadastrais da loja
eventos.json / eventos.csv    eventos, com as configurações de venda
fotos.json / fotos.csv        fotos de cada evento e o nome do arquivo original
originais/<urlEvento>/        os arquivos originais, como foram enviados
tabelas-de-precos.json / .csv tabelas de tamanhos e preços
clientes.json / clientes.csv  clientes (um por e-mail), com os totais de pedidos
pedidos.json / pedidos.csv    pedidos, com os itens no JSON
itens-dos-pedidos.csv         itens de cada pedido

Valores em centavos nos arquivos JSON e em reais nos arquivos CSV (que abrem no Excel e no LibreOffice).
`;

/** Every entry of a studio's export, each read from the database or storage only when the ZIP reaches it. */
export async function* studioExportEntries(db: Db, studio: Studio, now: Date): AsyncGenerator<ZipEntry> {
  const studioId = studio.id;
  yield textEntry('LEIA-ME.txt', async function* () {
    yield readMe(studio, now);
  });
  yield textEntry('estudio.json', async function* () {
    yield `${JSON.stringify(
      {
        id: studio.id,
        nome: studio.name,
        urlEstudio: studio.slug,
        dominioProprio: studio.domain,
        sobre: studio.aboutText,
        whatsApp: studio.aboutWhatsApp,
        emailDoRodape: studio.footerEmail,
        telefoneDoRodape: studio.footerPhone,
        endereco: {
          cep: studio.addressCep,
          logradouro: studio.addressStreet,
          numero: studio.addressNumber,
          complemento: studio.addressComplement,
          bairro: studio.addressNeighborhood,
          cidade: studio.addressCity,
          uf: studio.addressState,
        },
        criadoEm: iso(studio.createdAt),
      },
      null,
      2,
    )}\n`;
  });
  const events = () => eventPages(db, studioId);
  yield jsonEntry('eventos.json', async function* () {
    for await (const page of events()) yield page.map(eventJson);
  });
  yield csvEntry(
    'eventos.csv',
    [
      'Evento',
      'URL',
      'Data',
      'Publicado',
      'Formato de entrega',
      'Modo',
      'Preço digital',
      'Fotos',
      'Criado em',
    ],
    events,
    (event) => [
      event.name,
      event.slug,
      event.eventDate ? dayOf(event.eventDate) : '',
      event.published ? 'Sim' : 'Não',
      event.deliveryFormat,
      event.mode,
      event.digitalPriceCents === null ? '' : formatCentsForCsv(event.digitalPriceCents),
      event._count.photos,
      brDate(event.createdAt),
    ],
  );
  const photos = () => photoPages(db, studioId);
  type PhotoRow = typeof photos extends () => AsyncGenerator<(infer T)[]> ? T : never;
  const photoJson = (photo: PhotoRow) => ({
    id: photo.id,
    urlEvento: photo.event.slug,
    nome: photo.name,
    arquivoOriginal: photo.originalName,
    largura: photo.width,
    altura: photo.height,
    bytes: photo.files[0]?.bytes ?? null,
    enviadaEm: iso(photo.createdAt),
  });
  yield jsonEntry('fotos.json', async function* () {
    for await (const page of photos()) yield page.map(photoJson);
  });
  yield csvEntry(
    'fotos.csv',
    ['URL do evento', 'Nome', 'Arquivo original', 'Largura', 'Altura', 'Bytes', 'Enviada em'],
    photos,
    (photo) => [
      photo.event.slug,
      photo.name,
      photo.originalName,
      photo.width,
      photo.height,
      photo.files[0]?.bytes ?? '',
      brDate(photo.createdAt),
    ],
  );
  const tables = () => priceTablePages(db, studioId);
  yield jsonEntry('tabelas-de-precos.json', async function* () {
    for await (const page of tables()) yield page.map(priceTableJson);
  });
  yield textEntry('tabelas-de-precos.csv', async function* () {
    yield csvByteOrderMark +
      csvRow(['Tabela', 'URL do evento', 'Formato', 'Largura', 'Altura', 'Unidade', 'Peso (g)', 'Preço']);
    for await (const page of tables())
      for (const table of page)
        yield table.items
          .map((item) =>
            csvRow([
              table.name,
              table.event?.slug ?? '',
              item.format === 'DIGITAL' ? 'Digital' : 'Impressa',
              item.width,
              item.height,
              item.unit === 'PX' ? 'px' : 'cm',
              item.weightGrams,
              formatCentsForCsv(item.priceCents),
            ]),
          )
          .join('');
  });
  const customers = () => customerPages(db, studioId);
  yield jsonEntry('clientes.json', async function* () {
    for await (const page of customers())
      yield page.map((customer) => ({
        email: customer.email,
        nome: customer.firstName,
        sobrenome: customer.lastName,
        whatsApp: customer.whatsApp,
        cpf: customer.cpf,
        pedidos: customer.orders,
        pedidosPagos: customer.paidOrders,
        totalPagoCentavos: Number(customer.paidCents),
        primeiroPedidoEm: iso(customer.firstOrderAt),
        ultimoPedidoEm: iso(customer.lastOrderAt),
      }));
  });
  yield csvEntry(
    'clientes.csv',
    [
      'E-mail',
      'Nome',
      'Sobrenome',
      'WhatsApp',
      'CPF',
      'Pedidos',
      'Pedidos pagos',
      'Total pago',
      'Último pedido',
    ],
    customers,
    (customer) => [
      customer.email,
      customer.firstName,
      customer.lastName,
      customer.whatsApp,
      customer.cpf,
      customer.orders,
      customer.paidOrders,
      formatCentsForCsv(Number(customer.paidCents)),
      brDate(customer.lastOrderAt),
    ],
  );
  const orders = () => orderPages(db, studioId);
  yield jsonEntry('pedidos.json', async function* () {
    for await (const page of orders()) yield page.map(orderJson);
  });
  // The same columns as the orders list's 'Exportar CSV'.
  yield { name: 'pedidos.csv', content: () => nodeStreamOf(studioOrdersCsv({ db, studio }, {})) };
  yield textEntry('itens-dos-pedidos.csv', async function* () {
    yield csvByteOrderMark +
      csvRow([
        'Pedido',
        'Foto',
        'Formato',
        'Largura',
        'Altura',
        'Unidade',
        'Quantidade',
        'Preço unitário',
        'Total',
      ]);
    for await (const page of orders())
      for (const order of page)
        yield order.items
          .map((item) =>
            csvRow([
              order.number,
              item.photoOriginalName,
              item.format === 'DIGITAL' ? 'Digital' : 'Impressa',
              item.optionWidth,
              item.optionHeight,
              item.optionUnit === 'PX' ? 'px' : 'cm',
              item.quantity,
              formatCentsForCsv(item.unitPriceCents),
              formatCentsForCsv(item.lineTotalCents),
            ]),
          )
          .join('');
  });
  for await (const page of events())
    for (const event of page)
      yield* eventOriginalEntries(db, event.id, { folder: `originais/${event.slug}/`, optional: true });
}

// --- The job ---------------------------------------------------------------------------------------------------

export interface ExportJobContext {
  db: Db;
  config: Pick<AppConfig, 'platformDomain' | 'publicUrl'>;
  services: { storage: FileStorage; secrets: Services['secrets'] };
  log: (line: string) => void;
}

/**
 * The studio-export job: writes the ZIP into storage as it is made, then marks the export ready and e-mails its link
 * in one transaction. A failure marks it FAILED (the owner asks again); a worker that dies mid-way leaves it PENDING
 * for pg-boss to run again, overwriting the same key.
 */
export async function buildStudioExport(context: ExportJobContext, exportId: string): Promise<void> {
  const { db, services } = context;
  const row = await db.studioExport.findUnique({ where: { id: exportId }, include: { studio: true } });
  if (row?.status !== 'PENDING' || !row.storageKey) return;
  const startedAt = new Date();
  let zipError: unknown = null;
  try {
    const zip = zipOfStoredFiles(services.storage, studioExportEntries(db, row.studio, startedAt), {
      date: startedAt,
      onError: (error) => {
        zipError = error;
      },
    });
    await services.storage.put(row.storageKey, nodeStreamOf(zip), { contentType: 'application/zip' });
    if (zipError) throw zipError;
  } catch (error) {
    context.log(`Export ${exportId} of studio ${row.studioId} failed: ${String(zipError ?? error)}`);
    await services.storage.delete([row.storageKey]);
    await db.studioExport.update({
      where: { id: exportId },
      data: { status: 'FAILED', finishedAt: new Date() },
    });
    return;
  }
  const stored = await services.storage.open(row.storageKey);
  const finishedAt = new Date();
  const expiresAt = exportExpiresAt(finishedAt);
  const path = exportDownloadPath(services, { id: row.id, expiresAt }, finishedAt)!;
  const content = studioExportReadyEmail({
    studioName: row.studio.name,
    link: `${platformAddress(context.config, row.studio.slug)}${path}`,
    expiresAt,
    forClosing: row.forClosing,
    closesAt: row.studio.closesAt,
  });
  await db.$transaction(async (tx) => {
    await tx.studioExport.update({
      where: { id: exportId },
      data: { status: 'READY', finishedAt, expiresAt, sizeBytes: stored?.size ?? null },
    });
    await enqueueEmail(tx, {
      studioId: row.studioId,
      kind: 'studio-export-ready',
      to: row.email,
      ...content,
    });
  });
}

/** Housekeeping: fails exports whose job was lost, removes expired ones (file, then row) and failed ones a week old. */
export async function removeExpiredExports(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  await db.studioExport.updateMany({
    where: { status: 'PENDING', createdAt: { lte: staleSince(now) } },
    data: { status: 'FAILED', finishedAt: now },
  });
  const old = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const rows = await db.studioExport.findMany({
    where: { OR: [{ expiresAt: { lte: now } }, { status: 'FAILED', createdAt: { lte: old } }] },
    select: { id: true, storageKey: true },
    take: 1000,
  });
  const keys = rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
  if (keys.length) await storage.delete(keys);
  await db.studioExport.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
  return rows.length;
}

/** The name the export's ZIP is downloaded under. */
export function exportFileName(studio: Pick<Studio, 'slug'>, date: Date): string {
  return `${safeFileName(`revela-${studio.slug}-${dayOf(date)}`, 'revela-dados')}.zip`;
}
