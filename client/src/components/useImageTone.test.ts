import { describe, expect, it } from 'vitest';
import { toneOfPixels } from './useImageTone.ts';

const pixels = (...rgba: [number, number, number, number][]) => rgba.flat();

describe('toneOfPixels', () => {
  it.each([
    ['the demo mark (#1f2937) on transparent', pixels([31, 41, 55, 255], [0, 0, 0, 0]), 'dark'],
    ['a white logo', pixels([255, 255, 255, 255], [0, 0, 0, 0]), 'light'],
    ['a dark red logo', pixels([185, 28, 28, 255]), 'dark'],
    ['an amber logo', pixels([251, 191, 36, 255]), 'light'],
    ['white that is almost transparent over black', pixels([255, 255, 255, 10], [0, 0, 0, 255]), 'dark'],
  ])('%s reads %s', (_name, rgba, tone) => {
    expect(toneOfPixels(rgba)).toBe(tone);
  });

  it('cannot tell a fully transparent picture', () => {
    expect(toneOfPixels(pixels([0, 0, 0, 0]))).toBeNull();
  });
});
