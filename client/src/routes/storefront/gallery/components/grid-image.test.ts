import { describe, expect, it } from 'vitest';
import { gridImage } from './grid-image.ts';

const tile = { url: '/api/imagens/a-grade.webp', width: 360, height: 240 };
const thumbnail = { url: '/api/imagens/a-mini.webp', width: 480, height: 320 };
const portraitTile = { url: '/api/imagens/b-grade.webp', width: 240, height: 360 };
const portraitThumbnail = { url: '/api/imagens/b-mini.webp', width: 320, height: 480 };

describe('gridImage', () => {
  it('offers the tile and the thumbnail by their widths, sized for the box', () => {
    expect(gridImage({ tile, thumbnail }, 174.6)).toEqual({
      src: tile.url,
      srcSet: `${tile.url} 360w, ${thumbnail.url} 480w`,
      sizes: '175px',
      width: 360,
      height: 240,
    });
  });

  it('describes a portrait by its width, what its box shows across', () => {
    expect(gridImage({ tile: portraitTile, thumbnail: portraitThumbnail }, 78)).toMatchObject({
      srcSet: `${portraitTile.url} 240w, ${portraitThumbnail.url} 320w`,
      width: 240,
      height: 360,
    });
  });

  it('falls back to the thumbnail of a photo without a tile', () => {
    expect(gridImage({ tile: null, thumbnail }, 180)).toEqual({
      src: thumbnail.url,
      srcSet: `${thumbnail.url} 480w`,
      sizes: '180px',
      width: 480,
      height: 320,
    });
  });

  it('has nothing to show for a photo still processing', () => {
    expect(gridImage({ tile: null, thumbnail: null }, 180)).toBeNull();
  });
});
