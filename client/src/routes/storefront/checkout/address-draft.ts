// The delivery address as typed but not saved yet, kept in the tab's session for its cart: a reload mid-checkout
// gives the fields back. Cleared once the address is saved or the order is placed.

/** The address form's fields, as strings (what the form holds). */
export type AddressDraft = Partial<
  Record<'cep' | 'city' | 'state' | 'street' | 'number' | 'complement' | 'neighborhood' | 'recipient', string>
>;

const fields = [
  'cep',
  'city',
  'state',
  'street',
  'number',
  'complement',
  'neighborhood',
  'recipient',
] as const;

const storageKey = (cartId: string) => `revela:rascunho-endereco:${cartId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The fields kept for the cart, only the ones typed (never anything but strings). */
export function readAddressDraft(cartId: string): AddressDraft {
  try {
    const kept: unknown = JSON.parse(storage()?.getItem(storageKey(cartId)) ?? '{}');
    if (!kept || typeof kept !== 'object') return {};
    const draft: AddressDraft = {};
    for (const field of fields) {
      const value = (kept as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function saveAddressDraft(cartId: string, values: Record<string, unknown>): void {
  const draft: AddressDraft = {};
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'string' && value) draft[field] = value;
  }
  try {
    storage()?.setItem(storageKey(cartId), JSON.stringify(draft));
  } catch {
    // A full or refused storage only loses the draft.
  }
}

export function clearAddressDraft(cartId: string): void {
  storage()?.removeItem(storageKey(cartId));
}
