// A studio's accent colour (storefront buttons and links, e-mail buttons and header bar): #rrggbb, and dark enough
// that white text on it, and it as text on white, read at 4.5:1 (WCAG AA). Lighter colours are refused, not
// adjusted: the storefront also uses the accent as the colour of links on white, which no text colour can fix.
import { z } from 'zod';

/** The platform's accent, used when a studio has none: white on it reads at 5:1. */
export const platformAccentColor = '#b45309';

/** The text colour on every accent (the rule below keeps it readable). */
export const textOnAccentColor = '#ffffff';

export const minimumAccentContrast = 4.5;

const hexPattern = /^#[0-9a-f]{6}$/i;

/** WCAG relative luminance of a #rrggbb colour (0 black, 1 white). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Why a typed accent colour is refused, in the owner's words; null when it is fine (blank: the platform's). */
export function accentColorProblem(input: string): string | null {
  const value = input.trim();
  if (value === '') return null;
  if (!hexPattern.test(value)) return 'Cor inválida: use o formato #rrggbb, como #b45309';
  if (contrastRatio(value, textOnAccentColor) < minimumAccentContrast)
    return 'Cor muito clara: o texto branco sobre ela não fica legível. Escolha uma cor mais escura.';
  return null;
}

/** The accent colour input's check (its value is then stored through normalAccentColor). */
export const accentColorSchema = z.string().superRefine((value, context) => {
  const problem = accentColorProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** A checked accent colour as stored: lower case, or null (blank) for the platform's. */
export function normalAccentColor(value: string): string | null {
  const color = value.trim().toLowerCase();
  return color === '' ? null : color;
}

/** The accent a studio's e-mails and storefront use. */
export function accentColorOf(studio: { accentColor: string | null }): string {
  return studio.accentColor ?? platformAccentColor;
}
