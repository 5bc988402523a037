import { describe, expect, it } from 'vitest';
import {
  checkCrop,
  cropPixels,
  defaultCrop,
  effectiveCrop,
  InvalidCropError,
  isWholePhoto,
  needsCrop,
  parseCrop,
  printAspect,
} from './print-crop.ts';

const landscape = { width: 6000, height: 4000 };
const portrait = { width: 4000, height: 6000 };
const square = { width: 3000, height: 3000 };
const size15x21 = { width: 15, height: 21 };
const size10x15 = { width: 10, height: 15 };

describe('printAspect', () => {
  it.each([
    ['a landscape photo turns the print landscape', landscape, size15x21, 21 / 15],
    ['a portrait photo keeps it portrait', portrait, size15x21, 15 / 21],
    ['a size written landscape is turned for a portrait photo', portrait, { width: 21, height: 15 }, 15 / 21],
    ['a square photo takes the size as written', square, size15x21, 15 / 21],
  ])('%s', (_case, photo, size, aspect) => {
    expect(printAspect(photo, size)).toBeCloseTo(aspect, 10);
  });
});

describe('needsCrop', () => {
  it.each([
    [landscape, size10x15, false],
    [portrait, { width: 20, height: 30 }, false],
    [landscape, size15x21, true],
    [portrait, { width: 20, height: 25 }, true],
    [square, { width: 20, height: 20 }, false],
  ])('%o at %o: %s', (photo, size, expected) => {
    expect(needsCrop(photo, size)).toBe(expected);
  });
});

describe('defaultCrop', () => {
  it('is the largest part with the print shape, centred (15 x 21 of a 3:2 landscape)', () => {
    const crop = defaultCrop(landscape, size15x21);
    expect(crop.height).toBe(1);
    expect(crop.width).toBeCloseTo(21 / 15 / 1.5, 6);
    expect(crop.x).toBeCloseTo((1 - crop.width) / 2, 5);
    expect(crop.y).toBe(0);
  });

  it('cuts top and bottom of a portrait photo printed wider than it is', () => {
    const crop = defaultCrop(portrait, { width: 20, height: 25 });
    expect(crop.width).toBe(1);
    expect(crop.height).toBeCloseTo(4000 / 6000 / (20 / 25), 6);
    expect(crop.y).toBeCloseTo((1 - crop.height) / 2, 5);
  });

  it('is the whole photo when the shapes match', () => {
    expect(defaultCrop(landscape, size10x15)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
    expect(isWholePhoto(defaultCrop(landscape, size10x15))).toBe(true);
    expect(isWholePhoto(defaultCrop(landscape, size15x21))).toBe(false);
  });

  it('keeps the centre of a crop chosen for another size, inside the photo', () => {
    const left = { x: 0, y: 0, width: 0.9, height: 1 };
    expect(defaultCrop(landscape, size15x21, left).x).toBe(0);
    const right = { x: 0.1, y: 0, width: 0.9, height: 1 };
    const moved = defaultCrop(landscape, size15x21, right);
    expect(moved.x + moved.width).toBeCloseTo(1, 6);
  });
});

describe('checkCrop', () => {
  const width = 21 / 15 / 1.5;

  it('takes a moved crop of the right shape inside the photo', () => {
    expect(checkCrop(landscape, size15x21, { x: 0, y: 0, width, height: 1 })).toEqual({
      x: 0,
      y: 0,
      width: Number(width.toFixed(6)),
      height: 1,
    });
  });

  it.each([
    ['past the right edge', { x: 0.2, y: 0, width, height: 1 }, InvalidCropError.outside],
    ['above the top', { x: 0, y: -0.1, width, height: 1 }, InvalidCropError.outside],
    ['empty', { x: 0, y: 0, width: 0, height: 1 }, InvalidCropError.outside],
    ['not a number', { x: Number.NaN, y: 0, width, height: 1 }, InvalidCropError.outside],
    ['the shape of another size', { x: 0, y: 0, width: 1, height: 1 }, InvalidCropError.wrongShape],
    ['turned the wrong way', { x: 0, y: 0, width: 0.5, height: 1 }, InvalidCropError.wrongShape],
  ])('refuses a crop %s, in Portuguese', (_case, crop, message) => {
    expect(() => checkCrop(landscape, size15x21, crop)).toThrow(new InvalidCropError(message));
  });

  it('lets a smaller crop of the right shape through (a zoom)', () => {
    expect(() =>
      checkCrop(landscape, size15x21, { x: 0.1, y: 0.1, width: width / 2, height: 0.5 }),
    ).not.toThrow();
  });
});

describe('effectiveCrop', () => {
  it('is the default one when none was chosen', () => {
    expect(effectiveCrop(landscape, size15x21, null)).toEqual(defaultCrop(landscape, size15x21));
  });

  it('keeps a chosen crop that fits the size', () => {
    const chosen = { x: 0, y: 0, width: Number((21 / 15 / 1.5).toFixed(6)), height: 1 };
    expect(effectiveCrop(landscape, size15x21, chosen)).toEqual(chosen);
  });

  it('refits a crop chosen for another size around its centre', () => {
    const chosen = { x: 0, y: 0, width: Number((21 / 15 / 1.5).toFixed(6)), height: 1 };
    expect(effectiveCrop(landscape, { width: 20, height: 25 }, chosen)).toEqual(
      defaultCrop(landscape, { width: 20, height: 25 }, chosen),
    );
    expect(effectiveCrop(landscape, size10x15, chosen)).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });
});

describe('cropPixels', () => {
  it('turns fractions into whole pixels inside the photo', () => {
    expect(cropPixels({ x: 0.5, y: 0, width: 0.5, height: 1 }, { width: 1201, height: 800 })).toEqual({
      left: 601,
      top: 0,
      width: 600,
      height: 800,
    });
    expect(cropPixels({ x: 0, y: 0, width: 1, height: 1 }, landscape)).toEqual({
      left: 0,
      top: 0,
      ...landscape,
    });
  });
});

describe('parseCrop', () => {
  it('reads a stored crop and ignores anything else', () => {
    expect(parseCrop({ x: 0.1, y: 0, width: 0.8, height: 1 })).toEqual({
      x: 0.1,
      y: 0,
      width: 0.8,
      height: 1,
    });
    expect(parseCrop(null)).toBeNull();
    expect(parseCrop({ x: '0.1', y: 0, width: 1, height: 1 })).toBeNull();
  });
});
