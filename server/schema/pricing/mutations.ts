// Studio admin: lines of the studio's price tables (the sizes and prices page).

import { builder } from '../../builder.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { digitalOptionId, PriceItemError, parsePriceItem } from '../../domain/price-items.ts';
import { byRole } from '../../role-gate.ts';
import { addPriceTableItem, removePriceTableItem } from '../../services/pricing/price-tables.ts';
import { OptionFormatEnum, SizeUnitEnum } from '../enums.ts';
import { commonErrors } from '../errors/types.ts';
import { PriceTableItemRef, PriceTableRef } from './types.ts';

interface ItemResult {
  message: string;
  itemId: string;
  tableId: string;
}

function itemPayload(name: string) {
  return builder.objectRef<ItemResult>(name).implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      priceTable: t.prismaField({
        type: 'PriceTable',
        resolve: (query, payload, _args, context) =>
          context.db.priceTable.findUniqueOrThrow({ ...query, where: { id: payload.tableId } }),
      }),
    }),
  });
}

const AddPriceTableItemInput = builder.inputType('AddPriceTableItemInput', {
  fields: (t) => ({
    priceTableId: t.globalID({ for: PriceTableRef, description: "Omitted: the studio's first saved table." }),
    format: t.field({ type: OptionFormatEnum, description: 'PRINTED (default) or DIGITAL (px, no weight).' }),
    height: t.string(),
    width: t.string(),
    unit: t.field({ type: SizeUnitEnum, description: 'Default cm.' }),
    weightGrams: t.string({ description: 'Grams; blank: 10 for printed.' }),
    price: t.string({ required: true, description: 'Reais with a comma or a dot (12,50).' }),
  }),
});

builder.mutationField('addPriceTableItem', (t) =>
  t.field({
    type: itemPayload('AddPriceTableItemPayload'),
    authScopes: byRole,
    errors: { types: [PriceItemError, ...commonErrors] },
    args: { input: t.arg({ type: AddPriceTableItemInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const item = parsePriceItem(input);
      const saved = await addPriceTableItem(context, {
        tableId: input.priceTableId ? uuidOrNil(input.priceTableId.id) : null,
        item,
      });
      return { message: 'Item adicionado com sucesso', itemId: saved.id, tableId: saved.priceTableId };
    },
  }),
);

const RemovePriceTableItemInput = builder.inputType('RemovePriceTableItemInput', {
  fields: (t) => ({
    itemId: t.globalID({ for: PriceTableItemRef }),
    optionId: t.string({
      description: "The option id as carts use it: '1' for the digital line, else the line's id.",
    }),
    priceTableId: t.globalID({
      for: PriceTableRef,
      description: "For optionId '1': the table (default: the first saved).",
    }),
  }),
});

builder.mutationField('removePriceTableItem', (t) =>
  t.field({
    type: itemPayload('RemovePriceTableItemPayload'),
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: RemovePriceTableItemInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const itemId = input.itemId ? input.itemId.id : input.optionId;
      if (!itemId) throw new NotFoundError('Item da tabela de preços não encontrado');
      const removed = await removePriceTableItem(context, {
        tableId: input.priceTableId ? uuidOrNil(input.priceTableId.id) : null,
        itemId: itemId === digitalOptionId ? itemId : uuidOrNil(itemId),
      });
      return { message: 'Item removido com sucesso', itemId: removed.id, tableId: removed.priceTableId };
    },
  }),
);
