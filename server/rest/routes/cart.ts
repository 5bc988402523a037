// Cart and checkout calls of spec 001 section 7; each answers its message and the cart as it now is.

import { deliveryAddressFromWords } from '../../domain/address.ts';
import { graphql } from '../__generated__/gql.ts';
import { mutationAnswer, ok } from '../answers.ts';
import { globalId } from '../ids.ts';
import * as json from '../reference/json-schema.ts';
import { ref } from '../reference/shapes.ts';
import { operation, RestInputError, type RestRequest, type RestRoute, type RouteDoc } from '../route.ts';
import { bodyOf, deliveryPreferences, id, text } from '../vocabulary.ts';
import { cart } from './gallery.ts';

const AddPhoto = graphql(`
  mutation RestAddPhotoToCart($input: AddPhotoToCartInput!) {
    addPhotoToCart(input: $input) { __typename ... on Error { message } ... on AddPhotoToCartPayload { message cart { ...RestCart } } }
  }
`);
const DeselectPhoto = graphql(`
  mutation RestDeselectPhoto($input: DeselectPhotoInput!) {
    deselectPhoto(input: $input) { __typename ... on Error { message } ... on DeselectPhotoPayload { message cart { ...RestCart } } }
  }
`);
const SetItemOption = graphql(`
  mutation RestSetCartItemOption($input: SetCartItemOptionInput!) {
    setCartItemOption(input: $input) { __typename ... on Error { message } ... on SetCartItemOptionPayload { message cart { ...RestCart } } }
  }
`);
const ApplyToAll = graphql(`
  mutation RestApplyOptionToAllCartItems($input: ApplyOptionToAllCartItemsInput!) {
    applyOptionToAllCartItems(input: $input) {
      __typename
      ... on Error { message }
      ... on ApplyOptionToAllCartItemsPayload { message cart { ...RestCart } }
    }
  }
`);
const SetQuantity = graphql(`
  mutation RestSetCartItemQuantity($input: SetCartItemQuantityInput!) {
    setCartItemQuantity(input: $input) { __typename ... on Error { message } ... on SetCartItemQuantityPayload { message cart { ...RestCart } } }
  }
`);
const Duplicate = graphql(`
  mutation RestDuplicateCartItem($input: DuplicateCartItemInput!) {
    duplicateCartItem(input: $input) { __typename ... on Error { message } ... on DuplicateCartItemPayload { message cart { ...RestCart } } }
  }
`);
const Remove = graphql(`
  mutation RestRemoveCartItem($input: RemoveCartItemInput!) {
    removeCartItem(input: $input) { __typename ... on Error { message } ... on RemoveCartItemPayload { message cart { ...RestCart } } }
  }
`);
const SetDelivery = graphql(`
  mutation RestSetDeliveryPreference($input: SetDeliveryPreferenceInput!) {
    setDeliveryPreference(input: $input) {
      __typename
      ... on Error { message }
      ... on SetDeliveryPreferencePayload { message cart { ...RestCart } }
    }
  }
`);
const SavePersonalData = graphql(`
  mutation RestSavePersonalData($input: SavePersonalDataInput!) {
    savePersonalData(input: $input) { __typename ... on Error { message } ... on SavePersonalDataPayload { message } }
  }
`);
const SaveAddress = graphql(`
  mutation RestSaveDeliveryAddress($input: SaveDeliveryAddressInput!) {
    saveDeliveryAddress(input: $input) { __typename ... on Error { message } ... on SaveDeliveryAddressPayload { message } }
  }
`);
const EditForm = graphql(`
  mutation RestEditCheckoutForm($input: EditCheckoutFormInput!) {
    editCheckoutForm(input: $input) { __typename ... on Error { message } ... on EditCheckoutFormPayload { message } }
  }
`);

/** The answer of a cart change: its message and the cart. */
function cartAnswer<T extends { __typename?: string; message?: string; cart?: Parameters<typeof cart>[0] }>(
  result: T,
) {
  return mutationAnswer(result, (success) =>
    ok({ mensagem: { texto: success.message }, carrinho: cart(success.cart!) }),
  );
}

const messageAnswer = (result: { __typename?: string; message?: string }) =>
  mutationAnswer(result, (success) => ok({ mensagem: { texto: success.message } }));

/**
 * An option id as the body gives it: '1' or a line's _id, or an option object with its _id. Options are matched
 * against the event's own (never looked up), so an unknown one gets the cart's "not on sale" answer.
 */
function optionIdOf(request: RestRequest, field: string): string {
  const value = request.body[field];
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  const name = isObject ? `${field}._id` : field;
  const given = isObject ? text(bodyOf(request).object(field).raw('_id'), name) : text(value, field);
  if (!given.trim()) throw new RestInputError(`Informe o campo ${name}`);
  return given.trim();
}

/** The cart line named by the first of these fields the body has (the spec names it differently per call). */
function itemOf(request: RestRequest, ...names: string[]) {
  const name = names.find((candidate) => text(request.body[candidate], candidate).trim());
  if (!name) throw new RestInputError('Informe o item do carrinho');
  return globalId('CartItem', id(request.body[name], name));
}

