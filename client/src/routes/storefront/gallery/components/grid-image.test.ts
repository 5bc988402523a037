import { describe, expect, it } from 'vitest';
import { gridImage } from './grid-image.ts';

const tile = { url: '/api/imagens/a-grade.webp', width: 360, height: 360 };
const landscape = { url: '/api/imagens/a-mini.webp', width: 480, height: 320 };
const portrait = { url: '/api/imagens/b-mini.webp', width: 320, height: 480 };

describe('gridImage', () => {
  it('shows the tile, sized for the cell', () => {
    expect(gridImage({ tile, thumbnail: landscape }, 114.33)).toEqual({
      src: tile.url,
      srcSet: `${tile.url} 360w`,
      sizes: '114px',
      width: 360,
      height: 360,
    });
  });

  it.each([
    ['a landscape', landscape],
    ['a portrait', portrait],
  ])(
    'falls back to the thumbnail of %s photo without a tile, described by what a square cell shows of it',
    (_label, thumbnail) => {
      expect(gridImage({ tile: null, thumbnail }, 180)).toMatchObject({
        src: thumbnail.url,
        srcSet: `${thumbnail.url} 320w`,
        sizes: '180px',
      });
    },
  );

  it('has nothing to show for a photo still processing', () => {
    expect(gridImage({ tile: null, thumbnail: null }, 180)).toBeNull();
  });
});
