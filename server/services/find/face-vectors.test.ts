import { describe, expect, it } from 'vitest';
import { cosine, embeddingLength, normaliseEmbedding, quantise, similarity } from './face-vectors.ts';

/** Deterministic pseudo-random vectors (a linear congruential generator). */
function randomVector(seed: number): number[] {
  let state = seed;
  return Array.from({ length: embeddingLength }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 30 - 1;
  });
}

describe('face vectors', () => {
  it('normalises to unit length', () => {
    const unit = normaliseEmbedding(randomVector(1));
    expect(cosine(unit, unit)).toBeCloseTo(1, 6);
    expect(Math.hypot(...unit)).toBeCloseTo(1, 6);
  });

  it('keeps the cosine within 0.005 once stored as signed bytes', () => {
    for (let seed = 1; seed < 60; seed++) {
      const a = normaliseEmbedding(randomVector(seed));
      // A neighbour of a: from the same person (close) to a stranger (far).
      const b = normaliseEmbedding(
        a.map((value, i) => value + (seed / 30) * randomVector(seed + 1000)[i]! * 0.05),
      );
      const stored = quantise(b);
      expect(stored.bytes).toHaveLength(embeddingLength);
      expect(Math.abs(similarity(a, stored.bytes, stored.scale) - cosine(a, b))).toBeLessThan(0.005);
    }
  });

  it('reads signed bytes from a buffer slice (as the database returns them)', () => {
    const a = normaliseEmbedding(randomVector(7));
    const stored = quantise(a);
    const inside = Buffer.concat([Buffer.from([1, 2, 3]), Buffer.from(stored.bytes)]).subarray(3);
    expect(similarity(a, inside, stored.scale)).toBeCloseTo(1, 2);
  });
});
