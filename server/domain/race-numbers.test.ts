import { describe, expect, it } from 'vitest';
import {
  hasFullRaceNumber,
  normaliseRaceNumber,
  numberSearchLimit,
  raceNumberTokens,
  rankNumberMatches,
} from './race-numbers.ts';

describe('normaliseRaceNumber', () => {
  it('keeps the digits a customer typed, or refuses what is not a number', () => {
    expect(normaliseRaceNumber(' 1.234 ')).toBe('1234');
    expect(normaliseRaceNumber('#42')).toBe('42');
    expect(normaliseRaceNumber('12-34')).toBe('1234');
    expect(normaliseRaceNumber('0071')).toBe('0071');
    for (const bad of ['', ' ', '12a', '1234567', '١٢٣', '12,5']) expect(normaliseRaceNumber(bad)).toBeNull();
  });
});

describe('raceNumberTokens', () => {
  it.each([
    ['1234\n56 789 1234 123456\n07', ['1234', '789']],
    ['', []],
    // A small race's bib: one or two digits alone are the number.
    ['42', ['42']],
    ['7\n', ['7']],
    [' 42 \n 3 ', ['42', '3']],
    // A longer run beside them: the short ones are stray marks.
    ['1 4845 2', ['4845']],
    ['2026 123456', ['2026']],
  ])('reads %j as %j', (text, tokens) => {
    expect(raceNumberTokens(text)).toEqual(tokens);
  });

  it('tells a full race number (3 to 5 digits) from a short one', () => {
    expect(hasFullRaceNumber(['42', '7'])).toBe(false);
    expect(hasFullRaceNumber(['42', '123'])).toBe(true);
    expect(hasFullRaceNumber([])).toBe(false);
  });
});

describe('rankNumberMatches', () => {
  const rows = [
    { photoId: 'a', number: '1234', confidence: 0.7 },
    { photoId: 'b', number: '1234', confidence: 0.9 },
    { photoId: 'c', number: '12345', confidence: 0.99 },
    { photoId: 'd', number: '4123', confidence: 0.99 },
    // Read on two bibs of photo a: it counts once, at its best.
    { photoId: 'a', number: '1234', confidence: 0.95 },
  ];

  it('answers the photos carrying the number itself, by confidence, each once', () => {
    expect(rankNumberMatches(rows, '1234')).toEqual(['a', 'b']);
    expect(rankNumberMatches(rows, '12')).toEqual([]);
    expect(rankNumberMatches(rows, '99')).toEqual([]);
  });

  it(`answers at most ${numberSearchLimit} photos`, () => {
    const many = Array.from({ length: numberSearchLimit + 5 }, (_, index) => ({
      photoId: `p${index}`,
      number: '77',
      confidence: index / 1000,
    }));
    const photoIds = rankNumberMatches(many, '77');
    expect(photoIds).toHaveLength(numberSearchLimit);
    expect(photoIds[0]).toBe(`p${numberSearchLimit + 4}`);
  });
});
