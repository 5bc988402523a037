// Changes to a cart: each reads the cart in one statement, applies the cart's rules to its rows in memory and writes
// what differs in one statement that only lands on the cart as it was read (cart-store.ts), so the answer is the
// cart in hand. Only an open cart changes, prices are never taken from the caller, the prepaid package's split is
// redone after every change, and a shipping quote that no longer fits the package is dropped.
import { addressColumns, type DeliveryAddress } from '../../domain/address.ts';
import {
  checkCartTotal,
  checkQuantity,
  DeliveryNotOfferedError,
  extraItemIds,
  findOption,
  type SaleOption,
  saleOptions,
} from '../../domain/cart.ts';
import { type FormEvent, nextFormStatuses, type PersonalData } from '../../domain/customer-data.ts';
import { DomainError, NotFoundError } from '../../domain/errors.ts';
import { type CustomerContext, requireGallerySession } from '../../request-context.ts';
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

export class CartClosedError extends DomainError {
  override name = 'CartClosedError';
  constructor() {
    super(
      'Este pedido já foi enviado para pagamento. Para mudar o carrinho, escolha outro meio de pagamento.',
    );
  }
}

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
  options: { photo?: PhotoRef } = {},
): Promise<CartView> {
  const sessionId = requireGallerySession(context);
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const read = await readCartToChange(context.db, sessionId, options.photo);
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
  const extras = extraItemIds(items, before.event.mode, before.event.packagePhotoCount);
  let cart: CartPatch = { ...edit.cart };
  let row: CartRow = {
    ...before,
    ...cart,
    items: items.map((item) => (item.extra === extras.has(item.id) ? item : { ...item, extra: !item.extra })),
  };
  let view = cartView(row);
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

function newItem(photo: CartItemRow['photo'], option: SaleOption | null): CartItemRow {
  const now = new Date();
  return {
    id: newRowId(now.getTime()),
    photo,
    quantity: 1,
    extra: false,
    createdAt: now,
    ...itemData(option),
  };
}

/**
 * adicionar-imagem: adds a photo with an option. Without one, a photo with a single option gets it, and so does a
 * cart whose customer applied one option to everything; otherwise the item waits for a size.
 */
export function addPhotoToCart(context: CustomerContext, photo: PhotoRef, optionId: string | null) {
  return changeCart(
    context,
    (cart) => {
      const found = namedPhoto(cart);
      const options = saleOptions(eventSale(cart.row.event), found);
      const defaultOptionId = cart.row.defaultOptionId;
      const chosen =
        optionId !== null
          ? findOption(options, optionId)
          : options.length === 1
            ? options[0]!
            : defaultOptionId
              ? (options.find((option) => option.optionId === defaultOptionId) ?? null)
              : null;
      return { items: [...cart.row.items, newItem(found, chosen)] };
    },
    { photo },
  );
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
    return { items: replaced(cart, { ...item, ...itemData(option) }) };
  });
}

/** definir-tamanho-preco-em-todos-os-itens: one option for every line; new photos get it too. */
export function applyOptionToAll(context: CustomerContext, optionId: string) {
  return changeCart(context, (cart) => {
    const sale = eventSale(cart.row.event);
    findOption(saleOptions(sale), optionId);
    return {
      items: cart.row.items.map((item) => ({
        ...item,
        ...itemData(findOption(saleOptions(sale, item.photo), optionId)),
      })),
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
    const option = cart.view.lines.find((line) => line.id === item.id)!.option;
    return { items: [...cart.row.items, newItem(item.photo, option)] };
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

/** dados-pessoais: checked and normalised data; the form becomes filled. */
export function savePersonalData(context: CustomerContext, data: PersonalData) {
  return changeCart(context, (cart) => ({
    session: {
      ...data,
      ...forms(cart, 'personal-data-saved', cart.row.deliveryPreference === 'DELIVERY'),
    },
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
