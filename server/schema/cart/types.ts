// A customer's cart as the storefront shows it; every amount is computed by the server (services/cart).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../builder.ts';
import type { SaleOption } from '../../domain/cart.ts';
import { type AppliedDiscount, discountLabel } from '../../domain/discounts.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { isWholePhoto, type PrintCrop } from '../../domain/print-crop.ts';
import { CartStatus } from '../../generated/prisma/enums.ts';
import type { CartLine, CartPhoto, CartView } from '../../services/cart/cart-view.ts';
import { discountOffer, findCartView } from '../../services/cart/cart-view.ts';
import { DeliveryPreferenceEnum, OptionFormatEnum, ShippingPayerEnum, SizeUnitEnum } from '../enums.ts';
import { ImageRef } from '../image/types.ts';

export const CartStatusEnum = builder.enumType(CartStatus, { name: 'CartStatus' });

export const SaleOptionRef = builder.objectRef<SaleOption>('SaleOption').implement({
  description: "A size/format a photo can be bought in; the digital one's optionId is '1'.",
  fields: (t) => ({
    optionId: t.exposeString('optionId'),
    format: t.expose('format', { type: OptionFormatEnum }),
    width: t.exposeFloat('width'),
    height: t.exposeFloat('height'),
    unit: t.expose('unit', { type: SizeUnitEnum }),
    weightGrams: t.exposeInt('weightGrams', { nullable: true }),
    priceCents: t.exposeInt('priceCents'),
  }),
});

const CartHighResolutionRef = builder
  .objectRef<NonNullable<CartPhoto['highResolution']>>('CartHighResolution')
  .implement({
    fields: (t) => ({
      fileId: t.exposeString('fileId', {
        description: 'arquivoAltaResolucao._id: the arquivoId of its download.',
      }),
      width: t.exposeInt('width'),
      height: t.exposeInt('height'),
    }),
  });

