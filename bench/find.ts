// bench:find: search by race number on synthetic race photos (server/services/find/synthetic-bibs.ts: bibs in 8
// fonts of this machine, 3 sizes, tilted up to 10 degrees, random backgrounds, a banner with a year and a blank sign as
// distractors). Each photo goes through what the photo-bib-index job runs (decode, propose, OCR with one tesseract
// worker), timed without the drawing; then every true number and as many absent ones are searched with the
// product's ranking (server/domain/race-numbers.ts). Prints precision and recall of the search, of the numbers read,
// photos/s for this one worker and the process's peak RSS (tesseract's worker thread included). Then the selfie search
// (find-faces.ts); `--only=bibs` or `--only=faces` runs one half.
//   npm run bench:find -- --photos=500 --large=10

import { type RecognisedNumberRow, rankNumberMatches } from '../server/domain/race-numbers.ts';
import { decodePhoto, proposeBibRegions } from '../server/services/find/bib-detect.ts';
import { BibReader } from '../server/services/find/bib-ocr.ts';
import { renderSyntheticRacePhoto } from '../server/services/find/synthetic-bibs.ts';
import { runFaceBench } from './find-faces.ts';
import { numberOption, option } from './lib/args.ts';
import { peakRss, resetPeakRss } from './lib/peak-rss.ts';
import { median, percentile, printTable, type Row, round, writeResults } from './lib/results.ts';

const photoCount = numberOption('photos', 500);
/** Photos drawn at camera size (6000 x 4000) to time the decode of a real original; 0 to skip. */
const largeCount = numberOption('large', 10);
/** Bib size factors, in turn: 150-330 px wide on a 1600 px photo, then 70 % and 50 % of that. */
const bibScales = [1, 0.7, 0.5];

interface Measured {
  label: string;
  photos: number;
  bibs: number;
  rows: RecognisedNumberRow[];
  truth: Map<string, Set<string>>;
  msPerPhoto: number[];
  proposals: number;
  wallMs: number;
  /** Peak RSS while indexing (MB), the worker thread included. */
  peakMb: number;
}

async function run(label: string, count: number, width: number, firstSeed: number, reader: BibReader) {
  const measured: Measured = {
    label,
    photos: count,
    bibs: 0,
    rows: [],
    truth: new Map(),
    msPerPhoto: [],
    proposals: 0,
    wallMs: 0,
    peakMb: 0,
  };
  for (let index = 0; index < count; index++) {
    const seed = firstSeed + index;
    const picture = await renderSyntheticRacePhoto(seed, {
      width,
      bibScale: bibScales[index % bibScales.length],
    });
    const photoId = `photo-${seed}`;
    for (const bib of picture.bibs) {
      measured.bibs++;
      const photos = measured.truth.get(bib.number) ?? new Set<string>();
      photos.add(photoId);
      measured.truth.set(bib.number, photos);
    }
    // The indexing's own peak: the drawing before it (a 6000 px photo is 72 MB of pixels) is not counted.
    resetPeakRss();
    const start = performance.now();
    const photo = await decodePhoto(picture.jpeg);
    const regions = await proposeBibRegions(photo);
    const numbers = await reader.numbers(photo, regions);
    const took = performance.now() - start;
    measured.msPerPhoto.push(took);
    measured.wallMs += took;
    measured.proposals += regions.length;
    measured.peakMb = Math.max(measured.peakMb, peakRss() / 2 ** 20);
    for (const { number, confidence } of numbers) measured.rows.push({ photoId, number, confidence });
    if ((index + 1) % 50 === 0) console.log(`${label}: ${index + 1}/${count} photos`);
  }
  return measured;
}

function quality(measured: Measured) {
  // The numbers read: right when the photo carries that bib.
  const readRight = measured.rows.filter((row) => measured.truth.get(row.number)?.has(row.photoId)).length;
  const bibsRead = [...measured.truth.entries()].reduce(
    (sum, [number, photos]) =>
      sum +
      [...photos].filter((id) => measured.rows.some((r) => r.photoId === id && r.number === number)).length,
    0,
  );
  // The searches: every true number, and as many numbers of the same lengths that no bib carries.
  const queries = [...measured.truth.keys()];
  let absent = 0;
  for (let n = 100; absent < queries.length && n < 100_000; n += 97) {
    const candidate = String(n);
    if (!measured.truth.has(candidate)) {
      queries.push(candidate);
      absent++;
    }
  }
  let returned = 0;
  let correct = 0;
  let relevant = 0;
  let found = 0;
  let topRight = 0;
  let withAnswer = 0;
  for (const query of queries) {
    const answer = rankNumberMatches(measured.rows, query);
    const truth = measured.truth.get(query) ?? new Set<string>();
    returned += answer.length;
    correct += answer.filter((id) => truth.has(id)).length;
    relevant += truth.size;
    found += [...truth].filter((id) => answer.includes(id)).length;
    if (truth.size) {
      withAnswer++;
      if (answer[0] && truth.has(answer[0])) topRight++;
    }
  }
  return {
    queries: queries.length,
    readPrecision: measured.rows.length ? readRight / measured.rows.length : 1,
    readRecall: measured.bibs ? bibsRead / measured.bibs : 1,
    absent,
    precision: returned ? correct / returned : 1,
    recall: relevant ? found / relevant : 1,
    firstRight: withAnswer ? topRight / withAnswer : 1,
  };
}

async function runBibBench() {
  const reader = new BibReader();
  const started = performance.now();
  // The model loads with the first photo; its start is timed apart.
  const warm = await renderSyntheticRacePhoto(0);
  const initStart = performance.now();
  await reader.numbers(await decodePhoto(warm.jpeg));
  const initMs = performance.now() - initStart;

  const runs: Measured[] = [await run(`${photoCount} photos 1600x1067`, photoCount, 1600, 1, reader)];
  if (largeCount > 0)
    runs.push(await run(`${largeCount} photos 6000x4000`, largeCount, 6000, 100_001, reader));
  await reader.close();

  const rows: Row[] = [];
  const figures = runs.map((measured) => {
    const q = quality(measured);
    const perPhoto = { median: median(measured.msPerPhoto), p99: percentile(measured.msPerPhoto, 99) };
    const photosPerSecond = measured.photos / (measured.wallMs / 1000);
    rows.push({
      set: measured.label,
      bibs: measured.bibs,
      searches: `${q.queries} (${q.absent} absent)`,
      'search precision': round(q.precision, 3),
      'search recall': round(q.recall, 3),
      'right photo first': round(q.firstRight, 3),
      'read P / R': `${round(q.readPrecision, 3)} / ${round(q.readRecall, 3)}`,
      'ms/photo p50 / p99': `${Math.round(perPhoto.median)} / ${Math.round(perPhoto.p99)}`,
      'photos/s (1 worker)': round(photosPerSecond, 2),
      'peak RSS MB': Math.round(measured.peakMb),
    });
    return {
      ...measured,
      rows: undefined,
      truth: undefined,
      msPerPhoto: perPhoto,
      photosPerSecond,
      quality: q,
    };
  });
  printTable('Search by race number (bench:find)', rows);
  console.log(
    `\nModel load + first photo: ${Math.round(initMs)} ms. Peak RSS is the process's while indexing (tesseract's worker thread included). Whole run: ${Math.round((performance.now() - started) / 1000)} s.`,
  );
  await writeResults('find', { initMs, runs: figures });
}

const only = option('only');
if (only !== undefined && only !== 'bibs' && only !== 'faces')
  throw new Error('--only must be bibs or faces');
if (only !== 'faces') await runBibBench();
if (only !== 'bibs') await runFaceBench();
