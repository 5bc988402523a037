// bench:cart's baseline: the app's cart change with no framework, in a process of its own. The same statements
// read and write the same rows (the studio, the session, the cart with its version, lines, prices and the photo
// named, then one write that lands only on the version read), hand-written over pg, behind node:http with JSON
// in and out. The rules are the app's plain functions from server/domain; the answer is the cart the bench's
// documents select, in GraphQL's shape, so the bench checks it as it checks the app's.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import {
  type CartTotals,
  cartTotals,
  checkCartTotal,
  chosenOption,
  type EventSale,
  extraItemIds,
  findOption,
  type SaleOption,
  saleOptions,
  unitPriceCents,
} from '../server/domain/cart.ts';
import { DomainError, NotFoundError } from '../server/domain/errors.ts';
import { assertSessionStillValid } from '../server/domain/gallery-access.ts';
import { shippingPackage } from '../server/domain/shipping-package.ts';
import { readAccessToken } from '../server/services/gallery/tokens.ts';
import { createSecrets } from '../server/services/secrets/secrets.ts';
import { installSqlCounter, takeSqlCount } from './lib/sql-counter.ts';

export interface BaselineOptions {
  databaseUrl: string;
  /** The app's SECRET_KEY: the baseline accepts the gallery tokens the app gave. */
  secretKey: string;
  studioSlug: string;
  /** Connections, as the app's pool has them (1 on PGlite, 10 on PostgreSQL). */
  connections: number;
}

const options = JSON.parse(process.argv[2]!) as BaselineOptions;
installSqlCounter();
const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.connections });
const secrets = createSecrets(options.secretKey);

const sessionSql = `
  SELECT s.kind::text AS kind, s."accessKeyVersion", e."accessKey" AS "eventAccessKey",
    e."accessKeyVersion" AS "eventAccessKeyVersion", e.mode::text AS mode, e.slug AS "eventSlug",
    concat_ws('.', e."readVersion", s."readVersion", c."readVersion") AS "readVersions"
  FROM "GallerySession" s JOIN "Event" e ON e.id = s."eventId" LEFT JOIN "Cart" c ON c."sessionId" = s.id
  WHERE s.id = $1::uuid AND s."eventId" = $2::uuid AND s."studioId" = $3::uuid`;

const photoJson = `json_build_object(
  'id', p.id, 'name', p.name, 'originalName', p."originalName", 'width', p.width, 'height', p.height,
  'watermarkRevision', p."watermarkRevision",
  'studio', json_build_object(
    'watermarkRevision', (SELECT s."watermarkRevision" FROM "Studio" s WHERE s.id = p."studioId")),
  'files', COALESCE((
    SELECT json_agg(json_build_object(
      'id', f.id, 'variant', f.variant, 'storageKey', f."storageKey", 'width', f.width, 'height', f.height))
    FROM "PhotoFile" f WHERE f."photoId" = p.id AND f.variant IN ('THUMBNAIL', 'ORIGINAL')), '[]'::json))`;

const cartSql = (withPhoto: boolean) => `
  SELECT c.*, c.xmin::text AS "version",
    (SELECT json_build_object(
      'id', e.id, 'name', e.name, 'slug', e.slug, 'mode', e.mode, 'deliveryFormat', e."deliveryFormat",
      'digitalPriceCents', e."digitalPriceCents", 'packagePhotoCount', e."packagePhotoCount",
      'digitalDelivery', e."digitalDelivery", 'pickupEnabled', e."pickupEnabled",
      'shippingEnabled', e."shippingEnabled", 'shippingPayer', e."shippingPayer",
      'priceTable', (
        SELECT json_build_object('items', COALESCE((
          SELECT json_agg(json_build_object(
            'id', i.id, 'width', i.width, 'height', i.height, 'unit', i.unit, 'weightGrams', i."weightGrams",
            'priceCents', i."priceCents") ORDER BY i.position, i.id)
          FROM "PriceTableItem" i WHERE i."priceTableId" = t.id AND i.format = 'PRINTED'), '[]'::json))
        FROM "PriceTable" t WHERE t."eventId" = e.id))
    FROM "Event" e WHERE e.id = c."eventId") AS "event",
    COALESCE((
      SELECT json_agg(json_build_object(
        'id', ci.id, 'quantity', ci.quantity, 'extra', ci.extra, 'format', ci.format,
        'priceTableItemId', ci."priceTableItemId", 'createdAt', ci."createdAt", 'photo', ${photoJson})
        ORDER BY ci."createdAt", ci.id)
      FROM "CartItem" ci JOIN "Photo" p ON p.id = ci."photoId" WHERE ci."cartId" = c.id), '[]'::json) AS "items",
    (SELECT json_build_object('personalData', s."personalDataStatus", 'address', s."addressStatus")
      FROM "GallerySession" s WHERE s.id = c."sessionId") AS "forms",
    ${
      withPhoto
        ? `(SELECT ${photoJson} FROM "Photo" p WHERE p."eventId" = c."eventId" AND p.status = 'READY' AND p.name = $2)`
        : 'NULL::json'
    } AS "namedPhoto"
  FROM "Cart" c WHERE c."sessionId" = $1::uuid`;

