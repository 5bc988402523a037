// Justified rows: photos in their own shapes, side by side, each row scaled to fill the width exactly (the last row
// keeps the target height instead of being stretched). Pure, so the grid can reserve every box before any image loads.

export interface JustifiedBox {
  index: number;
  left: number;
  width: number;
}

export interface JustifiedRow {
  top: number;
  height: number;
  boxes: JustifiedBox[];
}

export interface JustifiedLayout {
  rows: JustifiedRow[];
  /** The height of the whole grid. */
  height: number;
}

/**
 * Lays out items of the given aspect ratios (width / height) in rows `width` px wide, close to `rowHeight` px high,
 * with `gap` px between them. A row takes the next photo while that brings its height nearer the target; a photo
 * wider than the row gets a row of its own. Lefts and widths are whole pixels and a full row ends exactly at `width`.
 */
export function justifiedLayout(
  aspects: readonly number[],
  width: number,
  rowHeight: number,
  gap: number,
): JustifiedLayout {
  const rows: JustifiedRow[] = [];
  if (width <= 0 || rowHeight <= 0) return { rows, height: 0 };
  let top = 0;
  let start = 0;
  let sum = 0;
  const heightOf = (aspectSum: number, count: number) => (width - gap * (count - 1)) / aspectSum;
  const close = (end: number, height: number, full: boolean) => {
    const rounded = Math.max(1, Math.round(height));
    const boxes: JustifiedBox[] = [];
    let x = 0;
    for (let index = start; index < end; index++) {
      const left = Math.round(x);
      x += aspectOf(aspects[index]) * height;
      const right = full && index === end - 1 ? width : Math.round(x);
      boxes.push({ index, left, width: Math.max(1, right - left) });
      x += gap;
    }
    rows.push({ top, height: rounded, boxes });
    top += rounded + gap;
    start = end;
    sum = 0;
  };
  for (let index = 0; index < aspects.length; index++) {
    const aspect = aspectOf(aspects[index]);
    const count = index - start + 1;
    if (heightOf(sum + aspect, count) > rowHeight) {
      sum += aspect;
      continue;
    }
    // This photo fills the row: close it with the photo, or before it when that height is nearer the target.
    const withIt = heightOf(sum + aspect, count);
    const without = count > 1 ? heightOf(sum, count - 1) : Number.POSITIVE_INFINITY;
    if (without - rowHeight < rowHeight - withIt) {
      close(index, without, true);
      index--;
    } else {
      sum += aspect;
      close(index + 1, withIt, true);
    }
  }
  if (start < aspects.length) close(aspects.length, rowHeight, false);
  return { rows, height: rows.length ? top - gap : 0 };
}

/** A usable aspect ratio: photos without a known size are laid out as 3:2 (most camera photos). */
function aspectOf(aspect: number | undefined): number {
  return aspect !== undefined && Number.isFinite(aspect) && aspect > 0 ? aspect : 3 / 2;
}

/** The rows to render for a scroll position: those that reach into the viewport, widened by `overscan` px. */
export function visibleRowRange(
  layout: JustifiedLayout,
  viewportTop: number,
  viewportHeight: number,
  overscan: number,
): { first: number; last: number } {
  const { rows } = layout;
  const from = viewportTop - overscan;
  const to = viewportTop + viewportHeight + overscan;
  // The first row whose bottom is below `from` (rows are in order, so a binary search).
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const row = rows[middle]!;
    if (row.top + row.height < from) low = middle + 1;
    else high = middle;
  }
  let last = low - 1;
  while (last + 1 < rows.length && rows[last + 1]!.top <= to) last++;
  return { first: low, last };
}
