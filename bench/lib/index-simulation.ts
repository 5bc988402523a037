// bench:faces-index at full size without the database: an EventFaceIndex of N faces whose codes are drawn in the
// rotated space (the rotation is orthogonal, so a random direction rotated is again a random direction: a stranger's
// projections are the shared mean's, rotated once, plus fresh Gaussian noise), and the planted people's faces coded
// by the product (faceCode of their int8 bytes). Measures what does not need the database at 1.5 million faces: the
// index's memory, the scan's time and whether each person's best 20 faces are among the candidates re-ranked.
import { EventFaceIndex } from '../../server/services/find/face-ann.ts';
import {
  codeBits,
  codeBytes,
  faceCode,
  project,
  queryTables,
} from '../../server/services/find/face-codes.ts';
import {
  embeddingLength,
  normaliseEmbedding,
  quantise,
  similarity,
} from '../../server/services/find/face-vectors.ts';
import { castOf, plantedFace, uniform } from './marathon-faces.ts';

export interface SimulatedIndex {
  faces: number;
  bytes: number;
  buildMs: number;
  scanMs: number[];
  /** The same scans in CPU time of this process (the machine is shared). */
  scanCpuMs: number[];
  /** Per candidate count: mean and min recall of each person's exact top 20 planted faces. */
  recall: { candidates: number; mean: number; min: number }[];
  /** Highest exact score of a sample of strangers against any selfie (must stay below the planted top 20's). */
  strangerMax: number;
  plantedTwentiethMin: number;
}

export function simulateIndex(
  faces: number,
  peopleCount: number,
  planted: number,
  counts: number[],
): SimulatedIndex {
  const cast = castOf(peopleCount);
  const meanProjected = project(cast.mean);
  const next = uniform(99);
  // Near-Gaussian, variance 1: three uniforms of variance 1/3 each.
  const gaussian = () => next() + next() + next();
  // rotate() does not normalise (x 32 a round): a unit vector's projections have a standard deviation of 1,024.
  const projectionScale = Math.sqrt(embeddingLength) ** 3 / Math.sqrt(embeddingLength);
  const index = new EventFaceIndex('simulated', 0n);
  const id = new Uint8Array(16);
  const code = new Uint8Array(codeBytes);
  const plantedIds = new Map<number, { person: number; score: number }>();
  let strangerMax = -1;
  const started = performance.now();
  for (let face = 0; face < faces; face++) {
    new DataView(id.buffer).setUint32(12, face);
    const person =
      face % Math.floor(faces / (peopleCount * planted)) === 0 ? plantedIds.size % peopleCount : -1;
    if (person >= 0 && plantedIds.size < peopleCount * planted) {
      const { bytes, scale } = quantise(plantedFace(cast, person, next));
      plantedIds.set(face, { person, score: similarity(cast.people[person]!.selfie, bytes, scale) });
      index.append(id, faceCode(bytes));
      continue;
    }
    const meanWeight = Math.sqrt(0.25 + 0.3 * ((next() + 1) / 2));
    const noiseWeight = Math.sqrt(1 - meanWeight ** 2);
    code.fill(0);
    for (let bit = 0; bit < codeBits; bit++)
      if (meanWeight * meanProjected[bit]! + noiseWeight * projectionScale * gaussian() > 0)
        code[bit >> 3]! |= 1 << (bit & 7);
    index.append(id, code);
    if (face % 100 === 1) {
      // The exact score of a stranger like this one (same weights, drawn in the original space) against the selfies.
      const values = new Float32Array(embeddingLength);
      for (let i = 0; i < embeddingLength; i++)
        values[i] = meanWeight * cast.mean[i]! + (noiseWeight * gaussian()) / Math.sqrt(embeddingLength);
      const { bytes, scale } = quantise(normaliseEmbedding(values));
      for (const searched of cast.people)
        strangerMax = Math.max(strangerMax, similarity(searched.selfie, bytes, scale));
    }
  }
  const buildMs = performance.now() - started;
  const scanMs: number[] = [];
  const scanCpuMs: number[] = [];
  const largest = Math.max(...counts);
  const perCount = counts.map(() => [] as number[]);
  let plantedTwentiethMin = 1;
  cast.people.forEach((searched, person) => {
    const best = [...plantedIds.entries()]
      .filter(([, planted]) => planted.person === person)
      .sort(([, a], [, b]) => b.score - a.score)
      .slice(0, 20);
    plantedTwentiethMin = Math.min(plantedTwentiethMin, best[best.length - 1]![1].score);
    const start = performance.now();
    const cpu = process.cpuUsage();
    const slots = index.candidates(queryTables(searched.selfie), largest);
    scanMs.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    scanCpuMs.push((used.user + used.system) / 1000);
    counts.forEach((count, k) => {
      const chosen = new Set(slots.slice(0, count));
      perCount[k]!.push(best.filter(([slot]) => chosen.has(slot)).length / best.length);
    });
  });
  return {
    faces,
    bytes: index.bytes,
    buildMs,
    scanMs,
    scanCpuMs,
    recall: counts.map((candidates, k) => ({
      candidates,
      mean: perCount[k]!.reduce((sum, value) => sum + value, 0) / perCount[k]!.length,
      min: Math.min(...perCount[k]!),
    })),
    strangerMax,
    plantedTwentiethMin,
  };
}
