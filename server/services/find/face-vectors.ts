// Face vectors as stored and compared: unit-length 1024-d embeddings kept as 1,024 signed bytes plus one scale
// (1 KB a face instead of 4 KB as float32, so an event's faces are read four times faster), and the cosine of a
// query against them computed here, in the process that asks (neither database here has pgvector: bench/find.ts
// measures this against a float array compared in SQL).

/** Faceres (Human's description model) describes a face with this many numbers. */
export const embeddingLength = 1024;

/** The embedding scaled to unit length (cosine similarity becomes a dot product). */
export function normaliseEmbedding(values: ArrayLike<number>): Float32Array {
  const vector = Float32Array.from(values);
  let sum = 0;
  for (const value of vector) sum += value * value;
  const norm = Math.sqrt(sum) || 1;
  for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
  return vector;
}

export interface QuantisedVector {
  /** One signed byte per dimension: round(value / scale). */
  bytes: Uint8Array<ArrayBuffer>;
  /** value ≈ byte * scale (the largest magnitude maps to 127). */
  scale: number;
}

/** A unit vector as signed bytes: the cosine it gives differs from float32's by less than 0.005 (tested). */
export function quantise(vector: Float32Array): QuantisedVector {
  let largest = 0;
  for (const value of vector) largest = Math.max(largest, Math.abs(value));
  const scale = largest / 127 || 1;
  const signed = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i++) signed[i] = Math.round(vector[i]! / scale);
  return { bytes: new Uint8Array(signed.buffer), scale };
}

/** The cosine between a unit query and a stored vector (the signed bytes as the database returns them). */
export function similarity(query: Float32Array, stored: Uint8Array, scale: number): number {
  const signed = new Int8Array(stored.buffer, stored.byteOffset, stored.byteLength);
  const length = Math.min(query.length, signed.length);
  let dot = 0;
  for (let i = 0; i < length; i++) dot += query[i]! * signed[i]!;
  return dot * scale;
}

/** Plain cosine of two vectors (benchmarks and tests). */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  return dot / (Math.sqrt(normA * normB) || 1);
}
