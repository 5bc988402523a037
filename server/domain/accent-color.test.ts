import { describe, expect, it } from 'vitest';
import {
  accentColorOf,
  accentColorProblem,
  accentColorSchema,
  contrastRatio,
  normalAccentColor,
  platformAccentColor,
} from './accent-color.ts';

describe('contrast ratio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#b45309', '#b45309')).toBe(1);
  });

  it("keeps the platform's orange readable under white text", () => {
    expect(contrastRatio(platformAccentColor, '#ffffff')).toBeGreaterThan(4.5);
  });
});

describe('an accent colour typed by the owner', () => {
  it.each(['', '   ', '#b45309', '#1D4ED8', '#000000', '#15803d', '#767676'])('accepts %j', (value) => {
    expect(accentColorProblem(value)).toBeNull();
  });

  it.each(['b45309', '#b4530', '#b453099', '#gggggg', 'red', 'rgb(0,0,0)', '#fff'])(
    'refuses %j as not #rrggbb',
    (value) => {
      expect(accentColorProblem(value)).toBe('Cor inválida: use o formato #rrggbb, como #b45309');
    },
  );

  it.each(['#ffffff', '#ffff00', '#d97706', '#777777', '#60a5fa'])(
    'refuses %j as too light for white text',
    (value) => {
      expect(accentColorProblem(value)).toBe(
        'Cor muito clara: o texto branco sobre ela não fica legível. Escolha uma cor mais escura.',
      );
    },
  );

  it('is kept in lower case, and blank means the platform colour', () => {
    expect(normalAccentColor(accentColorSchema.parse(' #1D4ED8 '))).toBe('#1d4ed8');
    expect(normalAccentColor(accentColorSchema.parse(' '))).toBeNull();
    expect(accentColorSchema.safeParse('#ffff00').error?.issues[0]?.message).toMatch(/^Cor muito clara/);
    expect(accentColorOf({ accentColor: null })).toBe(platformAccentColor);
    expect(accentColorOf({ accentColor: '#1d4ed8' })).toBe('#1d4ed8');
  });
});
