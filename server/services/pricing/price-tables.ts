// The studio's own price tables (the sizes and prices page): lines added and removed one at a time.
import { NotFoundError } from '../../domain/errors.ts';
import { digitalOptionId, type PriceItem } from '../../domain/price-items.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { type RequestContext, requireStudio } from '../request-context.ts';

const defaultTableName = 'Tabela padrão';

/** The table the sizes and prices page edits when none is named: the studio's first saved one, made on demand. */
async function defaultTable(tx: Prisma.TransactionClient, studioId: string) {
  return (
    (await tx.priceTable.findFirst({
      where: { studioId, saved: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    })) ?? (await tx.priceTable.create({ data: { studioId, saved: true, name: defaultTableName } }))
  );
}

async function tableOf(tx: Prisma.TransactionClient, studioId: string, tableId: string | null) {
  if (!tableId) return defaultTable(tx, studioId);
  const table = await tx.priceTable.findFirst({ where: { id: tableId, studioId } });
  if (!table) throw new NotFoundError('Tabela de preços não encontrada');
  return table;
}

/** Adds a line; a table has one digital line, which a new digital line replaces. */
export function addPriceTableItem(
  context: Pick<RequestContext, 'db' | 'studio'>,
  input: { tableId: string | null; item: PriceItem },
) {
  const studioId = requireStudio(context).id;
  return context.db.$transaction(async (tx) => {
    const table = await tableOf(tx, studioId, input.tableId);
    if (input.item.format === 'DIGITAL') {
      await tx.priceTableItem.deleteMany({ where: { priceTableId: table.id, format: 'DIGITAL' } });
    }
    const last = await tx.priceTableItem.aggregate({
      where: { priceTableId: table.id },
      _max: { position: true },
    });
    return tx.priceTableItem.create({
      data: {
        ...input.item,
        studioId,
        priceTableId: table.id,
        position: (last._max.position ?? -1) + 1,
      },
    });
  });
}

/** Removes a line by its id ('1' names the digital line of the table). */
export function removePriceTableItem(
  context: Pick<RequestContext, 'db' | 'studio'>,
  input: { tableId: string | null; itemId: string },
) {
  const studioId = requireStudio(context).id;
  return context.db.$transaction(async (tx) => {
    const where =
      input.itemId === digitalOptionId
        ? { priceTableId: (await tableOf(tx, studioId, input.tableId)).id, format: 'DIGITAL' as const }
        : { id: input.itemId, studioId };
    const item = await tx.priceTableItem.findFirst({ where });
    if (!item) throw new NotFoundError('Item da tabela de preços não encontrado');
    await tx.priceTableItem.delete({ where: { id: item.id } });
    return item;
  });
}