function quantityOf(value: unknown): number {
  const quantity =
    typeof value === 'number'
      ? value
      : /^\s*\d+\s*$/.test(text(value, 'quantidade'))
        ? Number(value)
        : Number.NaN;
  if (!Number.isInteger(quantity))
    throw new RestInputError('A quantidade deve ser um número inteiro de 1 a 999');
  return quantity;
}

const itemPaths = ['item', 'item-extra'] as const;

/** The words of enderecoEntrega (spec 001 section 3), each checked as text before the address rules run. */
const deliveryWords = [
  'cep',
  'cidade',
  'uf',
  'rua',
  'numeroRua',
  'complementoRua',
  'bairro',
  'destinatario',
] as const;

/** The doc of a cart change: it answers its message and the cart as it now is. */
function cartDoc(summary: string, body: RouteDoc['body']): RouteDoc {
  return {
    tag: 'Carrinho',
    summary,
    body,
    answers: { 200: { description: 'O carrinho como ficou.', schema: ref('RespostaCarrinho') } },
  };
}

function formDoc(summary: string, body?: RouteDoc['body']): RouteDoc {
  return {
    tag: 'Carrinho',
    summary,
    ...(body && { body }),
    answers: { 200: { description: 'Feito.', schema: ref('Mensagem') } },
  };
}

const optionField = (description: string) =>
  json.anyOf(json.text(description), json.object({ _id: json.text() }, { required: ['_id'] }));

const itemWords = { item: 'uma foto do carrinho', 'item-extra': 'uma foto extra (além do pacote)' } as const;