const CartPhotoRef = builder.objectRef<CartPhoto>('CartPhoto').implement({
  fields: (t) => ({
    photoId: t.id({ resolve: (photo) => encodeGlobalID('Photo', photo.id) }),
    name: t.exposeString('name'),
    originalName: t.exposeString('originalName'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    thumbnail: t.field({ type: ImageRef, nullable: true, resolve: (photo) => photo.thumbnail }),
    highResolution: t.field({
      type: CartHighResolutionRef,
      nullable: true,
      description: 'arquivoAltaResolucao: the high-resolution file the purchase delivers.',
      resolve: (photo) => photo.highResolution,
    }),
  }),
});

// Changes keep a cart within maxCartTotalCents, but a studio may raise its prices afterwards: sums are Floats (whole
// centavos all the same) so such a cart still reads, and says what it would cost.
const bigCents =
  'Whole centavos; may pass 2^31 when prices rose after the cart was filled (then it cannot be paid).';

export const PrintCropRef = builder.objectRef<PrintCrop>('PrintCrop').implement({
  description:
    'The part of the photo a print shows, in fractions (0 to 1) of the upright photo: left, top, width, height.',
  fields: (t) => ({
    x: t.exposeFloat('x'),
    y: t.exposeFloat('y'),
    width: t.exposeFloat('width'),
    height: t.exposeFloat('height'),
  }),
});

export const PrintCropInput = builder.inputType('PrintCropInput', {
  description: 'A crop in fractions (0 to 1) of the upright photo.',
  fields: (t) => ({
    x: t.float({ required: true }),
    y: t.float({ required: true }),
    width: t.float({ required: true }),
    height: t.float({ required: true }),
  }),
});

export const CartItemRef = builder.objectRef<CartLine>('CartItem');

builder.node(CartItemRef, {
  id: { resolve: (line) => line.id },
  // Lines are read through their cart; a line alone is not refetched.
  loadOne: () => null,
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'lineTotalCents' in value,
  fields: (t) => ({
    photo: t.field({ type: CartPhotoRef, resolve: (line) => line.photo }),
    quantity: t.exposeInt('quantity'),
    extra: t.exposeBoolean('extra', { description: 'Prepaid package: beyond the package, charged apart.' }),
    option: t.field({ type: SaleOptionRef, nullable: true, resolve: (line) => line.option }),
    unitPriceCents: t.exposeInt('unitPriceCents'),
    lineTotalCents: t.exposeFloat('lineTotalCents', { description: bigCents }),
    inAllPhotos: t.exposeBoolean('inAllPhotos', {
      description: "Inside the all-photos price ('todas as fotos'): charged nothing apart.",
    }),
    crop: t.field({
      type: PrintCropRef,
      nullable: true,
      description: 'A print: the part of the photo it shows (the chosen one, else the default, centred).',
      resolve: (line) => line.crop,
    }),
    cropAdjustable: t.boolean({
      description: "The print's shape differs from the photo's: part is cut away and the crop can be moved.",
      resolve: (line) => line.crop !== null && !isWholePhoto(line.crop),
    }),
  }),
});

const CartDiscountRef = builder.objectRef<AppliedDiscount>('CartDiscount').implement({
  description: 'The quantity discount the cart reached (domain/discounts.ts); never on shipping.',
  fields: (t) => ({
    percent: t.exposeInt('percent'),
    minimumQuantity: t.exposeInt('minimumQuantity'),
    quantity: t.exposeInt('quantity', { description: 'The units charged one by one that reached it.' }),
    baseCents: t.exposeFloat('baseCents', { description: `What the percent is taken of. ${bigCents}` }),
    amountCents: t.exposeFloat('amountCents', { description: bigCents }),
    label: t.string({
      description: "'10% a partir de 10 fotos'",
      resolve: (discount) => discountLabel(discount),
    }),
  }),
});

const CartAllPhotosRef = builder
  .objectRef<{ priceCents: number; photoCount: number; missingPhotoCount: number; applied: boolean }>(
    'CartAllPhotos',
  )
  .implement({
    description: "The event's 'todas as fotos' price as this cart meets it.",
    fields: (t) => ({
      priceCents: t.exposeInt('priceCents'),
      photoCount: t.exposeInt('photoCount', { description: 'The photos the price buys.' }),
      missingPhotoCount: t.exposeInt('missingPhotoCount', {
        description: 'Photos not in the cart as digital yet (0: the cart covers them all).',
      }),
      applied: t.exposeBoolean('applied', {
        description: 'The cart pays this price instead of its digital items one by one.',
      }),
    }),
  });

const ShippingQuoteRef = builder
  .objectRef<NonNullable<CartView['shipping']> & { chargedCents: number }>('CartShipping')
  .implement({
    fields: (t) => ({
      serviceName: t.exposeString('serviceName'),
      priceCents: t.exposeInt('priceCents', { description: 'What the carrier charges.' }),
      chargedCents: t.exposeInt('chargedCents', {
        description: 'What the customer pays: 0 when the studio pays.',
      }),
      deadlineDays: t.exposeInt('deadlineDays'),
      payer: t.expose('payer', { type: ShippingPayerEnum }),
    }),
  });

const ShippingPackageRef = builder.objectRef<NonNullable<CartView['package']>>('ShippingPackage').implement({
  fields: (t) => ({
    weightGrams: t.exposeInt('weightGrams'),
    heightCm: t.exposeFloat('heightCm'),
    widthCm: t.exposeFloat('widthCm'),
    lengthCm: t.exposeFloat('lengthCm'),
  }),
});

export const CartRef = builder.objectRef<CartView>('Cart');

builder.node(CartRef, {
  id: { resolve: (view) => view.cart.id },
  loadOne: async (id, context) => {
    if (context.viewer.kind !== 'gallery') return null;
    return findCartView(context.db, { id: uuidOrNil(id), sessionId: context.viewer.sessionId });
  },
  isTypeOf: (value) => typeof value === 'object' && value !== null && 'totals' in value,
  fields: (t) => ({
    status: t.field({ type: CartStatusEnum, resolve: (view) => view.cart.status }),
    items: t.field({ type: [CartItemRef], description: 'itens', resolve: (view) => view.items }),
    extraItems: t.field({
      type: [CartItemRef],
      description: 'itensExtras (prepaid package)',
      resolve: (view) => view.extras,
    }),
    itemCount: t.int({ resolve: (view) => view.lines.length }),
    selectedPhotoCount: t.int({
      description: "Selecionadas: how many different photos are in the cart (a photo's copies count once).",
      resolve: (view) => new Set(view.lines.map((line) => line.photo.id)).size,
    }),
    selectedPhotoIds: t.idList({
      description:
        'The photos in the cart (each once): the gallery ticks these, its shared photo pages carry no selection.',
      resolve: (view) =>
        [...new Set(view.lines.map((line) => line.photo.id))].map((id) => encodeGlobalID('Photo', id)),
    }),
    defaultOptionId: t.string({
      nullable: true,
      description: 'tamanhoPrecoPadrao: the option last applied to every item.',
      resolve: (view) => view.cart.defaultOptionId,
    }),
    subtotalCents: t.float({ description: bigCents, resolve: (view) => view.totals.subtotalCents }),
    discount: t.field({
      type: CartDiscountRef,
      nullable: true,
      resolve: (view) => view.totals.discount,
    }),
    discountCents: t.float({ description: bigCents, resolve: (view) => view.totals.discountCents }),
    allPhotos: t.field({
      type: CartAllPhotosRef,
      nullable: true,
      description: "Null when the event does not offer 'todas as fotos'.",
      resolve: (view) => {
        const offer = discountOffer(view.event).allPhotos;
        if (!offer) return null;
        const digital = new Set(
          view.lines.filter((line) => line.option?.format === 'DIGITAL').map((line) => line.photo.id),
        );
        return {
          priceCents: offer.priceCents,
          photoCount: offer.photoCount,
          missingPhotoCount: Math.max(offer.photoCount - digital.size, 0),
          applied: view.totals.allPhotosCents !== null,
        };
      },
    }),
    shippingChargedCents: t.int({ resolve: (view) => view.totals.shippingChargedCents }),
    totalCents: t.float({ description: bigCents, resolve: (view) => view.totals.totalCents }),
    exempt: t.boolean({
      description: 'Nothing to pay: the order closes without payment.',
      resolve: (view) => view.totals.exempt,
    }),
    deliveryPreference: t.field({
      type: DeliveryPreferenceEnum,
      nullable: true,
      resolve: (view) => view.cart.deliveryPreference,
    }),
    needsDeliveryPreference: t.boolean({
      description: 'Some item is printed: retirada or entrega must be chosen.',
      resolve: (view) => view.lines.some((line) => line.option?.format === 'PRINTED'),
    }),
    shipping: t.field({
      type: ShippingQuoteRef,
      nullable: true,
      resolve: (view) =>
        view.shipping && { ...view.shipping, chargedCents: view.totals.shippingChargedCents },
    }),
    shippingPackage: t.field({ type: ShippingPackageRef, nullable: true, resolve: (view) => view.package }),
    shippingCep: t.string({
      nullable: true,
      description: 'The CEP the shipping was quoted for (the checkout starts the delivery address with it).',
      resolve: (view) => (view.shipping ? view.cart.shippingCep : null),
    }),
  }),
});