const cartSqlWithPhoto = cartSql(true);
const cartSqlAlone = cartSql(false);

/** The guarded write, with only the parts that have rows to write (each fires its table's statement triggers). */
function writeSql(parts: { added: boolean; changed: boolean; removed: boolean }): string {
  const sql = [
    `cart AS (
    UPDATE "Cart" AS c SET "updatedAt" = now() AT TIME ZONE 'UTC'
    FROM json_populate_record(NULL::"Cart", $1::json) AS p
    WHERE c.id = $2::uuid AND c.xmin = $3::xid AND c.status = 'SHOPPING'
    RETURNING c.id, c."updatedAt")`,
  ];
  let next = 4;
  if (parts.added)
    sql.push(`added AS (
    INSERT INTO "CartItem" (id, "studioId", "cartId", "photoId", format, "priceTableItemId", quantity, extra,
      "createdAt")
    SELECT n.id, n."studioId", cart.id, n."photoId", n.format, n."priceTableItemId", n.quantity, n.extra,
      n."createdAt"
    FROM cart, json_populate_recordset(NULL::"CartItem", $${next++}::json) AS n)`);
  if (parts.changed)
    sql.push(`changed AS (
    UPDATE "CartItem" AS i
    SET format = n.format, "priceTableItemId" = n."priceTableItemId", quantity = n.quantity, extra = n.extra
    FROM cart, json_populate_recordset(NULL::"CartItem", $${next++}::json) AS n
    WHERE i.id = n.id AND i."cartId" = cart.id)`);
  if (parts.removed)
    sql.push(`removed AS (
    DELETE FROM "CartItem" AS i USING cart
    WHERE i."cartId" = cart.id AND i.id IN (SELECT json_array_elements_text($${next++}::json)::uuid))`);
  return `WITH ${sql.join(',\n')} SELECT "updatedAt" FROM cart`;
}

interface Photo {
  id: string;
  name: string;
  width: number;
  height: number;
}

interface Item {
  id: string;
  quantity: number;
  extra: boolean;
  format: 'DIGITAL' | 'PRINTED' | null;
  priceTableItemId: string | null;
  createdAt: Date;
  photo: Photo;
}

interface CartRow {
  id: string;
  studioId: string;
  status: string;
  defaultOptionId: string | null;
  deliveryPreference: string | null;
  shippingPriceCents: number | null;
  shippingPayer: 'CUSTOMER' | 'STUDIO' | null;
  version: string;
  event: {
    mode: EventSale['mode'];
    deliveryFormat: EventSale['deliveryFormat'];
    digitalPriceCents: number | null;
    packagePhotoCount: number | null;
    priceTable: { items: EventSale['printedItems'] } | null;
  };
  items: (Omit<Item, 'createdAt'> & { createdAt: string })[];
  namedPhoto: Photo | null;
}

interface Line {
  item: Item;
  option: SaleOption | null;
  unitPriceCents: number;
}

function uuid7(now: number): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function priced(cart: CartRow, sale: EventSale, items: Item[]) {
  const lines: Line[] = items.map((item) => {
    const option = chosenOption(saleOptions(sale, item.photo), item);
    return { item, option, unitPriceCents: unitPriceCents(option, sale.mode, item.extra) };
  });
  const shipping =
    cart.shippingPriceCents !== null && cart.deliveryPreference === 'DELIVERY'
      ? { priceCents: cart.shippingPriceCents, payer: cart.shippingPayer ?? 'CUSTOMER' }
      : null;
  const totals: CartTotals = cartTotals(
    lines.map((line) => ({ unitPriceCents: line.unitPriceCents, quantity: line.item.quantity })),
    sale.mode,
    shipping,
  );
  const parcel = shippingPackage(
    lines
      .filter((line) => line.option)
      .map((line) => ({
        format: line.option!.format,
        widthCm: line.option!.width,
        heightCm: line.option!.height,
        weightGrams: line.option!.weightGrams,
        quantity: line.item.quantity,
      })),
  );
  return { lines, totals, parcel };
}

