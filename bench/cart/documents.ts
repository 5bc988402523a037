// The GraphQL documents bench:cart's customers send: the four cart mutations and the cart read, all answering the
// cart's lines and totals.

const CartFields = `fragment BenchCart on Cart {
  id
  itemCount
  subtotalCents
  totalCents
  items { id quantity unitPriceCents option { optionId } photo { name } }
}`;

const mutation = (name: string, field: string, input: string) => `mutation ${name}($input: ${input}!) {
  ${field}(input: $input) { __typename ... on Error { message } ... on ${input.replace('Input', 'Payload')} { cart { ...BenchCart } } }
}
${CartFields}`;

export const mutations = {
  add: mutation('BenchAddPhotoToCart', 'addPhotoToCart', 'AddPhotoToCartInput'),
  quantity: mutation('BenchSetCartItemQuantity', 'setCartItemQuantity', 'SetCartItemQuantityInput'),
  option: mutation('BenchSetCartItemOption', 'setCartItemOption', 'SetCartItemOptionInput'),
  remove: mutation('BenchRemoveCartItem', 'removeCartItem', 'RemoveCartItemInput'),
};

export const CartQuery = `query BenchCartOf($slug: String!) {
  gallerySession(eventSlug: $slug) { id cart { ...BenchCart } }
}
${CartFields}`;
