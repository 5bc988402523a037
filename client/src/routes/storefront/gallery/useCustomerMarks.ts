// The customer's own marks on the gallery's photos: which are in the cart (ticked) and which have the heart. They
// come from the customer's small query, apart from the photo pages every customer of the event shares (which the
// servers answer from one memory for all), and each tile looks its photo up here.
import { createContext, useContext, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { useCustomerMarks_session$key } from '../../../__generated__/useCustomerMarks_session.graphql.ts';

export interface CustomerMarks {
  /** Relay ids of the photos in the cart. */
  selected: ReadonlySet<string>;
  /** Relay ids of the photos with the heart. */
  favorite: ReadonlySet<string>;
}

const none: CustomerMarks = { selected: new Set(), favorite: new Set() };

export const CustomerMarksContext = createContext<CustomerMarks>(none);

/** The marks of the page's customer (none outside a page that gives them). */
export function useCustomerMarks(): CustomerMarks {
  return useContext(CustomerMarksContext);
}

/** The marks of a session, as the page gives them to its tiles; they follow the store (optimistic changes too). */
export function useSessionMarks(key: useCustomerMarks_session$key | null | undefined): CustomerMarks {
  const session = useFragment(
    graphql`
      fragment useCustomerMarks_session on GallerySession {
        favoritePhotoIds
        cart { selectedPhotoIds }
      }
    `,
    key,
  );
  const selectedIds = session?.cart.selectedPhotoIds;
  const favoriteIds = session?.favoritePhotoIds;
  return useMemo(
    () =>
      selectedIds && favoriteIds ? { selected: new Set(selectedIds), favorite: new Set(favoriteIds) } : none,
    [selectedIds, favoriteIds],
  );
}