export const cartRoutes: RestRoute[] = [
  operation({
    method: 'POST',
    path: '/api/:urlEvento/carrinho/adicionar-imagem',
    auth: 'gallery',
    operation: AddPhoto,
    variables: (request) => ({
      input: {
        photo: { name: text(request.body.nomeImagem, 'nomeImagem') },
        // Without one, the cart's rules choose (or the item waits for a size).
        optionId:
          request.body.idItemTabelaPreco === undefined ||
          request.body.idItemTabelaPreco === null ||
          request.body.idItemTabelaPreco === ''
            ? null
            : optionIdOf(request, 'idItemTabelaPreco'),
      },
    }),
    answer: (data) => cartAnswer(data.addPhotoToCart),
    doc: cartDoc(
      'Pôr uma foto no carrinho',
      json.object(
        {
          nomeImagem: json.text('O nome da foto no evento.'),
          idItemTabelaPreco: optionField(
            "O tamanho: '1' (digital) ou o _id de uma linha da tabela; sem ele, o padrão.",
          ),
        },
        { required: ['nomeImagem'] },
      ),
    ),
  }),
  operation({
    method: 'PATCH',
    path: '/api/:urlEvento/sessao/imagem-desselecionar',
    auth: 'gallery',
    operation: DeselectPhoto,
    variables: ({ body }) => ({ input: { photo: { name: text(body.nomeImagem, 'nomeImagem') } } }),
    answer: (data) => cartAnswer(data.deselectPhoto),
    doc: cartDoc(
      'Tirar uma foto do carrinho pelo nome',
      json.object({ nomeImagem: json.text() }, { required: ['nomeImagem'] }),
    ),
  }),
  ...itemPaths.map((kind) =>
    operation({
      method: 'PATCH',
      path: `/api/:urlEvento/carrinho/${kind}/tamanho-preco`,
      auth: 'gallery',
      operation: SetItemOption,
      variables: (request) => ({
        input: {
          itemId: itemOf(request, 'itemDoCarrinhoId', 'itemId'),
          optionId: optionIdOf(request, 'opcaoSelecionada'),
        },
      }),
      answer: (data) => cartAnswer(data.setCartItemOption),
      doc: cartDoc(
        `Trocar o tamanho de ${itemWords[kind]}`,
        json.object(
          {
            itemDoCarrinhoId: json.uuid('O _id do item (ou itemId).'),
            itemId: json.uuid(),
            opcaoSelecionada: optionField("'1' (digital) ou o _id de uma linha da tabela."),
          },
          { required: ['opcaoSelecionada'] },
        ),
      ),
    }),
  ),
  operation({
    method: 'PATCH',
    path: '/api/:urlEvento/carrinho/definir-tamanho-preco-em-todos-os-itens',
    auth: 'gallery',
    operation: ApplyToAll,
    variables: (request) => ({ input: { optionId: optionIdOf(request, 'idItemEscolhido') } }),
    answer: (data) => cartAnswer(data.applyOptionToAllCartItems),
    doc: cartDoc(
      'Usar um tamanho em todas as fotos do carrinho',
      json.object(
        { idItemEscolhido: optionField("'1' (digital) ou o _id de uma linha.") },
        { required: ['idItemEscolhido'] },
      ),
    ),
  }),
  ...itemPaths.map((kind) =>
    operation({
      method: 'PATCH',
      path: `/api/:urlEvento/carrinho/${kind}/quantidade`,
      auth: 'gallery',
      operation: SetQuantity,
      variables: (request) => ({
        input: { itemId: itemOf(request, 'itemId'), quantity: quantityOf(request.body.quantidade) },
      }),
      answer: (data) => cartAnswer(data.setCartItemQuantity),
      doc: cartDoc(
        `Trocar a quantidade de ${itemWords[kind]}`,
        json.object(
          { itemId: json.uuid(), quantidade: json.integer('De 1 a 999 (também como texto).') },
          { required: ['itemId', 'quantidade'] },
        ),
      ),
    }),
  ),
  ...(['duplicar-item', 'duplicar-item-extra'] as const).map((path) =>
    operation({
      method: 'POST',
      path: `/api/:urlEvento/carrinho/${path}`,
      auth: 'gallery',
      operation: Duplicate,
      variables: (request) => ({ input: { itemId: itemOf(request, 'itemId') } }),
      answer: (data) => cartAnswer(data.duplicateCartItem),
      doc: cartDoc(
        path === 'duplicar-item'
          ? 'Duplicar uma foto do carrinho (outro tamanho)'
          : 'Duplicar uma foto extra',
        json.object({ itemId: json.uuid() }, { required: ['itemId'] }),
      ),
    }),
  ),
  ...itemPaths.map((kind) =>
    operation({
      method: 'DELETE',
      path: `/api/:urlEvento/carrinho/${kind}`,
      auth: 'gallery',
      operation: Remove,
      variables: (request) => ({ input: { itemId: itemOf(request, 'itemId') } }),
      answer: (data) => cartAnswer(data.removeCartItem),
      doc: cartDoc(
        `Tirar ${itemWords[kind]}`,
        json.object({ itemId: json.uuid() }, { required: ['itemId'] }),
      ),
    }),
  ),
  operation({
    method: 'PATCH',
    path: '/api/:urlEvento/carrinho/modalidade-de-entrega',
    auth: 'gallery',
    operation: SetDelivery,
    variables: ({ body }) => ({
      input: { preference: deliveryPreferences.fromWord(body.preferenciaEntregaFisica) },
    }),
    answer: (data) => cartAnswer(data.setDeliveryPreference),
    doc: cartDoc(
      'Escolher retirada no estúdio ou entrega das fotos impressas',
      json.object(
        { preferenciaEntregaFisica: json.words(deliveryPreferences.words) },
        { required: ['preferenciaEntregaFisica'] },
      ),
    ),
  }),
  operation({
    method: 'POST',
    path: '/api/:urlEvento/carrinho/finalizar-pedido/dados-pessoais',
    auth: 'gallery',
    operation: SavePersonalData,
    variables: (request) => {
      const data = bodyOf(request).object('dadosPessoais');
      return {
        input: {
          firstName: data.text('nome'),
          lastName: data.text('sobrenome'),
          email: data.text('email'),
          whatsApp: data.text('whatsApp'),
          cpf: data.text('cpf'),
        },
      };
    },
    answer: (data) => messageAnswer(data.savePersonalData),
    doc: formDoc(
      'Guardar os dados pessoais do cliente',
      json.object(
        {
          dadosPessoais: json.object(
            {
              nome: json.text(),
              sobrenome: json.text(),
              email: json.text(),
              whatsApp: json.text(),
              cpf: json.text(),
            },
            { required: ['nome', 'sobrenome', 'email', 'whatsApp', 'cpf'] },
          ),
        },
        { required: ['dadosPessoais'] },
      ),
    ),
  }),
  operation({
    method: 'POST',
    path: '/api/:urlEvento/carrinho/finalizar-pedido/dados-endereco',
    auth: 'gallery',
    operation: SaveAddress,
    variables: (request) => ({
      input: deliveryAddressFromWords(bodyOf(request).object('enderecoEntrega').texts(deliveryWords)),
    }),
    answer: (data) => messageAnswer(data.saveDeliveryAddress),
    doc: formDoc(
      'Guardar o endereço de entrega',
      json.object({ enderecoEntrega: ref('Endereco') }, { required: ['enderecoEntrega'] }),
    ),
  }),
  ...(
    [
      ['modo-editar-dados-pessoais', 'PERSONAL_DATA'],
      ['modo-editar-endereco-entrega', 'DELIVERY_ADDRESS'],
    ] as const
  ).map(([path, form]) =>
    operation({
      method: 'PATCH',
      path: `/api/:urlEvento/carrinho/finalizar-pedido/${path}`,
      auth: 'gallery',
      operation: EditForm,
      variables: () => ({ input: { form } }),
      answer: (data) => messageAnswer(data.editCheckoutForm),
      doc: formDoc(
        form === 'PERSONAL_DATA'
          ? 'Voltar a editar os dados pessoais'
          : 'Voltar a editar o endereço de entrega',
      ),
    }),
  ),
];
