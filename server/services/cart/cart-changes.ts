// Changes to a cart: each reads the cart in one statement, applies the cart's rules to its rows in memory and writes
// what differs in one statement that only lands on the cart as it was read (cart-store.ts), so the answer is the
// cart in hand. Only an open cart changes, prices are never taken from the caller, the prepaid package's split is
// redone after every change, and a shipping quote that no longer fits the package is dropped.
import { addressColumns, type DeliveryAddress } from '../../domain/address.ts';
import {
  CartClosedError,
  CartTotalTooLargeError,
  checkCartTotal,
  checkDigitalOnce,
  checkQuantity,
  DeliveryNotOfferedError,
  type DigitalLine,
  extraItemIds,
  findOption,
  keepDigitalOnce,
  type SaleOption,
  saleOptions,
} from '../../domain/cart.ts';
import { type FormEvent, nextFormStatuses, type PersonalData } from '../../domain/customer-data.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { type FavoritesAddedToCart, NoFavoritesError } from '../../domain/favorites.ts';
import { checkCrop, InvalidCropError, type PrintCrop } from '../../domain/print-crop.ts';
import { assertForSale } from '../../domain/sale-readiness.ts';
import { assertGalleryOpen } from '../events/event-expiry.ts';
import { type CustomerContext, requireGallerySession } from '../request-context.ts';
import {
  type CartPatch,
  type CartToChange,
  newRowId,
  type PhotoRef,
  readCartToChange,
  type SessionPatch,
  writeCartChange,
} from './cart-store.ts';
import { type CartItemRow, type CartRow, type CartView, cartView, eventSale } from './cart-view.ts';

/** The cart a change works on: its view (lines, prices, totals), its rows, the forms and the photo it names. */
export interface OpenCart extends CartToChange {
  view: CartView;
}

/** What a change leaves: the cart's lines (all of them, in any order), cart columns and session columns it sets. */
export interface CartEdit {
  items?: CartItemRow[];
  cart?: CartPatch;
  session?: SessionPatch;
}

/** Changes of one cart landing on each other take turns; this many in a row would be a fault. */
const maxAttempts = 20;

/**
 * Runs a change on the session's open cart and answers the cart it leaves. `change` only computes (no I/O): when
 * another change lands first, the cart is read again and `change` runs again on it.
 */
export async function changeCart(
  context: CustomerContext,
  change: (cart: OpenCart) => CartEdit,
  options: { photo?: PhotoRef; favoritesOf?: string } = {},
): Promise<CartView> {
  const sessionId = requireGallerySession(context);
  // An expired gallery sells nothing: no cart of it changes any more.
  await assertGalleryOpen(context);
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const read = await readCartToChange(context.db, sessionId, options.photo, options.favoritesOf);
    if (!read) throw new NotFoundError('Carrinho não encontrado');
    if (read.row.status !== 'SHOPPING') throw new CartClosedError();
    const before = cartView(read.row);
    const edit = change({ ...read, view: before });
    const { row, view, cart } = settle(read.row, before, edit);
    const updatedAt = await writeCartChange(context.db, {
      read,
      after: row,
      cart,
      session: edit.session ?? {},
    });
    if (updatedAt) return { ...view, cart: { ...view.cart, updatedAt } };
  }
  throw new Error(`Cart of session ${sessionId} changed under ${maxAttempts} attempts in a row`);
}

/** In the order the customer chose them (the order reads give and the package split follows). */
function byChoice(a: CartItemRow, b: CartItemRow): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The cart after an edit: the package split redone, the total checked, a quote for another package dropped. */
function settle(before: CartRow, beforeView: CartView, edit: CartEdit) {
  const items = [...(edit.items ?? before.items)].sort(byChoice);
  // Whatever the storefront shows, an event with nothing on sale takes no new lines (adding, duplicating...).
  const held = new Set(before.items.map((item) => item.id));
  if (items.some((item) => !held.has(item.id))) assertForSale(eventSale(before.event));
  const extras = extraItemIds(items, before.event.mode, before.event.packagePhotoCount);
  let cart: CartPatch = { ...edit.cart };
  let row: CartRow = {
    ...before,
    ...cart,
    items: items.map((item) => (item.extra === extras.has(item.id) ? item : { ...item, extra: !item.extra })),
  };
  let view = cartView(row);
  checkDigitalOnce(row.items.map(digitalLine), before.items.map(digitalLine));
  checkCartTotal(view.totals, beforeView.totals);
  if (
    row.shippingPriceCents !== null &&
    JSON.stringify(view.package) !== JSON.stringify(beforeView.package)
  ) {
    cart = { ...cart, ...clearedQuote };
    row = { ...row, ...clearedQuote };
    view = cartView(row);
  }
  return { row, view, cart };
}

const digitalLine = (item: CartItemRow): DigitalLine => ({
  photoId: item.photo.id,
  format: item.format,
  quantity: item.quantity,
});

/** Lines made digital in bulk keep each photo once (domain/cart.ts, keepDigitalOnce). */
export const digitalOnce = (items: readonly CartItemRow[]) => keepDigitalOnce(items, (item) => item.photo.id);

