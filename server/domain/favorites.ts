// Favourites (favoritas): photos a customer marks with the heart to choose from later, a list another person of the
// gallery can open by link, and what is said when the list goes into the cart.
import { cartTotalTooLargeMessage } from './cart.ts';
import { DomainError, NotFoundError } from './errors.ts';

export class NoFavoritesError extends DomainError {
  constructor(message = 'Nenhuma foto favorita ainda. Toque no coração de uma foto para guardá-la.') {
    super(message);
  }
}

/** A shared link whose list is not of this gallery, or does not exist (never says which). */
export class SharedFavoritesNotFoundError extends NotFoundError {
  constructor() {
    super('Lista de favoritas não encontrada. Peça um novo link a quem compartilhou.');
  }
}

/** The shared link's token: 32 random bytes in base64url (43 characters). */
export const shareTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export interface FavoritesAddedToCart {
  /** Photos that went into the cart now. */
  added: number;
  /** Of those, the ones still waiting for a size (several options and none applied to everything). */
  withoutSize: number;
  /** Favourites that were in the cart already (left as they are). */
  alreadyInCart: number;
  /** Names of the photos left out because the cart would pass its total limit. */
  overLimit: string[];
}

const photos = (count: number) => (count === 1 ? '1 foto' : `${count} fotos`);

/** The first few names, then how many more. */
function someNames(names: string[], shown = 5): string {
  const rest = names.length - shown;
  return rest > 0 ? `${names.slice(0, shown).join(', ')} e mais ${rest}` : names.join(', ');
}

/** What the customer reads after adding the favourites to the cart. */
export function favoritesAddedMessage(outcome: FavoritesAddedToCart): string {
  const { added, withoutSize, alreadyInCart, overLimit } = outcome;
  const parts: string[] = [];
  if (added > 0) {
    parts.push(`${photos(added)} ${added === 1 ? 'adicionada' : 'adicionadas'} ao carrinho.`);
  } else if (!overLimit.length) {
    parts.push(
      alreadyInCart === 1
        ? 'A foto favorita já está no carrinho.'
        : 'Todas as favoritas já estão no carrinho.',
    );
  }
  if (added > 0 && alreadyInCart > 0) {
    parts.push(`${photos(alreadyInCart)} ${alreadyInCart === 1 ? 'já estava' : 'já estavam'} no carrinho.`);
  }
  if (withoutSize > 0) {
    parts.push(
      withoutSize === 1
        ? 'Escolha o tamanho dela no carrinho.'
        : `Escolha o tamanho de ${withoutSize === added ? 'cada uma' : photos(withoutSize)} no carrinho.`,
    );
  }
  if (overLimit.length) {
    parts.push(
      `${overLimit.length === 1 ? 'Não coube 1 foto' : `Não couberam ${overLimit.length} fotos`} (${someNames(overLimit)}): ${cartTotalTooLargeMessage}`,
    );
  }
  return parts.join(' ');
}
