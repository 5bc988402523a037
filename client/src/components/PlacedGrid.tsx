// The virtualised grids' list (justified rows, square tiles): only the cells near the viewport exist, each placed at
// its coordinates inside a list as high as the whole grid; the grid says which indexes are on screen.
import { type ReactNode, type RefObject, useEffect } from 'react';
import styles from './PlacedGrid.module.css';

export interface PlacedCell {
  index: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

export function PlacedGrid({
  container,
  height,
  cells,
  renderCell,
  onVisibleRange,
  label,
}: {
  container: RefObject<HTMLUListElement | null>;
  height: number;
  /** The cells to render, in index order. */
  cells: readonly PlacedCell[];
  renderCell: (cell: PlacedCell) => ReactNode;
  /** The indexes on screen changed (to load the next page in time). */
  onVisibleRange?: (first: number, last: number) => void;
  label: string;
}) {
  const firstIndex = cells[0]?.index ?? 0;
  const lastIndex = cells.at(-1)?.index ?? -1;
  useEffect(() => {
    if (lastIndex >= firstIndex) onVisibleRange?.(firstIndex, lastIndex);
  }, [firstIndex, lastIndex, onVisibleRange]);

  return (
    <ul ref={container} className={styles.grid} style={{ height }} aria-label={label}>
      {cells.map((cell) => (
        <li
          key={cell.index}
          className={styles.cell}
          style={{
            width: cell.width,
            height: cell.height,
            transform: `translate(${cell.left}px, ${cell.top}px)`,
          }}
        >
          {renderCell(cell)}
        </li>
      ))}
    </ul>
  );
}
