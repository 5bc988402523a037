// A cart as it is shown and charged: every line with its option and price, included and extra items apart,
// totals and the shipping package, read in one statement. Prices are always computed here from the event's settings.
import {
  type CartTotals,
  cartTotals,
  chosenOption,
  type EventSale,
  type SaleOption,
  saleOptions,
  unitPriceCents,
} from '../../domain/cart.ts';
import { type DiscountOffer, type DiscountTier, offersAllPhotos } from '../../domain/discounts.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { effectiveCrop, type PrintCrop, parseCrop } from '../../domain/print-crop.ts';
import { shippingPackage } from '../../domain/shipping-package.ts';
import {
  type Cart,
  type CartItem,
  type Event,
  type PhotoFile,
  type PriceTableItem,
  Prisma,
} from '../../generated/prisma/client.ts';
import type { DbClient } from '../request-context.ts';

export interface CartItemPhoto {
  id: string;
  name: string;
  originalName: string;
  width: number;
  height: number;
  watermarkRevision: number;
  studio: { watermarkRevision: number };
  /** The thumbnail and the original, when they exist. */
  files: Pick<PhotoFile, 'id' | 'variant' | 'storageKey' | 'width' | 'height'>[];
}

export type CartItemRow = Pick<
  CartItem,
  'id' | 'quantity' | 'extra' | 'format' | 'priceTableItemId' | 'createdAt'
> & {
  photo: CartItemPhoto;
  /** The crop the customer chose for a print (null: the default one). */
  crop: PrintCrop | null;
};

export type CartEvent = Pick<
  Event,
  | 'id'
  | 'name'
  | 'slug'
  | 'mode'
  | 'deliveryFormat'
  | 'digitalPriceCents'
  | 'packagePhotoCount'
  | 'digitalDelivery'
  | 'pickupEnabled'
  | 'shippingEnabled'
  | 'shippingPayer'
  | 'allPhotosPriceCents'
> & {
  /** The quantity discounts, smallest minimum first. */
  discountTiers: DiscountTier[];
  /** The photos customers see (READY), counted only when the event offers its all-photos price. */
  readyPhotoCount: number | null;
  /** The printed sizes on sale, in the table's order. */
  priceTable: {
    items: Pick<PriceTableItem, 'id' | 'width' | 'height' | 'unit' | 'weightGrams' | 'priceCents'>[];
  } | null;
};

/** A cart's row with what its view needs: the event's sale settings and the items in the order they were chosen. */
export type CartRow = Cart & { event: CartEvent; items: CartItemRow[] };

export interface CartPhoto {
  id: string;
  name: string;
  originalName: string;
  width: number;
  height: number;
  /** Null while the photo is re-rendered with a new watermark. */
  thumbnail: { storageKey: string; width: number; height: number } | null;
  /** arquivoAltaResolucao: the original a purchase delivers (its id is the download's arquivoId). */
  highResolution: { fileId: string; width: number; height: number } | null;
}

export interface CartLine {
  id: string;
  photo: CartPhoto;
  quantity: number;
  extra: boolean;
  option: SaleOption | null;
  unitPriceCents: number;
  lineTotalCents: number;
  /** Inside the all-photos price: charged nothing apart. */
  inAllPhotos: boolean;
  /** A print's crop (the chosen one, or the default); null for digital items and items without a size. */
  crop: PrintCrop | null;
}

export interface CartView {
  cart: Cart;
  event: CartEvent;
  /** The event's options without a photo's own pixel size (the digital option's size varies by photo). */
  options: SaleOption[];
  lines: CartLine[];
  items: CartLine[];
  extras: CartLine[];
  totals: CartTotals;
  shipping: {
    priceCents: number;
    serviceName: string;
    deadlineDays: number;
    payer: 'CUSTOMER' | 'STUDIO';
  } | null;
  package: ReturnType<typeof shippingPackage>;
}

/** What an event sells, read from its sale columns and printed sizes. */
export function eventSale(
  event: Pick<
    CartEvent,
    'mode' | 'deliveryFormat' | 'digitalPriceCents' | 'packagePhotoCount' | 'priceTable'
  >,
): EventSale {
  return {
    mode: event.mode,
    deliveryFormat: event.deliveryFormat,
    digitalPriceCents: event.digitalPriceCents,
    packagePhotoCount: event.packagePhotoCount,
    printedItems: event.priceTable?.items ?? [],
  };
}

