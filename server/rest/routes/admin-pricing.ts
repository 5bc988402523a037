// The sizes and prices page's calls; they answer { mensagem: "texto" } (a plain string, as documented).
import { graphql } from '../__generated__/gql.ts';
import { errorAnswer, plainMessage } from '../answers.ts';
import { globalId } from '../ids.ts';
import { operation, type RestRoute } from '../route.ts';
import { object, optionFormats, sizeUnits, text } from '../vocabulary.ts';

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
    variables: ({ body }) => {
      const item = object(body.item);
      return {
        input: {
          priceTableId: text(item.tabelaId ?? body.tabelaId)
            ? globalId('PriceTable', text(item.tabelaId ?? body.tabelaId))
            : null,
          format: optionFormats.fromOptionalWord(item.formatoEntrega),
          height: text(item.alturaImagem),
          width: text(item.larguraImagem),
          unit: sizeUnits.fromOptionalWord(item.unidadeMedidaImagem),
          weightGrams: text(item.pesoImagem) || null,
          price: text(item.precoImagem),
        },
      };
    },
    answer: (data) => plain(data.addPriceTableItem),
  }),
  operation({
    method: 'DELETE',
    path: '/api/adm/tabela-tamanho-preco/item',
    auth: 'admin',
    operation: RemovePriceTableItem,
    variables: ({ body }) => ({
      input: {
        optionId: text(body.itemId),
        priceTableId: text(body.tabelaId) ? globalId('PriceTable', text(body.tabelaId)) : null,
      },
    }),
    answer: (data) => plain(data.removePriceTableItem),
  }),
];
