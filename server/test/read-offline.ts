// Reads faces and race numbers once, as the indexing jobs do, and prints what it found (run with no-network.mjs
// preloaded, from an empty working directory, by offline-models.test.ts).

import { decodePhoto } from '../services/find/bib-detect.ts';
import { BibReader } from '../services/find/bib-ocr.ts';
import { findFaces } from '../services/find/face-engine.ts';
import { renderSyntheticRacePhoto } from '../services/find/synthetic-bibs.ts';
import { samplePhotoPath } from './face-samples.ts';

const faces = await findFaces(samplePhotoPath(1));
const race = await renderSyntheticRacePhoto(1, { bibCount: 1 });
const reader = new BibReader();
const numbers = await reader.numbers(await decodePhoto(race.jpeg));
await reader.close();
console.log(
  JSON.stringify({
    faces: faces.length,
    numbers: numbers.map((found) => found.number),
    drawn: race.bibs[0]!.number,
  }),
);
