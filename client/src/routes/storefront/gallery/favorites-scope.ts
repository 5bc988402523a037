// What the heart on each photo needs to know of the page it is on: whose favourites (the session, for the count it
// updates at once). Given by the gallery and the shared list; without it (a photo shown elsewhere) no heart shows.
import { createContext, useContext } from 'react';

export interface FavoritesScope {
  /** The Relay id of the customer's gallery session. */
  sessionId: string;
}

export const FavoritesScopeContext = createContext<FavoritesScope | null>(null);

export function useFavoritesScope(): FavoritesScope | null {
  return useContext(FavoritesScopeContext);
}
