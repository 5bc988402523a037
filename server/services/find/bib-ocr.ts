// The OCR half of race-number recognition: tesseract.js reading digits only, with the English LSTM model shipped
// in @tesseract.js-data/eng. Everything is read from node_modules: the model by path (a URL, even file://, would go
// through fetch), the core wasm by require in tesseract's worker thread. Nothing is written either (cacheMethod
// 'none': the default writes eng.traineddata into the working directory).
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { hasFullRaceNumber, raceNumberTokens } from '../../domain/race-numbers.ts';
import { type BibRegion, cropForOcr, type DecodedPhoto, proposeBibRegions } from './bib-detect.ts';

const require = createRequire(import.meta.url);
/** The integer-quantised "best" LSTM model (2.9 MB): faster to load and better on digits than the legacy one. */
const modelFolder = path.join(path.dirname(require.resolve('@tesseract.js-data/eng')), '4.0.0_best_int');

export interface RecognisedNumber {
  number: string;
  /** The OCR's confidence in the crop it was read from, 0..1. */
  confidence: number;
  /** Where, in the original photo's upright pixels. */
  box: { left: number; top: number; width: number; height: number };
}

/** One tesseract worker (a worker thread holding the model, ~150 MB), made at the first photo and kept. */
export class BibReader {
  #worker: Promise<Worker> | null = null;

  #start(): Promise<Worker> {
    this.#worker ??= (async () => {
      const worker = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: modelFolder,
        gzip: true,
        cacheMethod: 'none',
        logger: () => {},
        errorHandler: () => {},
      });
      await worker.setParameters({
        tessedit_char_whitelist: '0123456789',
        tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
        user_defined_dpi: '300',
        // Tesseract's own notices ("Line cannot be recognized!!") go to the wasm's /dev/null, not the logs.
        debug_file: '/dev/null',
      });
      return worker;
    })().catch((error: unknown) => {
      this.#worker = null;
      throw error;
    });
    return this.#worker;
  }

  async #read(png: Buffer): Promise<{ tokens: string[]; confidence: number }> {
    const worker = await this.#start();
    const { data } = await worker.recognize(png);
    return {
      tokens: raceNumberTokens(data.text),
      confidence: Math.max(0, Math.min(1, data.confidence / 100)),
    };
  }

  /**
   * The race numbers on a decoded photo: each proposed bib read binarised, and once more in greyscale when that
   * found no 3-5 digit number (a 1-2 digit reading stands only when greyscale finds no longer one). A number read
   * on two bibs keeps its best reading.
   */
  async numbers(photo: DecodedPhoto, regions?: BibRegion[]): Promise<RecognisedNumber[]> {
    const found = new Map<string, RecognisedNumber>();
    for (const region of regions ?? (await proposeBibRegions(photo))) {
      let reading = await this.#read(await cropForOcr(photo, region));
      if (!hasFullRaceNumber(reading.tokens)) {
        const grey = await this.#read(await cropForOcr(photo, region, { binarise: false }));
        if (hasFullRaceNumber(grey.tokens) || !reading.tokens.length) reading = grey;
      }
      for (const number of reading.tokens) {
        const known = found.get(number);
        if (known && known.confidence >= reading.confidence) continue;
        found.set(number, {
          number,
          confidence: reading.confidence,
          box: {
            left: Math.round(region.left * photo.scale),
            top: Math.round(region.top * photo.scale),
            width: Math.round(region.width * photo.scale),
            height: Math.round(region.height * photo.scale),
          },
        });
      }
    }
    return [...found.values()];
  }

  /** Ends the worker thread (at shutdown; a later photo would start a new one). */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }
}

let shared: BibReader | null = null;

/** This process's reader: job workers share one, so one OCR model is loaded per process. */
export function sharedBibReader(): BibReader {
  shared ??= new BibReader();
  return shared;
}

/** Ends this process's reader, if one was started (shutdown). */
export async function closeSharedBibReader(): Promise<void> {
  const reader = shared;
  shared = null;
  await reader?.close();
}
