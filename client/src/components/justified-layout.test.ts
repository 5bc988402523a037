import { describe, expect, it } from 'vitest';
import { justifiedLayout, visibleRowRange } from './justified-layout.ts';

const landscape = 3 / 2;
const portrait = 2 / 3;

/** Each row as [height, [index, left, width]...], the shape the tests read best. */
const shape = (layout: ReturnType<typeof justifiedLayout>) =>
  layout.rows.map((row) => [row.height, row.boxes.map((box) => [box.index, box.left, box.width])]);

describe('justifiedLayout', () => {
  it('fills each row to the exact width, photos in their own shapes, at about the target height', () => {
    // A phone: 358 px, rows of about 120 px. Two landscapes fill a row; a portrait is narrower than it is tall.
    const layout = justifiedLayout(
      [landscape, landscape, portrait, portrait, landscape, portrait],
      358,
      120,
      8,
    );
    expect(shape(layout)).toEqual([
      [
        117,
        [
          [0, 0, 175],
          [1, 183, 175],
        ],
      ],
      [
        121,
        [
          [2, 0, 80],
          [3, 88, 81],
          [4, 177, 181],
        ],
      ],
      [120, [[5, 0, 80]]],
    ]);
    for (const row of layout.rows.slice(0, -1)) {
      const last = row.boxes.at(-1)!;
      expect(last.left + last.width).toBe(358);
      for (const [index, box] of row.boxes.slice(1).entries()) {
        const before = row.boxes[index]!;
        expect(box.left - (before.left + before.width)).toBe(8);
      }
    }
    expect(layout.rows.map((row) => row.top)).toEqual([0, 125, 254]);
    expect(layout.height).toBe(254 + 120);
  });

  it('keeps a portrait taller than wide and a landscape wider than tall', () => {
    const layout = justifiedLayout(
      [portrait, landscape, portrait, portrait, landscape, landscape],
      1120,
      180,
      8,
    );
    for (const row of layout.rows)
      for (const box of row.boxes) {
        const aspect = [portrait, landscape, portrait, portrait, landscape, landscape][box.index]!;
        // Whole-pixel rounding aside, each box has its photo's shape.
        expect(Math.abs(box.width / row.height - aspect)).toBeLessThan(0.02 * aspect + 1 / row.height);
      }
  });

  it('does not stretch the last row: it keeps the target height and its photos their widths', () => {
    const layout = justifiedLayout([landscape, landscape, landscape, portrait], 358, 120, 8);
    const last = layout.rows.at(-1)!;
    expect(last.height).toBe(120);
    expect(last.boxes.map((box) => [box.index, box.left, box.width])).toEqual([
      [2, 0, 180],
      [3, 188, 80],
    ]);
  });

  it('closes a row before a photo when that leaves it nearer the target height', () => {
    // Three landscapes at 120 px want 540 + 16 px; 400 px holds two at 131 px (nearer 120 than three at 87).
    const layout = justifiedLayout([landscape, landscape, landscape], 400, 120, 8);
    expect(layout.rows.map((row) => [row.height, row.boxes.length])).toEqual([
      [131, 2],
      [120, 1],
    ]);
  });

  it('gives a panorama wider than the row a row of its own', () => {
    const layout = justifiedLayout([landscape, 6, landscape], 358, 120, 8);
    expect(layout.rows.map((row) => row.boxes.map((box) => box.index))).toEqual([[0, 1], [2]]);
    const panorama = justifiedLayout([6, landscape], 358, 120, 8);
    expect(shape(panorama)[0]).toEqual([60, [[0, 0, 358]]]);
  });

  it('lays out photos whose size is not known yet as 3:2, and nothing when there is no room', () => {
    expect(shape(justifiedLayout([Number.NaN, 0], 358, 120, 8))).toEqual(
      shape(justifiedLayout([landscape, landscape], 358, 120, 8)),
    );
    expect(justifiedLayout([landscape], 0, 120, 8)).toEqual({ rows: [], height: 0 });
    expect(justifiedLayout([], 358, 120, 8)).toEqual({ rows: [], height: 0 });
  });

  it('keeps the rows before a photo as they were when that photo turns out another shape', () => {
    // Pages of photos arrive as the customer scrolls: what is already on screen must not move.
    const known = Array.from({ length: 20 }, (_, index) => (index % 3 ? landscape : portrait));
    const before = justifiedLayout([...known, ...Array(10).fill(Number.NaN)], 358, 120, 8);
    const after = justifiedLayout([...known, ...Array(10).fill(portrait)], 358, 120, 8);
    const settled = before.rows.filter((row) => row.boxes.at(-1)!.index < 19);
    expect(after.rows.slice(0, settled.length)).toEqual(settled);
  });
});

describe('visibleRowRange', () => {
  const layout = justifiedLayout(Array(40).fill(landscape), 358, 120, 8);

  it('gives the rows that reach into the viewport and its margin', () => {
    // 20 rows of 117 px every 125 px.
    expect(layout.rows).toHaveLength(20);
    expect(visibleRowRange(layout, 0, 400, 0)).toEqual({ first: 0, last: 3 });
    expect(visibleRowRange(layout, 1000, 400, 0)).toEqual({ first: 8, last: 11 });
    expect(visibleRowRange(layout, 1000, 400, 250)).toEqual({ first: 6, last: 13 });
  });

  it('gives nothing past the end, and everything the viewport covers', () => {
    expect(visibleRowRange(layout, 5000, 400, 0)).toEqual({ first: 20, last: 19 });
    expect(visibleRowRange(layout, -100, 10_000, 0)).toEqual({ first: 0, last: 19 });
  });
});