export const clearedQuote = {
  shippingCep: null,
  shippingProvider: null,
  shippingServiceId: null,
  shippingServiceName: null,
  shippingPriceCents: null,
  shippingDeadlineDays: null,
  shippingPayer: null,
  shippingQuotedAt: null,
} satisfies CartPatch;

function namedPhoto(cart: OpenCart) {
  if (!cart.photo) throw new NotFoundError('Imagem não encontrada');
  return cart.photo;
}

function itemData(option: SaleOption | null) {
  return { format: option?.format ?? null, priceTableItemId: option?.priceTableItemId ?? null };
}

function newItem(photo: CartItemRow['photo'], option: SaleOption | null, id?: string): CartItemRow {
  const now = new Date();
  return {
    id: id ?? newRowId(now.getTime()),
    photo,
    quantity: 1,
    extra: false,
    crop: null,
    createdAt: now,
    ...itemData(option),
  };
}

/**
 * The option a photo added without one gets: its only option, or the one the customer applied to everything;
 * otherwise none (the item waits for a size).
 */
function optionWithoutChoice(cart: OpenCart, photo: CartItemRow['photo']): SaleOption | null {
  const options = saleOptions(eventSale(cart.row.event), photo);
  const defaultOptionId = cart.row.defaultOptionId;
  if (options.length === 1) return options[0]!;
  return defaultOptionId ? (options.find((option) => option.optionId === defaultOptionId) ?? null) : null;
}

/** adicionar-imagem: adds a photo with an option, or with the option it gets without one. */
export function addPhotoToCart(context: CustomerContext, photo: PhotoRef, optionId: string | null) {
  return changeCart(
    context,
    (cart) => {
      const found = namedPhoto(cart);
      // Before the option: with nothing on sale, "not for sale" says more than "no such size".
      assertForSale(eventSale(cart.row.event));
      const chosen =
        optionId !== null
          ? findOption(saleOptions(eventSale(cart.row.event), found), optionId)
          : optionWithoutChoice(cart, found);
      return { items: [...cart.row.items, newItem(found, chosen)] };
    },
    { photo },
  );
}

/** True when the cart with these lines stays within its total (the same settling every change goes through). */
function fitsTotal(cart: OpenCart, items: CartItemRow[]): boolean {
  try {
    settle(cart.row, cart.view, { items });
    return true;
  } catch (error) {
    if (error instanceof CartTotalTooLargeError) return false;
    throw error;
  }
}

/**
 * Adicionar favoritas ao carrinho: every favourite of `favoritesOf` (the customer's own session, or the one whose list
 * was shared) not in the cart yet goes in as adicionar-imagem puts a photo without a chosen option, in the order
 * the favourites were marked. Photos that would take the cart past its total are left out and named.
 */
export async function addFavoritesToCart(
  context: CustomerContext,
  favoritesOf: string,
): Promise<{ cart: CartView } & FavoritesAddedToCart> {
  let outcome: FavoritesAddedToCart = { added: 0, withoutSize: 0, alreadyInCart: 0, overLimit: [] };
  const cart = await changeCart(
    context,
    (open) => {
      if (!open.favorites.length) throw new NoFavoritesError();
      const inCart = new Set(open.row.items.map((item) => item.photo.id));
      const fresh = open.favorites.filter((photo) => !inCart.has(photo.id));
      // Ids in ascending order keep the favourites' order among lines made in the same millisecond.
      const ids = fresh.map(() => newRowId()).sort();
      const candidates = fresh.map((photo, index) =>
        newItem(photo, optionWithoutChoice(open, photo), ids[index]),
      );
      let items = [...open.row.items, ...candidates];
      const overLimit: string[] = [];
      if (!fitsTotal(open, items)) {
        items = [...open.row.items];
        for (const candidate of candidates) {
          if (fitsTotal(open, [...items, candidate])) items.push(candidate);
          else overLimit.push(candidate.photo.name);
        }
      }
      const added = items.length - open.row.items.length;
      outcome = {
        added,
        withoutSize: items.slice(open.row.items.length).filter((item) => item.format === null).length,
        alreadyInCart: open.favorites.length - fresh.length,
        overLimit,
      };
      return { items };
    },
    { favoritesOf },
  );
  return { cart, ...outcome };
}

/** imagem-desselecionar: the photo leaves the cart (all its lines). */
export function deselectPhoto(context: CustomerContext, photo: PhotoRef) {
  return changeCart(
    context,
    (cart) => {
      const found = namedPhoto(cart);
      return { items: cart.row.items.filter((item) => item.photo.id !== found.id) };
    },
    { photo },
  );
}

function itemOf(cart: OpenCart, itemId: string, extra?: boolean): CartItemRow {
  const item = cart.row.items.find(
    (candidate) => candidate.id === itemId && (extra === undefined || candidate.extra === extra),
  );
  if (!item) throw new NotFoundError('Item do carrinho não encontrado');
  return item;
}

const replaced = (cart: OpenCart, item: CartItemRow) =>
  cart.row.items.map((candidate) => (candidate.id === item.id ? item : candidate));

