import { describe, expect, it } from 'vitest';
import { availableSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Casamento Ana & Pedro', 'casamento-ana-e-pedro'],
    ['Formatura — Medicina 2026!', 'formatura-medicina-2026'],
    ['  Ação de Graças  ', 'acao-de-gracas'],
    ['ÇÃÕ çãõ', 'cao-cao'],
    ['***', ''],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps addresses short', () => {
    expect(slugify('a'.repeat(200)).length).toBe(80);
  });
});

describe('availableSlug', () => {
  it('takes the slug when free', () => {
    expect(availableSlug('Festa Junina', new Set())).toBe('festa-junina');
  });
  it('numbers repeated names', () => {
    expect(availableSlug('Festa Junina', new Set(['festa-junina', 'festa-junina-2']))).toBe('festa-junina-3');
  });
  it('never takes a path the platform uses', () => {
    expect(availableSlug('ADM', new Set())).toBe('adm-2');
    expect(availableSlug('Estúdio', new Set())).toBe('estudio-2');
    expect(availableSlug('Pedidos', new Set())).toBe('pedidos-2');
    expect(availableSlug('Configurações', new Set())).toBe('configuracoes-2');
  });
  it('names an event without letters', () => {
    expect(availableSlug('!!!', new Set())).toBe('galeria');
  });
  it.each([
    ['Estáticos', 'estaticos-2'],
    ['Evento', 'evento-2'],
    ['Tutorial', 'tutorial-2'],
    ['Arquivos', 'arquivos-2'],
  ])('%s does not take a path of the platform: %s', (name, slug) => {
    expect(availableSlug(name, new Set())).toBe(slug);
  });
});
