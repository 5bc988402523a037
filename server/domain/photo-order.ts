// The owner's own order of an event's photos. Photos are shown by a sort key (their file name in natural order, see
// migration photo_sort_key); a photo moved by hand gives the whole event keys by position, '00' and eight digits,
// which sort before every file-name key ('00' is never a run of digits there: runs are written from length 01), so
// the photos placed by hand come first and photos uploaded later follow them in file-name order.

/** The key of the photo at `position` (0-based) in an order set by hand. */
export function positionKey(position: number): string {
  return `00${String(position).padStart(8, '0')}`;
}

export type MoveDirection = 'EARLIER' | 'LATER';

/**
 * The new keys after moving one photo a place earlier or later in `ordered` (the event's photos as shown): only the
 * photos whose key changes; none when the photo is already first (or last) or not there.
 */
export function keysAfterMove(
  ordered: readonly { id: string; sortKey: string }[],
  photoId: string,
  direction: MoveDirection,
): { id: string; sortKey: string }[] {
  const from = ordered.findIndex((photo) => photo.id === photoId);
  const to = direction === 'EARLIER' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ordered.length) return [];
  const order = [...ordered];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order.flatMap((photo, position) =>
    photo.sortKey === positionKey(position) ? [] : [{ id: photo.id, sortKey: positionKey(position) }],
  );
}
