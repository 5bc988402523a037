// Customers choose photos and fill the cart (spec 001 section 7): every change acts on the viewer's own cart.

import type { StandardSchemaV1 } from '@pothos/plugin-validation';
import { builder } from '../../builder.ts';
import type { Context } from '../../context.ts';
import { type DeliveryAddress, deliveryAddressSchema } from '../../domain/address.ts';
import {
  CartClosedError,
  DeliveryNotOfferedError,
  DigitalPhotoOnceError,
  InvalidQuantityError,
  OptionUnavailableError,
} from '../../domain/cart.ts';
import { type PersonalData, personalDataSchema } from '../../domain/customer-data.ts';
import { AllPhotosNotOfferedError } from '../../domain/discounts.ts';
import { GalleryClosedError } from '../../domain/event-expiry.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { CepNotFoundError } from '../../domain/postal-codes.ts';
import { InvalidCropError, type PrintCrop } from '../../domain/print-crop.ts';
import { PhotosNotForSaleError } from '../../domain/sale-readiness.ts';
import {
  ShippingNotOfferedError,
  ShippingNotPossibleError,
  ShippingUnavailableError,
} from '../../domain/shipping-quotes.ts';
import { addAllPhotosToCart } from '../../services/cart/all-photos.ts';
import {
  addPhotoToCart,
  applyOptionToAll,
  deselectPhoto,
  duplicateItem,
  editCheckoutForm,
  removeItem,
  saveDeliveryAddress,
  savePersonalData,
  setDeliveryPreference,
  setItemCrop,
  setItemOption,
  setItemQuantity,
} from '../../services/cart/cart-changes.ts';
import type { PhotoRef as PhotoReference } from '../../services/cart/cart-store.ts';
import type { CartView } from '../../services/cart/cart-view.ts';
import { requoteForAddress } from '../../services/cart/shipping-quote.ts';
import { requireGallerySession } from '../../services/request-context.ts';
import { placeInputFields } from '../address/types.ts';
import { DeliveryPreferenceEnum } from '../enums.ts';
import { commonErrors } from '../errors/types.ts';
import { requestOrigin } from '../origin.ts';
import { PhotoRef } from '../photo/types.ts';
import { CartItemRef, CartRef, PrintCropInput } from './types.ts';

interface CartResult {
  message: string;
  sessionId: string;
  /** The cart the change left, as written (no need to read it again). */
  cart: CartView;
}

function cartPayload(name: string) {
  return builder.objectRef<CartResult>(name).implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      cart: t.field({
        type: CartRef,
        resolve: (payload) => payload.cart,
      }),
      session: t.prismaField({
        type: 'GallerySession',
        resolve: (query, payload, _args, context) =>
          context.db.gallerySession.findUniqueOrThrow({ ...query, where: { id: payload.sessionId } }),
      }),
    }),
  });
}

/** The failures every change of the cart can answer. */
export const cartErrors = [
  GalleryClosedError,
  CartClosedError,
  PhotosNotForSaleError,
  OptionUnavailableError,
  InvalidQuantityError,
  DigitalPhotoOnceError,
  DeliveryNotOfferedError,
  ...commonErrors,
];
const customer = { isGalleryCustomer: true } as const;

export const PhotoSelector = builder.inputType('PhotoSelector', {
  isOneOf: true,
  description: 'A photo of the gallery: by its global id or by its name (nomeImagem).',
  fields: (t) => ({ id: t.globalID({ for: PhotoRef }), name: t.string() }),
});

export function photoReference(selector: {
  id?: { id: string } | null;
  name?: string | null;
}): PhotoReference {
  return selector.id ? { id: uuidOrNil(selector.id.id) } : { name: selector.name ?? '' };
}

const itemId = (id: { id: string }) => uuidOrNil(id.id);

/** One cart mutation: its input type, payload and resolver. */
function cartMutation<Fields extends object>(
  fieldName: string,
  typeName: string,
  fields: Parameters<typeof builder.inputType>[1]['fields'],
  run: (input: Fields, context: Context) => Promise<Omit<CartResult, 'sessionId'>>,
  validate?: StandardSchemaV1,
  /** Expected failures this mutation adds to the cart's own. */
  // biome-ignore lint/suspicious/noExplicitAny: the errors plugin takes any error class
  moreErrors: (new (...args: any[]) => Error)[] = [],
) {
  // With a schema, the validated (normalised) values replace the input the resolver gets.
  const Input = builder.inputType(`${typeName}Input`, {
    fields,
    ...(validate && { validate }),
  });
  builder.mutationField(fieldName, (t) =>
    t.field({
      type: cartPayload(`${typeName}Payload`),
      authScopes: customer,
      errors: { types: [...cartErrors, ...moreErrors] },
      args: { input: t.arg({ type: Input, required: true }) },
      resolve: async (_root, { input }, context) => {
        const sessionId = requireGallerySession(context);
        return { ...(await run(input as Fields, context)), sessionId };
      },
    }),
  );
}

type WithPhoto = { photo: { id?: { id: string } | null; name?: string | null }; optionId?: string | null };
type WithItem = { itemId: { id: string } };

cartMutation<WithPhoto>(
  'addPhotoToCart',
  'AddPhotoToCart',
  (t) => ({
    photo: t.field({ type: PhotoSelector, required: true }),
    optionId: t.string({
      description:
        "idItemTabelaPreco: '1' for digital, else a price-table line; omitted: see the cart's rules.",
    }),
  }),
  async (input, context) => ({
    message: 'Foto adicionada ao carrinho',
    cart: await addPhotoToCart(context, photoReference(input.photo), input.optionId ?? null),
  }),
);