type Change =
  | { kind: 'add'; photoName: string; optionId: string | null }
  | { kind: 'quantity'; itemId: string; quantity: number }
  | { kind: 'option'; itemId: string; optionId: string }
  | { kind: 'remove'; itemId: string };

function edited(cart: CartRow, sale: EventSale, items: Item[], change: Change): Item[] {
  const find = (itemId: string) => {
    const item = items.find((candidate) => candidate.id === itemId);
    if (!item) throw new NotFoundError('Item do carrinho não encontrado');
    return item;
  };
  const choice = (option: SaleOption | null) => ({
    format: option?.format ?? null,
    priceTableItemId: option?.priceTableItemId ?? null,
  });
  switch (change.kind) {
    case 'add': {
      const photo = cart.namedPhoto;
      if (!photo) throw new NotFoundError('Imagem não encontrada');
      const options = saleOptions(sale, photo);
      const option =
        change.optionId !== null
          ? findOption(options, change.optionId)
          : options.length === 1
            ? options[0]!
            : (options.find((candidate) => candidate.optionId === cart.defaultOptionId) ?? null);
      const now = new Date();
      const item = { id: uuid7(now.getTime()), photo, quantity: 1, extra: false, createdAt: now };
      return [...items, { ...item, ...choice(option) }];
    }
    case 'quantity': {
      const item = find(change.itemId);
      return items.map((candidate) =>
        candidate === item ? { ...item, quantity: change.quantity } : candidate,
      );
    }
    case 'option': {
      const item = find(change.itemId);
      const option = findOption(saleOptions(sale, item.photo), change.optionId);
      return items.map((candidate) => (candidate === item ? { ...item, ...choice(option) } : candidate));
    }
    case 'remove': {
      const item = find(change.itemId);
      return items.filter((candidate) => candidate !== item);
    }
  }
}

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const rawId = (id: string) => Buffer.from(id, 'base64').toString().split(':').pop()!;
const byChoice = (a: Item, b: Item) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Reads the cart, applies the change and writes the difference on the version read; again if it moved on. */
async function changeCart(sessionId: string, change: Change) {
  for (let attempt = 1; attempt <= 20; attempt++) {
    const { rows } =
      change.kind === 'add'
        ? await pool.query<CartRow>(cartSqlWithPhoto, [sessionId, change.photoName])
        : await pool.query<CartRow>(cartSqlAlone, [sessionId]);
    const cart = rows[0];
    if (!cart) throw new NotFoundError('Carrinho não encontrado');
    if (cart.status !== 'SHOPPING') throw new DomainError('Este pedido já foi enviado para pagamento.');
    const { event } = cart;
    const sale: EventSale = { ...event, printedItems: event.priceTable?.items ?? [] };
    const before = cart.items.map((item) => ({ ...item, createdAt: new Date(`${item.createdAt}Z`) }));
    const changed = edited(cart, sale, before, change).sort(byChoice);
    const extras = extraItemIds(changed, sale.mode, sale.packagePhotoCount);
    const after = changed.map((item) =>
      item.extra === extras.has(item.id) ? item : { ...item, extra: !item.extra },
    );
    const old = priced(cart, sale, before);
    let now = priced(cart, sale, after);
    checkCartTotal(now.totals, old.totals);
    const patch: Record<string, null> = {};
    if (cart.shippingPriceCents !== null && JSON.stringify(now.parcel) !== JSON.stringify(old.parcel)) {
      for (const column of [
        'Cep',
        'Provider',
        'ServiceId',
        'ServiceName',
        'PriceCents',
        'DeadlineDays',
        'Payer',
      ])
        patch[`shipping${column}`] = null;
      patch.shippingQuotedAt = null;
      now = priced({ ...cart, shippingPriceCents: null }, sale, after);
    }
    const known = new Map(before.map((item) => [item.id, item]));
    const kept = new Set(after.map((item) => item.id));
    const added = after
      .filter((item) => !known.has(item.id))
      .map((item) => ({ ...item, studioId: cart.studioId, photoId: item.photo.id, photo: undefined }));
    const updated = after.filter((item) => {
      const was = known.get(item.id);
      return (
        was &&
        (was.quantity !== item.quantity ||
          was.extra !== item.extra ||
          was.format !== item.format ||
          was.priceTableItemId !== item.priceTableItemId)
      );
    });
    const removed = before.filter((item) => !kept.has(item.id)).map((item) => item.id);
    const sql = writeSql({
      added: added.length > 0,
      changed: updated.length > 0,
      removed: removed.length > 0,
    });
    const written = await pool.query(sql, [
      JSON.stringify(patch),
      cart.id,
      cart.version,
      ...(added.length ? [JSON.stringify(added)] : []),
      ...(updated.length
        ? [JSON.stringify(updated.map(({ photo: _, createdAt: __, ...item }) => item))]
        : []),
      ...(removed.length ? [JSON.stringify(removed)] : []),
    ]);
    if (written.rowCount) return { cart, ...now };
  }
  throw new Error('The cart kept changing');
}