/** The discounts the event gives a cart (domain/discounts.ts). */
export function discountOffer(event: CartEvent): DiscountOffer {
  return {
    tiers: event.discountTiers,
    allPhotos:
      offersAllPhotos(event) && event.readyPhotoCount
        ? { priceCents: event.allPhotosPriceCents!, photoCount: event.readyPhotoCount }
        : null,
  };
}

export function cartView(row: CartRow): CartView {
  const sale = eventSale(row.event);
  const { items: rows, event, ...cart } = row;
  const priced = rows.map((item): CartLine => {
    const option = chosenOption(saleOptions(sale, item.photo), item);
    const unit = unitPriceCents(option, event.mode, item.extra);
    const { watermarkRevision, studio, files, ...photo } = item.photo;
    const thumbnail = files.find((file) => file.variant === 'THUMBNAIL');
    const original = files.find((file) => file.variant === 'ORIGINAL');
    return {
      id: item.id,
      photo: {
        ...photo,
        thumbnail:
          thumbnail && watermarkRevision === studio.watermarkRevision
            ? { storageKey: thumbnail.storageKey, width: thumbnail.width, height: thumbnail.height }
            : null,
        highResolution: original
          ? { fileId: original.id, width: original.width, height: original.height }
          : null,
      },
      quantity: item.quantity,
      extra: item.extra,
      option,
      unitPriceCents: unit,
      lineTotalCents: unit * item.quantity,
      inAllPhotos: false,
      crop: option?.format === 'PRINTED' ? effectiveCrop(item.photo, option, parseCrop(item.crop)) : null,
    };
  });
  const shipping =
    cart.shippingPriceCents !== null && cart.deliveryPreference === 'DELIVERY'
      ? {
          priceCents: cart.shippingPriceCents,
          serviceName: cart.shippingServiceName ?? '',
          deadlineDays: cart.shippingDeadlineDays ?? 0,
          payer: cart.shippingPayer ?? 'CUSTOMER',
        }
      : null;
  const totals = cartTotals(
    priced.map((line) => ({ ...line, photoId: line.photo.id, format: line.option?.format ?? null })),
    event.mode,
    shipping,
    discountOffer(event),
  );
  const lines = priced.map((line) =>
    totals.packagedLineIds.has(line.id)
      ? { ...line, unitPriceCents: 0, lineTotalCents: 0, inAllPhotos: true }
      : line,
  );
  return {
    cart: cart as Cart,
    event,
    options: saleOptions(sale),
    lines,
    items: lines.filter((line) => !line.extra),
    extras: lines.filter((line) => line.extra),
    totals,
    shipping,
    package: shippingPackage(
      lines
        .filter((line) => line.option)
        .map((line) => ({
          format: line.option!.format,
          widthCm: line.option!.width,
          heightCm: line.option!.height,
          weightGrams: line.option!.weightGrams,
          quantity: line.quantity,
        })),
    ),
  };
}

/** Which cart: by its session (the customer's own), by its id, or both. */
export type CartKey = { sessionId: string; id?: string } | { id: string; sessionId?: string };

const cartColumns = Prisma.raw(
  Object.values(Prisma.CartScalarFieldEnum)
    .map((column) => `c."${column}"`)
    .join(', '),
);

/** A photo as a cart line shows it, as JSON (`p` is the "Photo" row). */
export const photoJson = Prisma.sql`json_build_object(
  'id', p.id, 'name', p.name, 'originalName', p."originalName", 'width', p.width, 'height', p.height,
  'watermarkRevision', p."watermarkRevision",
  'studio', json_build_object(
    'watermarkRevision', (SELECT s."watermarkRevision" FROM "Studio" s WHERE s.id = p."studioId")),
  'files', COALESCE((
    SELECT json_agg(json_build_object(
      'id', f.id, 'variant', f.variant, 'storageKey', f."storageKey", 'width', f.width, 'height', f.height))
    FROM "PhotoFile" f WHERE f."photoId" = p.id AND f.variant IN ('THUMBNAIL', 'ORIGINAL')), '[]'::json))`;

