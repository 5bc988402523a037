// Changes to a cart, each in a transaction holding the cart row: only an open cart changes, prices are never
// taken from the caller, the prepaid package's split is redone after every change, and a shipping quote that
// no longer fits the package is dropped.
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
import { nextFormStatuses, type PersonalData } from '../../domain/customer-data.ts';
import { DomainError, NotFoundError } from '../../domain/errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { type CustomerContext, requireGallerySession } from '../../request-context.ts';
import { type CartView, cartInclude, cartView, eventSale, loadCartView } from './cart-view.ts';

export class CartClosedError extends DomainError {
  override name = 'CartClosedError';
  constructor() {
    super(
      'Este pedido já foi enviado para pagamento. Para mudar o carrinho, escolha outro meio de pagamento.',
    );
  }
}

type Tx = Prisma.TransactionClient;

interface OpenCart {
  tx: Tx;
  view: CartView;
  /** The viewer's gallery session, whose cart this is. */
  sessionId: string;
}

/** Runs a change on the session's open cart under its row lock, then settles the package split and the quote. */
export async function changeCart<T>(
  context: CustomerContext,
  change: (cart: OpenCart) => Promise<T>,
): Promise<T> {
  const sessionId = requireGallerySession(context);
  return context.db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string; status: string }[]>`
      SELECT id, status::text FROM "Cart" WHERE "sessionId" = ${sessionId}::uuid FOR UPDATE`;
    if (!locked) throw new NotFoundError('Carrinho não encontrado');
    if (locked.status !== 'SHOPPING') throw new CartClosedError();
    const before = await loadCartView(tx, { id: locked.id });
    const result = await change({ tx, view: before, sessionId });
    await settle(tx, before);
    return result;
  });
}

async function settle(tx: Tx, before: CartView): Promise<void> {
  // Only the lines are read again: the package split and the shipping package depend on them and on the event,
  // which no cart change touches (half the statements of reloading the whole cart, measured by bench:cart).
  const items = await tx.cartItem.findMany({
    where: { cartId: before.cart.id },
    orderBy: cartInclude.items.orderBy,
    include: cartInclude.items.include,
  });
  const row = { ...before.cart, event: before.event, items };
  const extras = extraItemIds(row.items, row.event.mode, row.event.packagePhotoCount);
  const wrong = row.items.filter((item) => item.extra !== extras.has(item.id));
  for (const item of wrong)
    await tx.cartItem.update({ where: { id: item.id }, data: { extra: extras.has(item.id) } });
  const after = cartView({
    ...row,
    items: row.items.map((item) => ({ ...item, extra: extras.has(item.id) })),
  });
  checkCartTotal(after.totals, before.totals);
  if (
    JSON.stringify(after.package) !== JSON.stringify(before.package) &&
    before.cart.shippingPriceCents !== null
  ) {
    await tx.cart.update({ where: { id: row.id }, data: clearedQuote });
  }
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
} satisfies Prisma.CartUpdateInput;

export type PhotoRef = { id: string } | { name: string };

async function photoInEvent(tx: Tx, eventId: string, photo: PhotoRef) {
  const found = await tx.photo.findFirst({
    where: { ...('id' in photo ? { id: photo.id } : { name: photo.name }), eventId, status: 'READY' },
    select: { id: true, width: true, height: true },
  });
  if (!found) throw new NotFoundError('Imagem não encontrada');
  return found;
}

function itemData(option: SaleOption | null) {
  return { format: option?.format ?? null, priceTableItemId: option?.priceTableItemId ?? null };
}

/**
 * adicionar-imagem: adds a photo with an option. Without one, a photo with a single option gets it, and so does a
 * cart whose customer applied one option to everything; otherwise the item waits for a size.
 */
export function addPhotoToCart(context: CustomerContext, photo: PhotoRef, optionId: string | null) {
  return changeCart(context, async ({ tx, view }) => {
    const found = await photoInEvent(tx, view.event.id, photo);
    const options = saleOptions(eventSale(view.event), found);
    const chosen =
      optionId !== null
        ? findOption(options, optionId)
        : options.length === 1
          ? options[0]!
          : view.cart.defaultOptionId
            ? (options.find((option) => option.optionId === view.cart.defaultOptionId) ?? null)
            : null;
    return tx.cartItem.create({
      data: {
        studioId: view.cart.studioId,
        cartId: view.cart.id,
        photoId: found.id,
        quantity: 1,
        ...itemData(chosen),
      },
    });
  });
}

/** imagem-desselecionar: the photo leaves the cart (all its lines). */
export function deselectPhoto(context: CustomerContext, photo: PhotoRef) {
  return changeCart(context, async ({ tx, view }) => {
    const found = await photoInEvent(tx, view.event.id, photo);
    const removed = await tx.cartItem.deleteMany({ where: { cartId: view.cart.id, photoId: found.id } });
    return removed.count;
  });
}

function lineOf(view: CartView, itemId: string, extra?: boolean) {
  const line = view.lines.find(
    (candidate) => candidate.id === itemId && (extra === undefined || candidate.extra === extra),
  );
  if (!line) throw new NotFoundError('Item do carrinho não encontrado');
  return line;
}

