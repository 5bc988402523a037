// The changes a customer makes, in turn: fill the cart to three lines, then change a quantity, change an option and
// remove a line, over and over; and the lines each change leaves.
import type { CartSetup } from '../cart-server.ts';
import type { Line, ServerCart } from './cart-lines.ts';

export type Operation =
  | { kind: 'add'; photoName: string; optionId: string }
  | { kind: 'quantity'; itemId: string; quantity: number }
  | { kind: 'option'; itemId: string; optionId: string }
  | { kind: 'remove'; itemId: string };

/** What the next operation depends on: the customer's place, lines and how far it went. */
export interface CustomerProgress {
  index: number;
  lines: Line[];
  added: number;
  step: number;
}

export function nextOperation(customer: CustomerProgress, setup: CartSetup): Operation {
  const options = Object.keys(setup.prices);
  if (customer.lines.length < 3) {
    // Each customer walks through the photos from a different place; the same photo may be bought twice.
    const photoName = setup.photoNames[(customer.index * 37 + customer.added) % setup.photoNames.length]!;
    const optionId = options[customer.added++ % options.length]!;
    return { kind: 'add', photoName, optionId };
  }
  const step = customer.step++ % 3;
  const [first, second] = customer.lines as [Line, Line];
  if (step === 0) return { kind: 'quantity', itemId: first.itemId, quantity: (first.quantity % 5) + 1 };
  if (step === 1) {
    const optionId = options[(options.indexOf(second.optionId) + 1) % options.length]!;
    return { kind: 'option', itemId: second.itemId, optionId };
  }
  return { kind: 'remove', itemId: first.itemId };
}

export function variablesOf(operation: Operation) {
  switch (operation.kind) {
    case 'add':
      return { input: { photo: { name: operation.photoName }, optionId: operation.optionId } };
    case 'quantity':
      return { input: { itemId: operation.itemId, quantity: operation.quantity } };
    case 'option':
      return { input: { itemId: operation.itemId, optionId: operation.optionId } };
    case 'remove':
      return { input: { itemId: operation.itemId } };
  }
}

/** The lines after an operation the server accepted; an added line takes the id the server gave it. */
export function applied(lines: Line[], operation: Operation, cart: ServerCart | null): Line[] {
  switch (operation.kind) {
    case 'add': {
      const known = new Set(lines.map((line) => line.itemId));
      const fresh = cart?.items.find(
        (item) => !known.has(item.id) && item.photo.name === operation.photoName,
      );
      return [
        ...lines,
        {
          itemId: fresh?.id ?? '?',
          photoName: operation.photoName,
          optionId: operation.optionId,
          quantity: 1,
        },
      ];
    }
    case 'quantity':
      return lines.map((line) =>
        line.itemId === operation.itemId ? { ...line, quantity: operation.quantity } : line,
      );
    case 'option':
      return lines.map((line) =>
        line.itemId === operation.itemId ? { ...line, optionId: operation.optionId } : line,
      );
    case 'remove':
      return lines.filter((line) => line.itemId !== operation.itemId);
  }
}