/** tamanho-preco (item or extra item): one line's option. */
export function setItemOption(context: CustomerContext, itemId: string, optionId: string, extra?: boolean) {
  return changeCart(context, (cart) => {
    const item = itemOf(cart, itemId, extra);
    const option = findOption(saleOptions(eventSale(cart.row.event), item.photo), optionId);
    // A print's copies do not carry over to its file: digital is one.
    const quantity = option.format === 'DIGITAL' ? 1 : item.quantity;
    return { items: replaced(cart, { ...item, ...itemData(option), quantity }) };
  });
}

/** definir-tamanho-preco-em-todos-os-itens: one option for every line; new photos get it too. */
export function applyOptionToAll(context: CustomerContext, optionId: string) {
  return changeCart(context, (cart) => {
    const sale = eventSale(cart.row.event);
    findOption(saleOptions(sale), optionId);
    return {
      items: digitalOnce(
        cart.row.items.map((item) => ({
          ...item,
          ...itemData(findOption(saleOptions(sale, item.photo), optionId)),
        })),
      ),
      cart: { defaultOptionId: optionId },
    };
  });
}

/** quantidade (item or extra item): numbers only, at least 1. */
export function setItemQuantity(
  context: CustomerContext,
  itemId: string,
  quantity: unknown,
  extra?: boolean,
) {
  const value = checkQuantity(quantity);
  return changeCart(context, (cart) => ({
    items: replaced(cart, { ...itemOf(cart, itemId, extra), quantity: value }),
  }));
}

/** duplicar-item (item or extra item): another line for the same photo, with the same option. */
export function duplicateItem(context: CustomerContext, itemId: string, extra?: boolean) {
  return changeCart(context, (cart) => {
    const item = itemOf(cart, itemId, extra);
    // The option still on sale (the view's), not a size since taken off the table.
    const { option, crop } = cart.view.lines.find((line) => line.id === item.id)!;
    return { items: [...cart.row.items, { ...newItem(item.photo, option), crop }] };
  });
}

/**
 * The part of the photo a printed line prints: checked against the photo and the line's size (domain/print-crop.ts).
 * A later size keeps it when it fits, else the default crop takes its place around the same centre.
 */
export function setItemCrop(context: CustomerContext, itemId: string, crop: PrintCrop) {
  return changeCart(context, (cart) => {
    const item = itemOf(cart, itemId);
    const { option } = cart.view.lines.find((line) => line.id === item.id)!;
    if (option?.format !== 'PRINTED') throw new InvalidCropError(InvalidCropError.notPrinted);
    return { items: replaced(cart, { ...item, crop: checkCrop(item.photo, option, crop) }) };
  });
}

/** DELETE item (or extra item). */
export function removeItem(context: CustomerContext, itemId: string, extra?: boolean) {
  return changeCart(context, (cart) => {
    const item = itemOf(cart, itemId, extra);
    return { items: cart.row.items.filter((candidate) => candidate !== item) };
  });
}

function forms(cart: OpenCart, event: FormEvent, delivering: boolean): SessionPatch {
  const statuses = nextFormStatuses(cart.forms, event, delivering);
  return { personalDataStatus: statuses.personalData, addressStatus: statuses.address };
}

/** modalidade-de-entrega: pickup or delivery of the printed photos. */
export function setDeliveryPreference(context: CustomerContext, preference: 'PICKUP' | 'DELIVERY') {
  return changeCart(context, (cart) => {
    const { event } = cart.row;
    const offered = preference === 'PICKUP' ? event.pickupEnabled : event.shippingEnabled;
    if (!offered) throw new DeliveryNotOfferedError(preference);
    const delivering = preference === 'DELIVERY';
    return {
      session: forms(cart, delivering ? 'delivery-chosen' : 'pickup-chosen', delivering),
      cart: { deliveryPreference: preference, ...(preference === 'PICKUP' && clearedQuote) },
    };
  });
}

/**
 * dados-pessoais: checked and normalised data; the form becomes filled. `storefrontUrl` (the address the customer
 * is on) is where a cart reminder would link back to.
 */
export function savePersonalData(context: CustomerContext, data: PersonalData, storefrontUrl?: string) {
  return changeCart(context, (cart) => ({
    session: {
      ...data,
      ...forms(cart, 'personal-data-saved', cart.row.deliveryPreference === 'DELIVERY'),
    },
    ...(storefrontUrl && { cart: { storefrontUrl } }),
  }));
}

/** dados-endereco: the delivery address; the form becomes filled. */
export function saveDeliveryAddress(context: CustomerContext, address: DeliveryAddress) {
  return changeCart(context, () => ({ session: { ...addressColumns(address), addressStatus: 'FILLED' } }));
}

/** modo-editar-dados-pessoais / modo-editar-endereco-entrega. */
export function editCheckoutForm(context: CustomerContext, form: 'personal-data' | 'address') {
  return changeCart(context, (cart) => ({
    session: forms(cart, form === 'personal-data' ? 'edit-personal-data' : 'edit-address', true),
  }));
}