function optionFor(view: CartView, photo: { width: number; height: number }, optionId: string) {
  return findOption(saleOptions(eventSale(view.event), photo), optionId);
}

/** tamanho-preco (item or extra item): one line's option. */
export function setItemOption(context: CustomerContext, itemId: string, optionId: string, extra?: boolean) {
  return changeCart(context, async ({ tx, view }) => {
    const line = lineOf(view, itemId, extra);
    const option = optionFor(view, line.photo, optionId);
    return tx.cartItem.update({ where: { id: line.id }, data: itemData(option) });
  });
}

/** definir-tamanho-preco-em-todos-os-itens: one option for every line; new photos get it too. */
export function applyOptionToAll(context: CustomerContext, optionId: string) {
  return changeCart(context, async ({ tx, view }) => {
    const sale = eventSale(view.event);
    findOption(saleOptions(sale), optionId);
    for (const line of view.lines) {
      const option = findOption(saleOptions(sale, line.photo), optionId);
      await tx.cartItem.update({ where: { id: line.id }, data: itemData(option) });
    }
    await tx.cart.update({ where: { id: view.cart.id }, data: { defaultOptionId: optionId } });
    return view.lines.length;
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
  return changeCart(context, async ({ tx, view }) => {
    const line = lineOf(view, itemId, extra);
    return tx.cartItem.update({ where: { id: line.id }, data: { quantity: value } });
  });
}

/** duplicar-item (item or extra item): another line for the same photo, with the same option. */
export function duplicateItem(context: CustomerContext, itemId: string, extra?: boolean) {
  return changeCart(context, async ({ tx, view }) => {
    const line = lineOf(view, itemId, extra);
    return tx.cartItem.create({
      data: {
        studioId: view.cart.studioId,
        cartId: view.cart.id,
        photoId: line.photo.id,
        quantity: 1,
        ...itemData(line.option),
      },
    });
  });
}

/** DELETE item (or extra item). */
export function removeItem(context: CustomerContext, itemId: string, extra?: boolean) {
  return changeCart(context, async ({ tx, view }) => {
    const line = lineOf(view, itemId, extra);
    await tx.cartItem.delete({ where: { id: line.id } });
    return line;
  });
}

/** modalidade-de-entrega: pickup or delivery of the printed photos. */
export function setDeliveryPreference(context: CustomerContext, preference: 'PICKUP' | 'DELIVERY') {
  return changeCart(context, async ({ tx, view, sessionId }) => {
    const offered = preference === 'PICKUP' ? view.event.pickupEnabled : view.event.shippingEnabled;
    if (!offered) throw new DeliveryNotOfferedError(preference);
    const session = await tx.gallerySession.findUniqueOrThrow({ where: { id: sessionId } });
    const statuses = nextFormStatuses(
      { personalData: session.personalDataStatus, address: session.addressStatus },
      preference === 'DELIVERY' ? 'delivery-chosen' : 'pickup-chosen',
      preference === 'DELIVERY',
    );
    await tx.gallerySession.update({
      where: { id: sessionId },
      data: { personalDataStatus: statuses.personalData, addressStatus: statuses.address },
    });
    return tx.cart.update({
      where: { id: view.cart.id },
      data: { deliveryPreference: preference, ...(preference === 'PICKUP' && clearedQuote) },
    });
  });
}

/** dados-pessoais: checked and normalised data; the form becomes filled. */
export function savePersonalData(context: CustomerContext, data: PersonalData) {
  return changeCart(context, async ({ tx, view, sessionId }) => {
    const session = await tx.gallerySession.findUniqueOrThrow({ where: { id: sessionId } });
    const statuses = nextFormStatuses(
      { personalData: session.personalDataStatus, address: session.addressStatus },
      'personal-data-saved',
      view.cart.deliveryPreference === 'DELIVERY',
    );
    return tx.gallerySession.update({
      where: { id: sessionId },
      data: { ...data, personalDataStatus: statuses.personalData, addressStatus: statuses.address },
    });
  });
}

/** dados-endereco: the delivery address; the form becomes filled. */
export function saveDeliveryAddress(context: CustomerContext, address: DeliveryAddress) {
  return changeCart(context, async ({ tx, sessionId }) =>
    tx.gallerySession.update({
      where: { id: sessionId },
      data: {
        ...addressColumns(address),
        addressStatus: 'FILLED',
      },
    }),
  );
}

/** modo-editar-dados-pessoais / modo-editar-endereco-entrega. */
export function editCheckoutForm(context: CustomerContext, form: 'personal-data' | 'address') {
  return changeCart(context, async ({ tx, sessionId }) => {
    const session = await tx.gallerySession.findUniqueOrThrow({ where: { id: sessionId } });
    const statuses = nextFormStatuses(
      { personalData: session.personalDataStatus, address: session.addressStatus },
      form === 'personal-data' ? 'edit-personal-data' : 'edit-address',
      true,
    );
    return tx.gallerySession.update({
      where: { id: sessionId },
      data: { personalDataStatus: statuses.personalData, addressStatus: statuses.address },
    });
  });
}
