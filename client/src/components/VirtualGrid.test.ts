import { describe, expect, it } from 'vitest';
import { gridLayout, visibleRows } from './VirtualGrid.tsx';

describe('virtual grid', () => {
  it('fits at least two columns, growing with the width', () => {
    expect(gridLayout(360, 160, 8)).toMatchObject({ columns: 2 });
    expect(gridLayout(1200, 160, 8)).toMatchObject({ columns: 7 });
    const { columns, tileSize, gap } = gridLayout(1000, 160, 8);
    expect(columns * tileSize + (columns - 1) * gap).toBeCloseTo(1000);
  });

  it('keeps the columns asked for on a narrow screen, with smaller tiles', () => {
    expect(gridLayout(358, 160, 8, 3)).toMatchObject({ columns: 3, tileSize: 114 });
    expect(gridLayout(1120, 160, 8, 3)).toMatchObject({ columns: 6 });
  });

  it('renders the rows on screen and two either side', () => {
    const layout = { columns: 5, tileSize: 192, gap: 8 };
    expect(visibleRows(layout, 1000, 0, 800)).toEqual({ first: 0, last: 6 });
    expect(visibleRows(layout, 1000, 10_000, 800)).toEqual({ first: 48, last: 56 });
    expect(visibleRows(layout, 12, 0, 800)).toEqual({ first: 0, last: 2 });
    expect(visibleRows(layout, 0, 0, 800)).toEqual({ first: 0, last: -1 });
  });
});
