// bench:find, faces: the selfie search on the 22 people of @vladmandic/face-api's sample group photos. A gallery of
// augmented copies (crops, scale, brightness, JPEG, rotation, mirror) is indexed with the product's findFaces, each
// person's face is cropped as a selfie (clean, and small and darker) and searched with rankFaceMatches; then the
// similarity distributions and thresholds (with Human's faces.json, real photos of 36 people), indexing speed and
// memory, and the search at 20,000 photos stored as the product stores them against a float array compared in SQL.
//   npm run bench:find -- --only=faces --face-photos=20000 --face-large=6   (DATABASE_URL or BENCH_POSTGRES_URL adds PostgreSQL)

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { faceMatchThreshold, rankFaceMatches, type ScoredFace } from '../server/domain/face-match.ts';
import { type FoundFace, findFaces, selfieLongSide } from '../server/services/find/face-engine.ts';
import { describeSelfie } from '../server/services/find/face-index.ts';
import { cosine, normaliseEmbedding, quantise, similarity } from '../server/services/find/face-vectors.ts';
import { numberOption } from './lib/args.ts';
import { measureFaceStorage, type StorageFigures } from './lib/face-storage.ts';
import { peakRss, resetPeakRss } from './lib/peak-rss.ts';
import { median, percentile, printTable, type Row, round, writeResults } from './lib/results.ts';

const require = createRequire(import.meta.url);
const faceApiDemo = path.join(path.dirname(require.resolve('@vladmandic/face-api')), '..', 'demo');
// Human's exports name no demo file: found next to its main entry, as face-engine.ts finds its models.
const facesJson = path.join(
  path.dirname(require.resolve('@vladmandic/human')),
  '..',
  'demo',
  'facematch',
  'faces.json',
);

/** The thresholds the table walks, and the false-match rate the recommendation allows. */
const thresholds = [0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75];
const allowedFalseMatchRate = 0.01;

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One augmented copy of a sample and how a box of the sample lands in it. */
interface Augmentation {
  name: string;
  make(image: Sharp, width: number, height: number): Sharp;
  map(box: Box, width: number, height: number): Box;
  quality?: number;
}

const shifted = (box: Box, dx: number, dy: number, factor = 1): Box => ({
  left: (box.left - dx) * factor,
  top: (box.top - dy) * factor,
  width: box.width * factor,
  height: box.height * factor,
});

