import { describe, expect, it } from 'vitest';
import { viewerSlides } from './viewer-slides.ts';

const preview = (name: string, width: number, height: number) => ({
  preview: { url: `/api/imagens/${name}.webp`, width, height },
});

describe('viewerSlides', () => {
  it('shows each loaded photo by its preview, with its size for fitting and zooming and its place as alt', () => {
    expect(viewerSlides([preview('a', 1600, 1067), preview('b', 1067, 1600)], 2)).toEqual([
      { src: '/api/imagens/a.webp', width: 1600, height: 1067, alt: 'Foto 1 de 2' },
      { src: '/api/imagens/b.webp', width: 1067, height: 1600, alt: 'Foto 2 de 2' },
    ]);
  });

  it('keeps a slide for every photo of the event while later pages are still loading', () => {
    const slides = viewerSlides([preview('a', 1600, 1067)], 3);
    expect(slides).toHaveLength(3);
    expect(slides[0]).toMatchObject({ alt: 'Foto 1 de 3' });
    expect(slides.slice(1)).toEqual([
      { type: 'message', text: 'Carregando…' },
      { type: 'message', text: 'Carregando…' },
    ]);
  });

  it('says a photo without a preview yet is processing', () => {
    expect(viewerSlides([{ preview: null }], 1)).toEqual([{ type: 'message', text: 'Processando…' }]);
  });

  it('counts the loaded photos when the event count lags behind them', () => {
    expect(viewerSlides([preview('a', 10, 10), preview('b', 10, 10)], 1).map((slide) => slide.type)).toEqual([
      undefined,
      undefined,
    ]);
  });
});
