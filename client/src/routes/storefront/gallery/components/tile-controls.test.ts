// The tile's controls never overlap, each is a whole 44 px target inside the tile, and the selection stays longest.
import { describe, expect, it } from 'vitest';
import { type ControlSpot, controlSize, tileControls } from './tile-controls.ts';

const both = { select: true, favorite: true };

function overlap(a: ControlSpot, b: ControlSpot): boolean {
  return (
    a.left < b.left + controlSize &&
    b.left < a.left + controlSize &&
    a.top < b.top + controlSize &&
    b.top < a.top + controlSize
  );
}

describe('tileControls', () => {
  it.each([
    ['a landscape tile', { width: 175, height: 117 }, { left: 127, top: 4 }, { left: 4, top: 4 }],
    ['a square tile', { width: 120, height: 120 }, { left: 72, top: 4 }, { left: 4, top: 4 }],
    ['a portrait tile on a phone', { width: 83, height: 125 }, { left: 35, top: 4 }, { left: 4, top: 77 }],
    ['a narrow tile in a low row', { width: 64, height: 96 }, { left: 16, top: 4 }, null],
    [
      'a tile barely wider than a target',
      { width: 46, height: 125 },
      { left: 0, top: 4 },
      { left: 2, top: 77 },
    ],
    ['a tile narrower than a target', { width: 40, height: 125 }, null, null],
  ])('%s', (_shape, box, select, favorite) => {
    expect(tileControls(box, both)).toEqual({ select, favorite });
  });

  it('puts the heart alone where the photos are not on sale, in its corner', () => {
    expect(tileControls({ width: 83, height: 125 }, { select: false, favorite: true })).toEqual({
      select: null,
      favorite: { left: 4, top: 4 },
    });
  });

  it('keeps every target whole inside the tile and apart from the other, whatever the shape', () => {
    for (let width = 30; width <= 300; width += 3) {
      for (let height = 30; height <= 260; height += 3) {
        const { select, favorite } = tileControls({ width, height }, both);
        for (const spot of [select, favorite]) {
          if (!spot) continue;
          expect(spot.left).toBeGreaterThanOrEqual(0);
          expect(spot.top).toBeGreaterThanOrEqual(0);
          expect(spot.left + controlSize).toBeLessThanOrEqual(width);
          expect(spot.top + controlSize).toBeLessThanOrEqual(height);
        }
        if (select && favorite) expect(overlap(select, favorite)).toBe(false);
        // The selection goes last: no tile has a heart without it.
        if (favorite) expect(select).not.toBeNull();
        if (width >= controlSize && height >= controlSize) expect(select).not.toBeNull();
      }
    }
  });
});
