import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeBits, codeBytes, faceCode, queryTables, scoreCodes } from './face-codes.ts';
import { embeddingLength, normaliseEmbedding, quantise } from './face-vectors.ts';

/** Deterministic pseudo-random unit vectors (xorshift). */
function randomUnit(seed: number): Float32Array {
  let state = seed;
  return normaliseEmbedding(
    Array.from({ length: embeddingLength }, () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) / 2 ** 31 - 1;
    }),
  );
}

const mixed = (a: Float32Array, b: Float32Array, weight: number) =>
  normaliseEmbedding(a.map((value, i) => weight * value + (1 - weight) * b[i]!));

const differingBits = (a: Uint8Array, b: Uint8Array) =>
  a.reduce((sum, byte, i) => sum + [...(byte ^ b[i]!).toString(2)].filter((bit) => bit === '1').length, 0);

describe('face codes', () => {
  it('are computed the same on every server and run: fixed bits for a fixed vector', () => {
    const { bytes } = quantise(randomUnit(42));
    const code = faceCode(bytes);
    expect(code).toHaveLength(codeBytes);
    expect(codeBits).toBe(512);
    expect(faceCode(Uint8Array.from(bytes))).toEqual(code);
    // Stored codes depend on the rotation: this digest changes only if the rotation (or its seed) does.
    expect(createHash('sha256').update(code).digest('hex').slice(0, 16)).toBe('9482614691a32ff2');
  });

  it('depend on the direction only: a scaled vector has the same code, the opposite one every bit flipped', () => {
    const { bytes } = quantise(randomUnit(7));
    const signed = new Int8Array(bytes.buffer);
    const half = new Uint8Array(Int8Array.from(signed, (value) => Math.trunc(value / 2)).buffer);
    const opposite = new Uint8Array(Int8Array.from(signed, (value) => -value).buffer);
    expect(differingBits(faceCode(bytes), faceCode(half))).toBeLessThan(codeBits * 0.05);
    expect(differingBits(faceCode(bytes), faceCode(opposite))).toBeGreaterThan(codeBits * 0.95);
  });

  it('keep close faces close: bits differ in proportion to the angle', () => {
    const base = randomUnit(1);
    const near = mixed(base, randomUnit(2), 0.8);
    const stranger = randomUnit(3);
    const code = (vector: Float32Array) => faceCode(quantise(vector).bytes);
    expect(differingBits(code(base), code(near))).toBeLessThan(codeBits * 0.25);
    expect(differingBits(code(base), code(stranger))).toBeGreaterThan(codeBits * 0.4);
  });

  it('score a query highest against the codes of the faces closest to it', () => {
    const query = randomUnit(100);
    const faces = [
      randomUnit(101),
      mixed(query, randomUnit(102), 0.9),
      randomUnit(103),
      mixed(query, randomUnit(104), 0.6),
      randomUnit(105),
    ];
    const codes = new Uint8Array(faces.length * codeBytes);
    for (const [i, face] of faces.entries()) codes.set(faceCode(quantise(face).bytes), i * codeBytes);
    const scores = new Float32Array(faces.length);
    scoreCodes(queryTables(query), codes, faces.length, scores);
    const order = [...scores.keys()].sort((a, b) => scores[b]! - scores[a]!);
    expect(order.slice(0, 2)).toEqual([1, 3]);
  });
});