const eventJson = Prisma.sql`(
  SELECT json_build_object(
    'id', e.id, 'name', e.name, 'slug', e.slug, 'mode', e.mode, 'deliveryFormat', e."deliveryFormat",
    'digitalPriceCents', e."digitalPriceCents", 'packagePhotoCount', e."packagePhotoCount",
    'digitalDelivery', e."digitalDelivery", 'pickupEnabled', e."pickupEnabled",
    'shippingEnabled', e."shippingEnabled", 'shippingPayer', e."shippingPayer",
    'allPhotosPriceCents', e."allPhotosPriceCents",
    'discountTiers', COALESCE((
      SELECT json_agg(json_build_object('minimumQuantity', d."minimumQuantity", 'percent', d.percent)
        ORDER BY d."minimumQuantity")
      FROM "DiscountTier" d WHERE d."eventId" = e.id), '[]'::json),
    'readyPhotoCount', CASE WHEN e."allPhotosPriceCents" IS NULL THEN NULL ELSE (
      SELECT count(*) FROM "Photo" p WHERE p."eventId" = e.id AND p.status = 'READY') END,
    'priceTable', (
      SELECT json_build_object('items', COALESCE((
        SELECT json_agg(json_build_object(
          'id', i.id, 'width', i.width, 'height', i.height, 'unit', i.unit, 'weightGrams', i."weightGrams",
          'priceCents', i."priceCents") ORDER BY i.position, i.id)
        FROM "PriceTableItem" i WHERE i."priceTableId" = t.id AND i.format = 'PRINTED'), '[]'::json))
      FROM "PriceTable" t WHERE t."eventId" = e.id))
  FROM "Event" e WHERE e.id = c."eventId")`;

const itemsJson = Prisma.sql`COALESCE((
  SELECT json_agg(json_build_object(
    'id', ci.id, 'quantity', ci.quantity, 'extra', ci.extra, 'format', ci.format,
    'priceTableItemId', ci."priceTableItemId", 'crop', ci.crop, 'createdAt', ci."createdAt",
    'photo', ${photoJson})
    ORDER BY ci."createdAt", ci.id)
  FROM "CartItem" ci JOIN "Photo" p ON p.id = ci."photoId" WHERE ci."cartId" = c.id), '[]'::json)`;

function keyCondition(key: CartKey): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (key.id !== undefined) conditions.push(Prisma.sql`c.id = ${key.id}::uuid`);
  if (key.sessionId !== undefined) conditions.push(Prisma.sql`c."sessionId" = ${key.sessionId}::uuid`);
  return Prisma.join(conditions, ' AND ');
}

type CartItemJson = Omit<CartItemRow, 'createdAt'> & { createdAt: string };

/** JSON timestamps come without a zone: the columns hold UTC, as Prisma writes them. */
const utc = (timestamp: string) => new Date(`${timestamp}Z`);

/**
 * The cart's row, its event and its lines in one statement (every cart change and every cart shown reads it), with
 * `extra` columns the caller adds to the same select. The cart's columns are Prisma's list, decoded by Prisma; the
 * JSON parts select what CartRow declares (cart-changes.test.ts compares them with Prisma's own read).
 */
export async function readCartRow<Extra extends object = object>(
  db: DbClient,
  key: CartKey,
  extra: Prisma.Sql = Prisma.empty,
): Promise<(CartRow & Extra) | null> {
  const [row] = await db.$queryRaw<(Cart & { event: CartEvent; items: CartItemJson[] } & Extra)[]>`
    SELECT ${cartColumns}, ${eventJson} AS "event", ${itemsJson} AS "items" ${extra}
    FROM "Cart" c WHERE ${keyCondition(key)}`;
  if (!row) return null;
  return { ...row, items: row.items.map((item) => ({ ...item, createdAt: utc(item.createdAt) })) };
}

/** A cart as shown and charged, read in one statement by its id or its session's. */
export async function loadCartView(db: DbClient, key: CartKey): Promise<CartView> {
  const view = await findCartView(db, key);
  if (!view) throw new NotFoundError('Carrinho não encontrado');
  return view;
}

/** loadCartView, or null when no cart matches. */
export async function findCartView(db: DbClient, key: CartKey): Promise<CartView | null> {
  const row = await readCartRow(db, key);
  return row && cartView(row);
}