/** The upright box around a box turned `degrees` clockwise about the picture's centre (sharp's rotate grows the canvas). */
function rotated(box: Box, width: number, height: number, degrees: number): Box {
  const angle = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const newWidth = width * cos + height * sin;
  const newHeight = width * sin + height * cos;
  const corners = [
    [box.left, box.top],
    [box.left + box.width, box.top],
    [box.left, box.top + box.height],
    [box.left + box.width, box.top + box.height],
  ].map(([x, y]) => {
    const dx = x! - width / 2;
    const dy = y! - height / 2;
    return [dx * cos - dy * sin + newWidth / 2, dx * sin + dy * cos + newHeight / 2] as const;
  });
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return {
    left: Math.min(...xs),
    top: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
}

const augmentations: Augmentation[] = [
  {
    name: 'crop 80 % centre',
    make: (image, w, h) =>
      image.extract({
        left: Math.round(w * 0.1),
        top: Math.round(h * 0.1),
        width: Math.round(w * 0.8),
        height: Math.round(h * 0.8),
      }),
    map: (box, w, h) => shifted(box, Math.round(w * 0.1), Math.round(h * 0.1)),
  },
  {
    name: 'crop 70 % off-centre',
    make: (image, w, h) =>
      image.extract({
        left: Math.round(w * 0.25),
        top: Math.round(h * 0.05),
        width: Math.round(w * 0.7),
        height: Math.round(h * 0.7),
      }),
    map: (box, w, h) => shifted(box, Math.round(w * 0.25), Math.round(h * 0.05)),
  },
  {
    name: 'scale 0.5',
    make: (image, w) => image.resize(Math.round(w / 2)),
    map: (box, w) => shifted(box, 0, 0, Math.round(w / 2) / w),
  },
  {
    name: 'brightness x1.3',
    make: (image) => image.modulate({ brightness: 1.3 }),
    map: (box) => box,
  },
  {
    name: 'brightness x0.7',
    make: (image) => image.modulate({ brightness: 0.7 }),
    map: (box) => box,
  },
  { name: 'JPEG q40', make: (image) => image, map: (box) => box, quality: 40 },
  {
    name: 'rotated 5°',
    make: (image) => image.rotate(5, { background: '#000000' }),
    map: (box, w, h) => rotated(box, w, h, 5),
  },
  {
    name: 'mirrored',
    make: (image) => image.flop(),
    map: (box, w) => ({ ...box, left: w - box.left - box.width }),
  },
];

function intersection(a: Box, b: Box): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

function iou(a: Box, b: Box): number {
  const shared = intersection(a, b);
  return shared / (a.width * a.height + b.width * b.height - shared);
}

interface Person {
  id: string;
  sample: number;
  box: Box;
}

interface GalleryFace {
  personId: string | null;
  bytes: Uint8Array;
  scale: number;
}

interface GalleryPhoto {
  id: string;
  augmentation: string;
  faces: GalleryFace[];
  /** The people whose face lies at least half inside this copy. */
  people: Set<string>;
}

interface Timed {
  ms: number[];
  peakMb: number;
  /** The process's CPU time (every thread: wasm, libvips) per picture: what a worker's core spends, whatever the load. */
  cpuMs?: number[];
}

function timedSummary(label: string, timed: Timed, extra: Row = {}): Row {
  const total = timed.ms.reduce((sum, ms) => sum + ms, 0);
  return {
    pictures: label,
    count: timed.ms.length,
    'ms p50 / p99': `${Math.round(median(timed.ms))} / ${Math.round(percentile(timed.ms, 99))}`,
    'per second (1 worker)': round(timed.ms.length / (total / 1000), 2),
    'peak RSS MB': Math.round(timed.peakMb),
    ...(timed.cpuMs?.length && {
      'CPU ms p50': Math.round(median(timed.cpuMs)),
      'per CPU second': round(timed.cpuMs.length / (timed.cpuMs.reduce((sum, ms) => sum + ms, 0) / 1000), 2),
    }),
    ...extra,
  };
}

async function timedFind(input: Buffer, longSide: number | undefined, timed: Timed): Promise<FoundFace[]> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const faces = await findFaces(input, longSide);
  timed.ms.push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  timed.cpuMs = [...(timed.cpuMs ?? []), (used.user + used.system) / 1000];
  timed.peakMb = Math.max(timed.peakMb, peakRss() / 2 ** 20);
  return faces;
}

/** The gallery: every augmentation of every sample, indexed with findFaces at the photos' size. */
async function buildGallery(samples: Buffer[], people: Person[], indexing: Timed) {
  const gallery: GalleryPhoto[] = [];
  let unmatched = 0;
  resetPeakRss();
  for (const [index, sample] of samples.entries()) {
    const { width, height } = await sharp(sample).metadata();
    const inSample = people.filter((person) => person.sample === index + 1);
    for (const augmentation of augmentations) {
      const jpeg = await augmentation
        .make(sharp(sample), width!, height!)
        .jpeg({ quality: augmentation.quality ?? 90 })
        .toBuffer();
      const frame = await sharp(jpeg).metadata();
      const frameBox = { left: 0, top: 0, width: frame.width!, height: frame.height! };
      const expected = inSample.map((person) => ({
        person,
        box: augmentation.map(person.box, width!, height!),
      }));
      const faces = await timedFind(jpeg, undefined, indexing);
      const photo: GalleryPhoto = {
        id: `sample${index + 1} ${augmentation.name}`,
        augmentation: augmentation.name,
        faces: [],
        people: new Set(
          expected
            .filter(({ box }) => intersection(box, frameBox) >= 0.5 * box.width * box.height)
            .map(({ person }) => person.id),
        ),
      };
      for (const face of faces) {
        const best = expected
          .map(({ person, box }) => ({ person, overlap: iou(face.box, box) }))
          .sort((a, b) => b.overlap - a.overlap)[0];
        const personId = best && best.overlap >= 0.3 ? best.person.id : null;
        if (!personId) unmatched++;
        photo.faces.push({ personId, ...quantise(face.embedding) });
      }
      gallery.push(photo);
    }
  }
  return { gallery, unmatched };
}

