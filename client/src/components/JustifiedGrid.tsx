// Photos in justified rows, each in its own shape, rendering only the rows near the viewport: thousands of photos keep
// a small page. Every box is placed from the photos' sizes before any image arrives, so nothing moves as they load.
import { type ReactNode, useMemo, useRef } from 'react';
import { justifiedLayout, visibleRowRange } from './justified-layout.ts';
import { type PlacedCell, PlacedGrid } from './PlacedGrid.tsx';
import { useContainerViewport } from './useContainerViewport.ts';

/** Rows about as high as the square cells were: ~120 px on phones (two landscapes a row), 180 px on wider screens. */
export function targetRowHeight(width: number): number {
  return width < 600 ? 120 : 180;
}

/** Rows rendered beyond the viewport on each side: about three phone rows, so a flick finds its photos in place. */
const overscanPx = 400;

export function JustifiedGrid({
  aspects,
  gap = 8,
  renderTile,
  onVisibleRange,
  label,
}: {
  /** Each item's width / height; NaN while unknown (laid out as 3:2). */
  aspects: readonly number[];
  gap?: number;
  renderTile: (index: number, box: { width: number; height: number }) => ReactNode;
  /** The indexes on screen changed (to load the next page in time). */
  onVisibleRange?: (first: number, last: number) => void;
  label: string;
}) {
  const container = useRef<HTMLUListElement>(null);
  const { width, ...viewport } = useContainerViewport(container);

  const layout = useMemo(
    () => justifiedLayout(aspects, width, targetRowHeight(width), gap),
    [aspects, width, gap],
  );
  const { first, last } = width
    ? visibleRowRange(layout, viewport.top, viewport.height, overscanPx)
    : { first: 0, last: -1 };
  const cells: PlacedCell[] = layout.rows.slice(first, last + 1).flatMap((row) =>
    row.boxes.map((box) => ({
      index: box.index,
      left: box.left,
      top: row.top,
      width: box.width,
      height: row.height,
    })),
  );

  return (
    <PlacedGrid
      container={container}
      height={layout.height}
      cells={cells}
      renderCell={(cell) => renderTile(cell.index, { width: cell.width, height: cell.height })}
      onVisibleRange={onVisibleRange}
      label={label}
    />
  );
}
