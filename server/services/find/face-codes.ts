// Compact codes of face vectors for the approximate selfie search (face-ann.ts): a stored face becomes 512 bits, the
// signs of 512 orthogonal projections of its int8 vector (a fixed pseudo-random rotation: three rounds of random
// signs and a Walsh-Hadamard transform), 64 bytes kept in PhotoFace.code and in each server's memory instead of the
// 1,024-byte vector. A query is scored against a code asymmetrically: its projections stay real numbers and the
// code's bits pick which of them add up (eight bits at a time through a table of 256 sums).
import { embeddingLength } from './face-vectors.ts';

/** Bits of a face's code: signs of this many projections (of embeddingLength). */
export const codeBits = 512;
export const codeBytes = codeBits / 8;
const rounds = 3;
/** Fixed forever: stored codes depend on it (changing it means recomputing every PhotoFace.code). */
const rotationSeed = 0x5eed_f4ce;

/** Random signs of each round, from a seeded xorshift: the same on every server and run. */
const signs: Float64Array[] = (() => {
  let state = rotationSeed;
  return Array.from({ length: rounds }, () => {
    const round = new Float64Array(embeddingLength);
    for (let i = 0; i < embeddingLength; i++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      round[i] = state & 1 ? 1 : -1;
    }
    return round;
  });
})();

/** In-place unnormalised Walsh-Hadamard transform (length a power of two). */
function hadamard(values: Float64Array): void {
  for (let width = 1; width < values.length; width *= 2) {
    for (let start = 0; start < values.length; start += width * 2) {
      for (let i = start; i < start + width; i++) {
        const a = values[i]!;
        const b = values[i + width]!;
        values[i] = a + b;
        values[i + width] = a - b;
      }
    }
  }
}

/** The rotated vector (scaled by 1024^1.5): on integer input every step is exact, so codes never differ by machine. */
function rotate(values: Float64Array): Float64Array {
  for (const round of signs) {
    for (let i = 0; i < values.length; i++) values[i]! *= round[i]!;
    hadamard(values);
  }
  return values;
}

/** A vector's projections as codes take their signs (benchmarks simulate codes in this rotated space). */
export function project(vector: Float32Array): Float64Array {
  return rotate(Float64Array.from(vector));
}

/** The code of a stored face: its signed bytes (as the database holds them), rotated, one bit per projection's sign. */
export function faceCode(stored: Uint8Array): Uint8Array<ArrayBuffer> {
  if (stored.byteLength !== embeddingLength)
    throw new Error(`A face vector is ${embeddingLength} bytes long`);
  const signed = new Int8Array(stored.buffer, stored.byteOffset, stored.byteLength);
  const projected = rotate(Float64Array.from(signed));
  const code = new Uint8Array(codeBytes);
  for (let bit = 0; bit < codeBits; bit++) if (projected[bit]! > 0) code[bit >> 3]! |= 1 << (bit & 7);
  return code;
}

/**
 * The query's scoring tables: table[byte * 256 + value] is the sum of the query's projections whose bits are set in
 * that byte value. A code's score, the sum over its bytes, ranks faces as sum(projection * sign) would (the latter is
 * twice the former minus a constant), an estimate of the cosine that grows with it.
 */
export function queryTables(query: Float32Array): Float32Array {
  const projected = rotate(Float64Array.from(query));
  const tables = new Float32Array(codeBytes * 256);
  for (let byte = 0; byte < codeBytes; byte++) {
    const base = byte * 256;
    for (let value = 1; value < 256; value++) {
      const low = value & -value;
      const bit = 31 - Math.clz32(low);
      tables[base + value] = tables[base + (value ^ low)]! + projected[byte * 8 + bit]!;
    }
  }
  return tables;
}

/**
 * The score of the code at `face` in a block of codes read as 32-bit words: its first `scored` words (all of them by
 * default; fewer give the coarse score face-ann.ts ranks a marathon with first).
 */
export function scoreCodeAt(
  tables: Float32Array,
  words: Uint32Array,
  face: number,
  scored = codeBytes / 4,
): number {
  const start = face * (codeBytes / 4);
  let score = 0;
  for (let k = 0; k < scored; k++) {
    const word = words[start + k]!;
    const base = k << 10;
    score +=
      tables[base | (word & 255)]! +
      tables[base | 256 | ((word >>> 8) & 255)]! +
      tables[base | 512 | ((word >>> 16) & 255)]! +
      tables[base | 768 | (word >>> 24)]!;
  }
  return score;
}

/**
 * Scores `count` codes laid end to end in `codes` (whose buffer offset is a multiple of 4) into `into` from `offset`,
 * with the query's tables: four bytes per 32-bit read, twice as fast as byte by byte.
 */
export function scoreCodes(
  tables: Float32Array,
  codes: Uint8Array,
  count: number,
  into: Float32Array,
  offset = 0,
  /** Only the first this many 32-bit words of each code (a coarse score from the first bits: face-ann.ts). */
  scored = codeBytes / 4,
): void {
  const words = new Uint32Array(codes.buffer, codes.byteOffset, (count * codeBytes) / 4);
  for (let face = 0; face < count; face++) into[offset + face] = scoreCodeAt(tables, words, face, scored);
}
