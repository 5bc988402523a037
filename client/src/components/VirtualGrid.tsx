// A square-tile grid that renders only the rows near the viewport: thousands of photos keep a small page. Every
// tile's place is reserved from the start, so nothing moves while images and further pages arrive.
import { type ReactNode, useRef } from 'react';
import { type PlacedCell, PlacedGrid } from './PlacedGrid.tsx';
import { useContainerViewport } from './useContainerViewport.ts';

export interface GridLayout {
  columns: number;
  tileSize: number;
  gap: number;
}

/** As many tiles of at least `minTile` px as fit, and never fewer than `minColumns` (narrow screens get smaller tiles). */
export function gridLayout(width: number, minTile: number, gap: number, minColumns = 2): GridLayout {
  const columns = Math.max(minColumns, Math.floor((width + gap) / (minTile + gap)));
  return { columns, gap, tileSize: Math.max(0, (width - gap * (columns - 1)) / columns) };
}

/** The rows to render for a scroll position: those on screen, plus `overscan` rows either side. */
export function visibleRows(
  layout: GridLayout,
  count: number,
  viewportTop: number,
  viewportHeight: number,
  overscan = 2,
): { first: number; last: number } {
  const rowHeight = layout.tileSize + layout.gap;
  const rows = Math.ceil(count / layout.columns);
  if (!rows || rowHeight <= 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(viewportTop / rowHeight) - overscan);
  const last = Math.min(rows - 1, Math.ceil((viewportTop + viewportHeight) / rowHeight) + overscan);
  return { first, last: Math.max(first - 1, last) };
}

export function VirtualGrid({
  count,
  minTile = 160,
  minColumns = 2,
  gap = 8,
  renderTile,
  onVisibleRange,
  label,
}: {
  count: number;
  minTile?: number;
  minColumns?: number;
  gap?: number;
  renderTile: (index: number, size: number) => ReactNode;
  /** The indexes on screen changed (to load the next page in time). */
  onVisibleRange?: (first: number, last: number) => void;
  label: string;
}) {
  const container = useRef<HTMLUListElement>(null);
  const { width, ...viewport } = useContainerViewport(container);

  const layout = gridLayout(width, minTile, gap, minColumns);
  const { first, last } = width
    ? visibleRows(layout, count, viewport.top, viewport.height)
    : { first: 0, last: -1 };
  const firstIndex = first * layout.columns;
  const lastIndex = Math.min(count - 1, (last + 1) * layout.columns - 1);
  const rows = Math.ceil(count / layout.columns);
  const height = rows ? rows * (layout.tileSize + gap) - gap : 0;
  const cells: PlacedCell[] = [];
  for (let index = firstIndex; index <= lastIndex; index++) {
    cells.push({
      index,
      left: (index % layout.columns) * (layout.tileSize + gap),
      top: Math.floor(index / layout.columns) * (layout.tileSize + gap),
      width: layout.tileSize,
      height: layout.tileSize,
    });
  }
  return (
    <PlacedGrid
      container={container}
      height={height}
      cells={cells}
      renderCell={(cell) => renderTile(cell.index, layout.tileSize)}
      onVisibleRange={onVisibleRange}
      label={label}
    />
  );
}