const fields = {
  addPhotoToCart: 'AddPhotoToCartPayload',
  setCartItemQuantity: 'SetCartItemQuantityPayload',
  setCartItemOption: 'SetCartItemOptionPayload',
  removeCartItem: 'RemoveCartItemPayload',
} as const;

function changeOf(field: keyof typeof fields, input: Record<string, any>): Change {
  switch (field) {
    case 'addPhotoToCart':
      return { kind: 'add', photoName: input.photo.name, optionId: input.optionId ?? null };
    case 'setCartItemQuantity':
      return { kind: 'quantity', itemId: rawId(input.itemId), quantity: input.quantity };
    case 'setCartItemOption':
      return { kind: 'option', itemId: rawId(input.itemId), optionId: input.optionId };
    case 'removeCartItem':
      return { kind: 'remove', itemId: rawId(input.itemId) };
  }
}

async function answer(body: string, authorization: string | undefined): Promise<[number, unknown]> {
  const { query, variables } = JSON.parse(body) as { query: string; variables: { input: any } };
  // The root field names the change (the baseline does not parse GraphQL).
  const field = /\{\s*(\w+)\s*\(/.exec(query)?.[1] as keyof typeof fields | undefined;
  if (!field || !(field in fields)) return [400, { errors: [{ message: 'Unknown operation' }] }];
  const claims = readAccessToken(secrets, authorization?.replace(/^Bearer /, '') ?? '');
  const { rows: studios } = await pool.query('SELECT * FROM "Studio" WHERE slug = $1', [options.studioSlug]);
  const studio = studios[0];
  const { rows: sessions } =
    claims && studio
      ? await pool.query(sessionSql, [claims.sessionId, claims.eventId, studio.id])
      : { rows: [] };
  const session = sessions[0];
  try {
    if (!claims || !session) throw new NotFoundError('Sessão da galeria não encontrada');
    assertSessionStillValid(session, {
      accessKey: session.eventAccessKey,
      accessKeyVersion: session.eventAccessKeyVersion,
      mode: session.mode,
    });
    const { cart, lines, totals } = await changeCart(claims.sessionId, changeOf(field, variables.input));
    const included = lines.filter((line) => !line.item.extra);
    return [
      200,
      {
        data: {
          [field]: {
            __typename: fields[field],
            cart: {
              id: globalId('Cart', cart.id),
              itemCount: lines.length,
              subtotalCents: totals.subtotalCents,
              totalCents: totals.totalCents,
              items: included.map(({ item, option, unitPriceCents }) => ({
                id: globalId('CartItem', item.id),
                quantity: item.quantity,
                unitPriceCents,
                option: option && { optionId: option.optionId },
                photo: { name: item.photo.name },
              })),
            },
          },
        },
      },
    ];
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return [200, { data: { [field]: { __typename: error.name, message: error.message } } }];
  }
}

const inFlight = new Set<Promise<void>>();
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const answered = answer(Buffer.concat(chunks).toString('utf8'), request.headers.authorization)
      .catch((error: unknown) => {
        console.error('[baseline]', error);
        return [500, { errors: [{ message: 'Unexpected error' }] }] as const;
      })
      .then(([status, body]) => {
        response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      })
      .finally(() => inFlight.delete(answered));
    inFlight.add(answered);
  });
});
server.keepAliveTimeout = 60_000;

let cpu = process.cpuUsage();
const commands: Record<string, () => unknown> = {
  sqlCount: () => takeSqlCount().count,
  cpuUsage: () => {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    return used;
  },
};

server.listen(0, '127.0.0.1', () => {
  process.send!({ type: 'ready', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.on('message', (message: { type: string; id: number; name: string }) => {
  if (message.type === 'command') {
    process.send!({ type: 'result', id: message.id, value: commands[message.name]!() });
  } else if (message.type === 'stop') {
    // Changes cut at the end of a run finish (the bench reads the carts they leave) before the pool closes.
    server.close();
    server.closeAllConnections();
    Promise.allSettled(inFlight)
      .then(() => pool.end())
      .then(() => process.exit(0));
  }
});