/** A selfie cut from the sample around a person's face (the box grown 40 %), as a phone would send it. */
async function selfie(sample: Buffer, person: Person, degraded: boolean): Promise<Buffer> {
  const { width, height } = await sharp(sample).metadata();
  const grow = 0.2;
  const left = Math.max(0, Math.round(person.box.left - person.box.width * grow));
  const top = Math.max(0, Math.round(person.box.top - person.box.height * grow));
  const region = {
    left,
    top,
    width: Math.min(width! - left, Math.round(person.box.width * (1 + 2 * grow))),
    height: Math.min(height! - top, Math.round(person.box.height * (1 + 2 * grow))),
  };
  const crop = sharp(sample).extract(region);
  if (!degraded) {
    return crop.resize(selfieLongSide, selfieLongSide, { fit: 'inside' }).jpeg({ quality: 90 }).toBuffer();
  }
  // A small face (160 px across) in a dim, compressed picture.
  const factor = 160 / person.box.width;
  return crop
    .resize(Math.round(region.width * factor))
    .modulate({ brightness: 0.75 })
    .jpeg({ quality: 60 })
    .toBuffer();
}

interface QueryResult {
  person: Person;
  kind: 'clean' | 'degraded';
  embedding: Float32Array | null;
}

function retrieval(queries: QueryResult[], gallery: GalleryPhoto[]): Row {
  let top1 = 0;
  let top5 = 0;
  let relevant = 0;
  let found = 0;
  let returned = 0;
  let described = 0;
  for (const query of queries) {
    const truth = new Set(
      gallery.filter((photo) => photo.people.has(query.person.id)).map((photo) => photo.id),
    );
    relevant += truth.size;
    if (!query.embedding) continue;
    described++;
    const scored: ScoredFace[] = gallery.flatMap((photo) =>
      photo.faces.map((face) => ({
        photoId: photo.id,
        similarity: similarity(query.embedding!, face.bytes, face.scale),
      })),
    );
    const ranking = rankFaceMatches(scored, -1);
    if (ranking[0] && truth.has(ranking[0].photoId)) top1++;
    if (ranking.slice(0, 5).some((match) => truth.has(match.photoId))) top5++;
    const answer = rankFaceMatches(scored);
    returned += answer.length;
    found += answer.filter((match) => truth.has(match.photoId)).length;
  }
  return {
    selfies: `${queries[0]?.kind} (${described}/${queries.length} with a face)`,
    'right photo first': fixed(top1 / queries.length),
    'a right photo in top 5': fixed(top5 / queries.length),
    [`recall at ${faceMatchThreshold}`]: fixed(found / relevant),
    [`precision at ${faceMatchThreshold}`]: returned ? fixed(found / returned) : 'none returned',
    'photos returned / right ones': `${returned} / ${relevant}`,
  };
}

interface PairSet {
  label: string;
  same: number[];
  different: number[];
}

/** Same- and different-person similarities between the selfies and the gallery's faces. */
function galleryPairs(label: string, queries: QueryResult[], gallery: GalleryPhoto[]): PairSet {
  const set: PairSet = { label, same: [], different: [] };
  for (const query of queries) {
    if (!query.embedding) continue;
    for (const face of gallery.flatMap((photo) => photo.faces)) {
      if (!face.personId) continue;
      const value = similarity(query.embedding, face.bytes, face.scale);
      (face.personId === query.person.id ? set.same : set.different).push(value);
    }
  }
  return set;
}

/** Human's faces.json: 40 embeddings of 36 named people (real, separate photos); pairs by name. */
function facesJsonPairs(): PairSet & { people: number; embeddings: number } {
  const entries = JSON.parse(readFileSync(facesJson, 'utf8')) as { name: string; embedding: number[] }[];
  const vectors = entries.map((entry) => ({ name: entry.name, vector: normaliseEmbedding(entry.embedding) }));
  const set: PairSet = { label: "Human's faces.json (real photos)", same: [], different: [] };
  for (let i = 0; i < vectors.length; i++) {
    for (let j = i + 1; j < vectors.length; j++) {
      const value = cosine(vectors[i]!.vector, vectors[j]!.vector);
      (vectors[i]!.name === vectors[j]!.name ? set.same : set.different).push(value);
    }
  }
  return { ...set, people: new Set(entries.map((entry) => entry.name)).size, embeddings: entries.length };
}

const fixed = (value: number, digits = 3) => (Number.isFinite(value) ? value.toFixed(digits) : '');
const percent = (value: number) => `${(value * 100).toFixed(2)} %`;

