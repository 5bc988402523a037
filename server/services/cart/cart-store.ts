// A cart as its changes read and write it, one statement each: the read takes the row's version (PostgreSQL's
// xmin, new on every write of the row), and the write applies only while the cart is still at that version, so a
// change made from another tab in between is never lost: the change reads the cart again and is redone on it.
import { randomBytes } from 'node:crypto';
import type { FormStatus } from '../../domain/customer-data.ts';
import { type Cart, type GallerySession, Prisma } from '../../generated/prisma/client.ts';
import type { DbClient } from '../request-context.ts';
import { type CartItemPhoto, type CartItemRow, type CartRow, photoJson, readCartRow } from './cart-view.ts';

export type PhotoRef = { id: string } | { name: string };

export interface CartToChange {
  row: CartRow;
  /** The row's version as read (xmin). */
  version: string;
  /** The customer's checkout forms. */
  forms: { personalData: FormStatus; address: FormStatus };
  /** The photo the change names, when it is a ready photo of the cart's event. */
  photo: CartItemPhoto | null;
  /** The ready photos of the cart's event a session marked as favourites, in the order marked (when asked). */
  favorites: CartItemPhoto[];
}

/** The cart of a session with what a change needs, in one statement. */
export async function readCartToChange(
  db: DbClient,
  sessionId: string,
  photo?: PhotoRef,
  /** The session whose favourites the change puts in the cart (the customer's own, or a shared list's). */
  favoritesOf?: string,
): Promise<CartToChange | null> {
  const photoCondition =
    photo && ('id' in photo ? Prisma.sql`p.id = ${photo.id}::uuid` : Prisma.sql`p.name = ${photo.name}`);
  const read = await readCartRow<{
    version: string;
    forms: CartToChange['forms'];
    namedPhoto: CartItemPhoto | null;
    favorites: CartItemPhoto[] | null;
  }>(
    db,
    { sessionId },
    Prisma.sql`, c.xmin::text AS "version",
      (SELECT json_build_object('personalData', s."personalDataStatus", 'address', s."addressStatus")
        FROM "GallerySession" s WHERE s.id = c."sessionId") AS "forms",
      ${
        photoCondition
          ? Prisma.sql`(SELECT ${photoJson} FROM "Photo" p
              WHERE p."eventId" = c."eventId" AND p.status = 'READY' AND ${photoCondition})`
          : Prisma.sql`NULL::json`
      } AS "namedPhoto",
      ${
        favoritesOf
          ? Prisma.sql`(SELECT json_agg(${photoJson} ORDER BY f."createdAt", f.id)
              FROM "FavoritePhoto" f JOIN "Photo" p ON p.id = f."photoId"
              WHERE f."sessionId" = ${favoritesOf}::uuid AND p."eventId" = c."eventId" AND p.status = 'READY')`
          : Prisma.sql`NULL::json`
      } AS "favorites"`,
  );
  if (!read) return null;
  const { version, forms, namedPhoto, favorites, ...row } = read;
  return { row, version, forms, photo: namedPhoto, favorites: favorites ?? [] };
}

/** Cart columns a change may set. */
export type CartPatch = Partial<
  Pick<
    Cart,
    | 'defaultOptionId'
    | 'deliveryPreference'
    | 'shippingCep'
    | 'shippingProvider'
    | 'shippingServiceId'
    | 'shippingServiceName'
    | 'shippingPriceCents'
    | 'shippingDeadlineDays'
    | 'shippingPayer'
    | 'shippingQuotedAt'
    | 'storefrontUrl'
    | 'reminderId'
  >
>;

/** Columns of the customer's session (checkout forms) a change may set. */
export type SessionPatch = Partial<
  Pick<
    GallerySession,
    | 'personalDataStatus'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'whatsApp'
    | 'cpf'
    | 'addressStatus'
    | 'addressCep'
    | 'addressCity'
    | 'addressState'
    | 'addressStreet'
    | 'addressNumber'
    | 'addressComplement'
    | 'addressNeighborhood'
    | 'addressRecipient'
  >
>;

/** `SET "column" = p."column", ...` for a patch's columns, checked against the table's own (Prisma's list). */
function setColumns(patch: object, columns: Record<string, string>): Prisma.Sql[] {
  const set = Object.entries(patch).filter(([, value]) => value !== undefined);
  return set.map(([column]) => {
    if (columns[column] !== column) throw new Error(`Not a column: ${column}`);
    return Prisma.raw(`"${column}" = p."${column}"`);
  });
}

