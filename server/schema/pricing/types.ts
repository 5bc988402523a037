// Price tables and their lines (sizes with prices); the digital line's option id is the constant '1'.
import { builder } from '../../builder.ts';
import { digitalOptionId } from '../../domain/price-items.ts';
import { OptionFormatEnum, SizeUnitEnum } from '../enums.ts';
import { inStudio } from '../node/tenant-where.ts';

export const PriceTableItemRef = builder.prismaNode('PriceTableItem', {
  id: { field: 'id' },
  findUnique: inStudio,
  nullable: true,
  fields: (t) => ({
    optionId: t.string({
      description: "The id a cart uses for this option: '1' for the digital one, else the line's own id.",
      select: { format: true },
      resolve: (item) => (item.format === 'DIGITAL' ? digitalOptionId : item.id),
    }),
    format: t.expose('format', { type: OptionFormatEnum }),
    height: t.exposeFloat('height'),
    width: t.exposeFloat('width'),
    unit: t.expose('unit', { type: SizeUnitEnum }),
    weightGrams: t.exposeInt('weightGrams', { nullable: true }),
    priceCents: t.exposeInt('priceCents'),
  }),
});

export const PriceTableRef = builder.prismaNode('PriceTable', {
  id: { field: 'id' },
  findUnique: inStudio,
  nullable: true,
  fields: (t) => ({
    name: t.exposeString('name'),
    saved: t.exposeBoolean('saved', { description: 'Saved for future use (not the table of one event).' }),
    items: t.relation('items', { query: { orderBy: [{ position: 'asc' }, { id: 'asc' }] } }),
  }),
});