const rate = (values: number[], threshold: number) =>
  values.length ? values.filter((value) => value >= threshold).length / values.length : Number.NaN;

function distributionRow(set: PairSet): Row {
  const show = (values: number[], p: number) => (values.length ? fixed(percentile(values, p)) : '');
  return {
    pairs: set.label,
    'same: n': set.same.length,
    'same min / p05 / p50': `${show(set.same, 0)} / ${show(set.same, 5)} / ${show(set.same, 50)}`,
    'different: n': set.different.length,
    'different p50 / p95 / p99 / max': `${show(set.different, 50)} / ${show(set.different, 95)} / ${show(set.different, 99)} / ${show(set.different, 100)}`,
  };
}

export async function runFaceBench(): Promise<void> {
  const started = performance.now();
  const storagePhotos = numberOption('face-photos', 20_000);
  const largeCount = numberOption('face-large', 6);
  const samples = [1, 2, 3, 4, 5, 6].map((n) => readFileSync(path.join(faceApiDemo, `sample${n}.jpg`)));

  // Human loads with the first picture; its start is timed apart.
  const initStart = performance.now();
  await findFaces(samples[0]!);
  const initMs = performance.now() - initStart;

  const people: Person[] = [];
  for (const [index, sample] of samples.entries()) {
    const faces = await findFaces(sample);
    for (const [k, face] of faces.entries()) {
      people.push({ id: `sample${index + 1}#${k + 1}`, sample: index + 1, box: face.box });
    }
  }

  const indexing: Timed = { ms: [], peakMb: 0 };
  const { gallery, unmatched } = await buildGallery(samples, people, indexing);

  const selfieTimes: Timed = { ms: [], peakMb: 0 };
  const queries: QueryResult[] = [];
  resetPeakRss();
  for (const kind of ['clean', 'degraded'] as const) {
    for (const person of people) {
      const bytes = await selfie(samples[person.sample - 1]!, person, kind === 'degraded');
      const start = performance.now();
      const cpu = process.cpuUsage();
      const embedding = await describeSelfie(bytes).catch(() => null);
      selfieTimes.ms.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      selfieTimes.cpuMs = [...(selfieTimes.cpuMs ?? []), (used.user + used.system) / 1000];
      selfieTimes.peakMb = Math.max(selfieTimes.peakMb, peakRss() / 2 ** 20);
      queries.push({ person, kind, embedding });
    }
  }

  // Camera-size originals: a sample enlarged to 6000x4000 (the drawing is not timed).
  const large: Timed = { ms: [], peakMb: 0 };
  const largeFaces: number[] = [];
  for (let index = 0; index < largeCount; index++) {
    const camera = await sharp(samples[index % samples.length]!)
      .resize(6000, 4000, { fit: 'cover' })
      .jpeg({ quality: 90 })
      .toBuffer();
    resetPeakRss();
    largeFaces.push((await timedFind(camera, undefined, large)).length);
  }

  const retrievalRows = (['clean', 'degraded'] as const).map((kind) =>
    retrieval(
      queries.filter((query) => query.kind === kind),
      gallery,
    ),
  );
  const faceWidths = people.map((person) => person.box.width);
  printTable(
    `Selfie search: ${people.length} people of 6 sample group photos (faces ${Math.min(...faceWidths)}-${Math.max(...faceWidths)} px wide on 1920 px), gallery of ${gallery.length} augmented copies (${gallery.reduce((sum, photo) => sum + photo.faces.length, 0)} faces found, ${unmatched} not mapped to a person)`,
    retrievalRows,
  );
  const perAugmentation: Row[] = augmentations.map((augmentation) => {
    const photos = gallery.filter((photo) => photo.augmentation === augmentation.name);
    const present = photos.reduce((sum, photo) => sum + photo.people.size, 0);
    const mapped = photos.reduce(
      (sum, photo) => sum + new Set(photo.faces.map((face) => face.personId).filter(Boolean)).size,
      0,
    );
    const clean = galleryPairs(
      '',
      queries.filter((query) => query.kind === 'clean'),
      photos,
    );
    return {
      copy: augmentation.name,
      'people in frame': present,
      'found and mapped': mapped,
      'same-person similarity min / p50 (clean selfie)': `${fixed(percentile(clean.same, 0))} / ${fixed(median(clean.same))}`,
    };
  });
  printTable('Faces found per augmentation', perAugmentation);

  const sets = [
    galleryPairs(
      'clean selfie vs gallery faces',
      queries.filter((query) => query.kind === 'clean'),
      gallery,
    ),
    galleryPairs(
      'degraded selfie vs gallery faces',
      queries.filter((query) => query.kind === 'degraded'),
      gallery,
    ),
  ];
  const human = facesJsonPairs();
  sets.push(human);
  printTable('Cosine similarity of same- and different-person pairs', sets.map(distributionRow));

  const allDifferent = sets.flatMap((set) => set.different);
  const thresholdRows: Row[] = thresholds.map((threshold) => ({
    threshold: threshold.toFixed(2),
    'recall: clean selfie': fixed(rate(sets[0]!.same, threshold)),
    'recall: degraded selfie': fixed(rate(sets[1]!.same, threshold)),
    'recall: faces.json': fixed(rate(human.same, threshold)),
    'false matches: selfies vs gallery': percent(
      rate([...sets[0]!.different, ...sets[1]!.different], threshold),
    ),
    'false matches: faces.json': percent(rate(human.different, threshold)),
    'false matches: all different pairs': percent(rate(allDifferent, threshold)),
    // What the rate means for one search of a 20,000-photo event with 3 faces a photo.
    'wrong faces per search of 60,000': Math.round(rate(allDifferent, threshold) * 60_000),
  }));
  printTable(
    'Thresholds (recall of same-person pairs, false-match rate of different-person pairs)',
    thresholdRows,
  );
  const recommended = thresholds.find((threshold) => rate(allDifferent, threshold) <= allowedFalseMatchRate);
  console.log(
    `\nRule: the lowest threshold of ${thresholds[0]}..${thresholds.at(-1)} (step 0.05) whose false-match rate over all ${allDifferent.length} different-person pairs (both sets) is <= ${allowedFalseMatchRate * 100} %.` +
      `\nRecommended threshold: ${recommended ?? 'none of them'} (the product uses ${faceMatchThreshold}).` +
      `\nfaces.json: ${human.embeddings} embeddings of ${human.people} people; its same-person pairs (${human.same.map((value) => round(value, 3)).join(', ')}) are real photos apart, the augmented ones are copies of one photo.`,
  );

  const speedRows = [
    timedSummary(`gallery copies at ≤1600 px (${gallery.length} photos, 960-1920 px)`, indexing),
    timedSummary(`selfies at ${selfieLongSide} px (describeSelfie)`, selfieTimes),
  ];
  if (large.ms.length) {
    speedRows.push(
      timedSummary('6000x4000 originals (a sample enlarged)', large, { faces: largeFaces.join(' ') }),
    );
  }
  printTable('Face indexing speed and memory (findFaces, one process)', speedRows);
  console.log(
    `\nHuman's load + first photo: ${Math.round(initMs)} ms. Peak RSS: the process's high-water mark (VmHWM) within each set.`,
  );

  const storage: StorageFigures[] = [];
  if (storagePhotos > 0) storage.push(await measureFaceStorage('pglite', storagePhotos));
  const postgresUrl = process.env.DATABASE_URL ?? process.env.BENCH_POSTGRES_URL;
  if (storagePhotos > 0 && postgresUrl?.startsWith('postgres')) {
    storage.push(await measureFaceStorage('postgres', storagePhotos, postgresUrl));
  }
  if (storage.length)
    printTable(
      `Search at ${storagePhotos.toLocaleString('en')} photos x 3 faces: the product's int8 bytea scored in Node vs real[] compared in SQL`,
      storage.map((figures) => figures.row),
    );
  for (const figures of storage) console.log(figures.note);
  const load = os.loadavg().map((value) => value.toFixed(1));
  console.log(
    `\nFaces part: ${Math.round((performance.now() - started) / 1000)} s; load average at the end ${load.join(' / ')} (1/5/15 min) on ${os.cpus().length} cores.`,
  );

  await writeResults('find-faces', {
    loadAverage: os.loadavg(),
    initMs,
    people: people.length,
    galleryPhotos: gallery.length,
    retrieval: retrievalRows,
    perAugmentation,
    distributions: sets.map(distributionRow),
    thresholds: thresholdRows,
    recommendedThreshold: recommended ?? null,
    speed: speedRows,
    storage: storage.map((figures) => ({ ...figures.row, note: figures.note })),
  });
}