const itemChanged = (before: CartItemRow, after: CartItemRow) =>
  JSON.stringify(before.crop) !== JSON.stringify(after.crop) ||
  before.quantity !== after.quantity ||
  before.extra !== after.extra ||
  before.format !== after.format ||
  before.priceTableItemId !== after.priceTableItemId;

/**
 * Writes what differs between the cart as read and as changed (its columns, its lines, the session's forms) in
 * one statement, if the cart is still open and at the version read. Returns its new `updatedAt`, or null when the
 * cart changed in between (nothing was written).
 */
export async function writeCartChange(
  db: DbClient,
  change: { read: CartToChange; after: CartRow; cart: CartPatch; session: SessionPatch },
): Promise<Date | null> {
  const { read, after } = change;
  const before = new Map(read.row.items.map((item) => [item.id, item]));
  const kept = new Set(after.items.map((item) => item.id));
  const added = after.items
    .filter((item) => !before.has(item.id))
    .map((item) => ({
      id: item.id,
      studioId: read.row.studioId,
      photoId: item.photo.id,
      format: item.format,
      priceTableItemId: item.priceTableItemId,
      quantity: item.quantity,
      extra: item.extra,
      crop: item.crop,
      createdAt: item.createdAt,
    }));
  const changed = after.items
    .filter((item) => before.has(item.id) && itemChanged(before.get(item.id)!, item))
    .map(({ id, format, priceTableItemId, quantity, extra, crop }) => ({
      id,
      format,
      priceTableItemId,
      quantity,
      extra,
      crop,
    }));
  const removed = read.row.items.filter((item) => !kept.has(item.id)).map((item) => item.id);
  const cartSet = setColumns(change.cart, Prisma.CartScalarFieldEnum);
  const sessionSet = setColumns(change.session, Prisma.GallerySessionScalarFieldEnum);
  // Every part writes only through `cart`, the guarded row: when the guard fails, nothing is written. Parts with
  // nothing to write are left out (each would still fire its table's statement triggers).
  const parts: Prisma.Sql[] = [
    Prisma.sql`cart AS (
      UPDATE "Cart" AS c SET "updatedAt" = now() AT TIME ZONE 'UTC'${
        cartSet.length ? Prisma.sql`, ${Prisma.join(cartSet)}` : Prisma.empty
      }
      FROM json_populate_record(NULL::"Cart", ${JSON.stringify(change.cart)}::json) AS p
      WHERE c.id = ${read.row.id}::uuid AND c.xmin = ${read.version}::xid AND c.status = 'SHOPPING'
      RETURNING c.id, c."updatedAt")`,
  ];
  if (added.length)
    parts.push(Prisma.sql`added AS (
      INSERT INTO "CartItem" (id, "studioId", "cartId", "photoId", format, "priceTableItemId", quantity, extra,
        crop, "createdAt")
      SELECT n.id, n."studioId", cart.id, n."photoId", n.format, n."priceTableItemId", n.quantity, n.extra,
        n.crop, n."createdAt"
      FROM cart, json_populate_recordset(NULL::"CartItem", ${JSON.stringify(added)}::json) AS n)`);
  if (changed.length)
    parts.push(Prisma.sql`changed AS (
      UPDATE "CartItem" AS i
      SET format = n.format, "priceTableItemId" = n."priceTableItemId", quantity = n.quantity, extra = n.extra,
        crop = n.crop
      FROM cart, json_populate_recordset(NULL::"CartItem", ${JSON.stringify(changed)}::json) AS n
      WHERE i.id = n.id AND i."cartId" = cart.id)`);
  if (removed.length)
    parts.push(Prisma.sql`removed AS (
      DELETE FROM "CartItem" AS i USING cart
      WHERE i."cartId" = cart.id AND i.id IN (SELECT json_array_elements_text(${JSON.stringify(removed)}::json)::uuid))`);
  if (sessionSet.length)
    parts.push(Prisma.sql`forms AS (
      UPDATE "GallerySession" AS s SET ${Prisma.join(sessionSet)}
      FROM cart, json_populate_record(NULL::"GallerySession", ${JSON.stringify(change.session)}::json) AS p
      WHERE s.id = ${read.row.sessionId}::uuid)`);
  const [row] = await db.$queryRaw<{ updatedAt: Date }[]>`
    WITH ${Prisma.join(parts, ',\n')} SELECT "updatedAt" FROM cart`;
  return row?.updatedAt ?? null;
}

/** A new row id: a version 7 UUID (time-ordered), as Prisma makes for `@default(uuid(7))`. */
export function newRowId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
