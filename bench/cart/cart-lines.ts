// A cart as a customer believes it is (its lines) and as the server answers it, and whether the two agree.

export interface Line {
  itemId: string;
  photoName: string;
  optionId: string;
  quantity: number;
}

/** The cart the bench's documents select. */
export interface ServerCart {
  id: string;
  subtotalCents: number;
  items: {
    id: string;
    quantity: number;
    unitPriceCents: number;
    option: { optionId: string } | null;
    photo: { name: string };
  }[];
}

/** optionId → unit price in centavos. */
export type Prices = Record<string, number>;

/** The database id inside a Relay global id ("Type:id" in base64). */
export const rawId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':').pop()!;

export const subtotalOf = (lines: Pick<Line, 'optionId' | 'quantity'>[], prices: Prices) =>
  lines.reduce((sum, line) => sum + prices[line.optionId]! * line.quantity, 0);

/** The server's cart as lines, when the customer takes it as it is. */
export function linesOf(cart: ServerCart): Line[] {
  return cart.items.map((item) => ({
    itemId: item.id,
    photoName: item.photo.name,
    optionId: item.option?.optionId ?? '',
    quantity: item.quantity,
  }));
}

/** Whether the server's cart holds exactly these lines ('?' matches the one line whose id is not known) and totals. */
export function sameCart(cart: ServerCart, lines: Line[], prices: Prices): boolean {
  if (cart.items.length !== lines.length) return false;
  const unknown = lines.filter((line) => line.itemId === '?');
  const matched = lines.every((line) => {
    const item =
      line.itemId === '?'
        ? cart.items.find((candidate) => !lines.some((other) => other.itemId === candidate.id))
        : cart.items.find((candidate) => candidate.id === line.itemId);
    return (
      item &&
      item.quantity === line.quantity &&
      item.option?.optionId === line.optionId &&
      item.photo.name === line.photoName &&
      item.unitPriceCents === prices[line.optionId]
    );
  });
  return matched && unknown.length <= 1 && cart.subtotalCents === subtotalOf(lines, prices);
}
