import { describe, expect, it } from 'vitest';
import { backlogText, timeLeftText } from './IndexingBacklog.tsx';

describe('backlogText', () => {
  it('says the photos waiting and the time left, as the admin reads them', () => {
    expect(backlogText('Busca por selfie', { waiting: 12_340, secondsLeft: 41 * 60 - 20 })).toBe(
      'Busca por selfie: 12.340 fotos na fila, cerca de 41 min',
    );
    expect(backlogText('Busca por número', { waiting: 1, secondsLeft: 5 })).toBe(
      'Busca por número: 1 foto na fila, menos de 1 min',
    );
    expect(backlogText('Busca por selfie', { waiting: 900_000, secondsLeft: null })).toBe(
      'Busca por selfie: 900.000 fotos na fila, calculando o tempo restante',
    );
  });

  it('counts hours past the first hour', () => {
    expect(timeLeftText(59 * 60)).toBe('cerca de 59 min');
    expect(timeLeftText(3600)).toBe('cerca de 1 h');
    expect(timeLeftText(160 * 3600 + 25 * 60)).toBe('cerca de 160 h 25 min');
    expect(timeLeftText(2 * 3600)).toBe('cerca de 2 h');
  });
});
