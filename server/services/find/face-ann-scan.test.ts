// The index's scan on its own (no database): an event above 200,000 faces is scored in two passes (a quarter of each
// code, then the whole code of the best 50,000); the selfie's person, down to a hardly similar photo, must come first
// in the order of the whole codes' scores.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EventFaceIndex, rerankCandidates } from './face-ann.ts';
import { codeBytes, faceCode, queryTables, scoreCodes } from './face-codes.ts';
import { embeddingLength, normaliseEmbedding, quantise } from './face-vectors.ts';

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

/** Slot `face`'s id: its number in the last four bytes. */
function idOf(face: number): Uint8Array {
  const id = new Uint8Array(16);
  new DataView(id.buffer).setUint32(12, face);
  return id;
}

describe('EventFaceIndex.candidates', () => {
  it("ranks a marathon-sized index in two passes: the selfie's person first, every candidate by its whole code", () => {
    const faces = 260_000;
    const selfie = randomUnit(7);
    // The selfie's person in 30 photos, from close (0.9) to hardly like them (0.35), spread through the event.
    const planted = new Map<number, Uint8Array>();
    for (let n = 0; n < 30; n++) {
      const weight = 0.9 - n * 0.02;
      const face = normaliseEmbedding(
        selfie.map((value, i) => weight * value + (1 - weight) * randomUnit(100 + n)[i]!),
      );
      planted.set(Math.floor(((n + 0.5) * faces) / 30), faceCode(quantise(face).bytes));
    }
    const strangers = randomBytes(faces * codeBytes);
    const index = new EventFaceIndex('marathon', 0n);
    for (let face = 0; face < faces; face++)
      index.append(
        idOf(face),
        planted.get(face) ?? strangers.subarray(face * codeBytes, (face + 1) * codeBytes),
      );

    const tables = queryTables(selfie);
    const whole = new Float32Array(faces);
    for (const [chunk, { codes }] of index.chunks.entries()) {
      const offset = (chunk * codes.length) / codeBytes;
      scoreCodes(tables, codes, Math.min(codes.length / codeBytes, faces - offset), whole, offset);
    }
    const plantedBest = [...planted.keys()].sort((a, b) => whole[b]! - whole[a]!);

    expect(index.faces).toBeGreaterThan(200_000);
    const candidates = index.candidates(tables, rerankCandidates);
    expect(candidates).toHaveLength(rerankCandidates);
    // The person's every photo first, best first; then strangers, by the whole code's score.
    expect(candidates.slice(0, 30)).toEqual(plantedBest);
    const scores = candidates.map((slot) => whole[slot]!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});
