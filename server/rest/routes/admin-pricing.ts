// The sizes and prices page's calls; they answer { mensagem: "texto" } (a plain string, as documented).
import { graphql } from '../__generated__/gql.ts';
import { errorAnswer, plainMessage } from '../answers.ts';
import { globalId } from '../ids.ts';
import * as json from '../reference/json-schema.ts';
import { ref } from '../reference/shapes.ts';
import { operation, type RestRoute } from '../route.ts';
import { bodyOf, optionFormats, optionId, sizeUnits } from '../vocabulary.ts';

const AddPriceTableItem = graphql(`
  mutation RestAddPriceTableItem($input: AddPriceTableItemInput!) {
    addPriceTableItem(input: $input) { __typename ... on Error { message } ... on AddPriceTableItemPayload { message } }
  }
`);
const RemovePriceTableItem = graphql(`
  mutation RestRemovePriceTableItem($input: RemovePriceTableItemInput!) {
    removePriceTableItem(input: $input) {
      __typename
      ... on Error { message }
      ... on RemovePriceTableItemPayload { message }
    }
  }
`);

/** Errors keep the plain-string form too. */
function plain(result: { __typename?: string; message?: string }) {
  const error = errorAnswer(result);
  return error ? plainMessage(error.status, result.message ?? '') : plainMessage(200, result.message ?? '');
}

export const adminPricingRoutes: RestRoute[] = [
  operation({
    method: 'POST',
    path: '/api/adm/tabela-tamanho-preco/item',
    auth: 'admin',
    operation: AddPriceTableItem,
    variables: (request) => {
      const body = bodyOf(request);
      const item = body.object('item');
      const tableId = item.has('tabelaId') ? item.optionalId('tabelaId') : body.optionalId('tabelaId');
      return {
        input: {
          priceTableId: tableId && globalId('PriceTable', tableId),
          format: optionFormats.fromOptionalWord(item.raw('formatoEntrega')),
          height: item.text('alturaImagem'),
          width: item.text('larguraImagem'),
          unit: sizeUnits.fromOptionalWord(item.raw('unidadeMedidaImagem')),
          weightGrams: item.optionalText('pesoImagem'),
          price: item.text('precoImagem'),
        },
      };
    },
    answer: (data) => plain(data.addPriceTableItem),
    doc: {
      tag: 'Preços',
      summary: 'Acrescentar uma linha (tamanho e preço) a uma tabela guardada',
      body: json.object(
        {
          tabelaId: json.uuid('A tabela (também aceito dentro de item).'),
          item: json.object(
            {
              tabelaId: json.uuid(),
              formatoEntrega: json.words(optionFormats.words),
              alturaImagem: json.text(),
              larguraImagem: json.text(),
              unidadeMedidaImagem: json.words(sizeUnits.words),
              pesoImagem: json.text('Gramas.'),
              precoImagem: json.text('Reais ("12,50").'),
            },
            { required: ['alturaImagem', 'larguraImagem', 'precoImagem'] },
          ),
        },
        { required: ['item'] },
      ),
      answers: { 200: { description: 'Linha acrescentada.', schema: ref('MensagemSimples') } },
    },
  }),
  operation({
    method: 'DELETE',
    path: '/api/adm/tabela-tamanho-preco/item',
    auth: 'admin',
    operation: RemovePriceTableItem,
    variables: (request) => {
      const body = bodyOf(request);
      const tableId = body.optionalId('tabelaId');
      return {
        input: {
          optionId: optionId(body.raw('itemId'), 'itemId'),
          priceTableId: tableId && globalId('PriceTable', tableId),
        },
      };
    },
    answer: (data) => plain(data.removePriceTableItem),
    doc: {
      tag: 'Preços',
      summary: 'Tirar uma linha de uma tabela guardada',
      body: json.object(
        { itemId: json.text('O _id da linha.'), tabelaId: json.uuid() },
        { required: ['itemId'] },
      ),
      answers: { 200: { description: 'Linha tirada.', schema: ref('MensagemSimples') } },
    },
  }),
];
