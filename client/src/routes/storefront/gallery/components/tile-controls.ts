// Where a grid tile's controls go (the selection box, the heart): each gets a whole 44 px target of its own, on
// any tile shape. Side by side on a wide tile, in opposite corners on a narrow tall one; a tile too small for both
// keeps the selection, and the heart is in the viewer.

/** The side of a control's square target in CSS px: the size a finger needs. */
export const controlSize = 44;
/** The room kept between a target and the tile's edge (or the other target). */
const inset = 4;

/** A target's top-left corner inside the tile, in CSS px. */
export interface ControlSpot {
  left: number;
  top: number;
}

export interface TileControls {
  select: ControlSpot | null;
  favorite: ControlSpot | null;
}

/** The controls a tile of `box` size shows, of those it `wants`, and where. */
export function tileControls(
  box: { width: number; height: number },
  wants: { select: boolean; favorite: boolean },
): TileControls {
  const { width, height } = box;
  if (width < controlSize || height < controlSize) return { select: null, favorite: null };
  // The inset shrinks on a tile barely wider or taller than a target, so the target stays whole inside it.
  const top = Math.min(inset, height - controlSize);
  const left = Math.min(inset, width - controlSize);
  const right = width - controlSize - left;
  if (!wants.select) return { select: null, favorite: wants.favorite ? { left, top } : null };
  const select = { left: right, top };
  if (!wants.favorite) return { select, favorite: null };
  const twice = 2 * controlSize + 3 * inset;
  if (width >= twice) return { select, favorite: { left: inset, top } };
  if (height >= twice) return { select, favorite: { left, top: height - controlSize - inset } };
  return { select, favorite: null };
}