cartMutation<WithPhoto>(
  'deselectPhoto',
  'DeselectPhoto',
  (t) => ({ photo: t.field({ type: PhotoSelector, required: true }) }),
  async (input, context) => ({
    message: 'Foto retirada do carrinho',
    cart: await deselectPhoto(context, photoReference(input.photo)),
  }),
);

cartMutation<WithItem & { optionId: string }>(
  'setCartItemOption',
  'SetCartItemOption',
  (t) => ({
    itemId: t.globalID({ required: true, for: CartItemRef }),
    optionId: t.string({ required: true }),
  }),
  async (input, context) => ({
    message: 'Tamanho atualizado',
    cart: await setItemOption(context, itemId(input.itemId), input.optionId),
  }),
);

cartMutation<{ optionId: string }>(
  'applyOptionToAllCartItems',
  'ApplyOptionToAllCartItems',
  (t) => ({ optionId: t.string({ required: true }) }),
  async (input, context) => ({
    message: 'Tamanho aplicado a todos os itens',
    cart: await applyOptionToAll(context, input.optionId),
  }),
);

cartMutation<WithItem & { quantity: number }>(
  'setCartItemQuantity',
  'SetCartItemQuantity',
  (t) => ({
    itemId: t.globalID({ required: true, for: CartItemRef }),
    quantity: t.int({ required: true }),
  }),
  async (input, context) => ({
    message: 'Quantidade atualizada',
    cart: await setItemQuantity(context, itemId(input.itemId), input.quantity),
  }),
);

cartMutation<WithItem & { crop: PrintCrop }>(
  'setCartItemCrop',
  'SetCartItemCrop',
  (t) => ({
    itemId: t.globalID({ required: true, for: CartItemRef }),
    crop: t.field({ type: PrintCropInput, required: true }),
  }),
  async (input, context) => ({
    message: 'Recorte atualizado',
    cart: await setItemCrop(context, itemId(input.itemId), input.crop),
  }),
  undefined,
  [InvalidCropError],
);

cartMutation<WithItem>(
  'duplicateCartItem',
  'DuplicateCartItem',
  (t) => ({ itemId: t.globalID({ required: true, for: CartItemRef }) }),
  async (input, context) => ({
    message: 'Item duplicado',
    cart: await duplicateItem(context, itemId(input.itemId)),
  }),
);

cartMutation<WithItem>(
  'removeCartItem',
  'RemoveCartItem',
  (t) => ({ itemId: t.globalID({ required: true, for: CartItemRef }) }),
  async (input, context) => ({
    message: 'Item removido do carrinho',
    cart: await removeItem(context, itemId(input.itemId)),
  }),
);

cartMutation<{ preference: 'PICKUP' | 'DELIVERY' }>(
  'setDeliveryPreference',
  'SetDeliveryPreference',
  (t) => ({ preference: t.field({ type: DeliveryPreferenceEnum, required: true }) }),
  async (input, context) => ({
    message:
      input.preference === 'PICKUP' ? 'Retirada no estúdio escolhida' : 'Entrega no endereço escolhida',
    cart: await setDeliveryPreference(context, input.preference),
  }),
);

cartMutation<PersonalData>(
  'savePersonalData',
  'SavePersonalData',
  (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    whatsApp: t.string({ required: true }),
    cpf: t.string({ required: true }),
  }),
  async (input, context) => ({
    message: 'Dados pessoais salvos',
    cart: await savePersonalData(context, input, requestOrigin(context)),
  }),
  personalDataSchema,
);

cartMutation<DeliveryAddress>(
  'saveDeliveryAddress',
  'SaveDeliveryAddress',
  (t) => ({ ...placeInputFields(t), recipient: t.string({ required: true }) }),
  async (input, context) => {
    // An address in another CEP than the quote is quoted again first: the new price shows before paying.
    await requoteForAddress(context, input.cep);
    return {
      message: 'Endereço de entrega salvo',
      cart: await saveDeliveryAddress(context, input),
    };
  },
  deliveryAddressSchema,
  [CepNotFoundError, ShippingUnavailableError, ShippingNotOfferedError, ShippingNotPossibleError],
);

cartMutation<{ form: 'PERSONAL_DATA' | 'DELIVERY_ADDRESS' }>(
  'editCheckoutForm',
  'EditCheckoutForm',
  (t) => ({
    form: t.field({
      type: builder.enumType('CheckoutForm', { values: ['PERSONAL_DATA', 'DELIVERY_ADDRESS'] as const }),
      required: true,
    }),
  }),
  async (input, context) => ({
    message: 'Formulário aberto para edição',
    cart: await editCheckoutForm(context, input.form === 'PERSONAL_DATA' ? 'personal-data' : 'address'),
  }),
);

builder.mutationField('addAllPhotosToCart', (t) =>
  t.field({
    type: cartPayload('AddAllPhotosToCartPayload'),
    description:
      'Comprar todas as fotos: every photo of the gallery into the cart as digital, at the all-photos price.',
    authScopes: customer,
    errors: { types: [AllPhotosNotOfferedError, ...cartErrors] },
    resolve: async (_root, _args, context) => ({
      message: 'Todas as fotos foram adicionadas ao carrinho',
      cart: await addAllPhotosToCart(context),
      sessionId: requireGallerySession(context),
    }),
  }),
);
