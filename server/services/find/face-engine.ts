// Face detection and description for the selfie search: @vladmandic/human (blazeface, facemesh, faceres) on
// tfjs's wasm backend, every model and the wasm read from node_modules. Human's defaults point at a CDN (wasm) and
// at ./models (relative to the working directory), and tfjs reads file:// only through tfjs-node (a binary fetched at
// install), so both paths are set here and file:// models go through a small load router. Spike:
// docs/research/find-yourself-spike.md.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeUpright } from '../images/upright-pixels.ts';
import { embeddingLength, normaliseEmbedding } from './face-vectors.ts';

const require = createRequire(import.meta.url);

/** A face found in a picture: where (in the picture's upright pixels), how sure, and its 1024-d unit vector. */
export interface FoundFace {
  box: { left: number; top: number; width: number; height: number };
  score: number;
  embedding: Float32Array;
}

/** Long side photos are described at: faces of 40 px and more stay findable, at ~0.3 s per photo on one core. */
export const photoLongSide = 1600;
/** A selfie holds one large face: a small copy describes it as well, three times faster. */
export const selfieLongSide = 800;
/** Detections below this are not faces (blazeface's scores for real faces in the samples: 0.6 and more). */
const minFaceScore = 0.5;
/** Faces under this many pixels across (at the described size) carry too little to match on. */
const minFaceSide = 24;

interface HumanFace {
  box: [number, number, number, number];
  score: number;
  faceScore?: number;
  embedding?: number[];
}
interface HumanInstance {
  load(): Promise<void>;
  warmup(): Promise<unknown>;
  detect(input: unknown): Promise<{ face: HumanFace[]; error?: string | null }>;
}
interface Tfjs {
  tensor4d(
    values: Uint8Array,
    shape: [number, number, number, number],
    dtype: 'float32',
  ): { dispose(): void };
  io: {
    registerLoadRouter(router: (url: string | string[]) => unknown): void;
    getModelArtifactsForJSON(
      json: unknown,
      loadWeights: (manifest: { paths: string[]; weights: unknown[] }[]) => Promise<[unknown[], ArrayBuffer]>,
    ): Promise<unknown>;
  };
}

let loading: Promise<{ human: HumanInstance; tf: Tfjs }> | null = null;

/** Registers the file:// loader for model.json files (and the weight files listed next to them). */
function registerFileModels(tf: Tfjs) {
  tf.io.registerLoadRouter((url) => {
    const first = Array.isArray(url) ? url[0] : url;
    if (typeof first !== 'string' || !first.startsWith('file://')) return null;
    const file = new URL(first).pathname;
    return {
      load: () =>
        tf.io.getModelArtifactsForJSON(JSON.parse(readFileSync(file, 'utf8')), async (manifest) => {
          const weights = Buffer.concat(
            manifest.flatMap((group) =>
              group.paths.map((part) => readFileSync(path.join(path.dirname(file), part))),
            ),
          );
          return [
            manifest.flatMap((group) => group.weights),
            weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.length) as ArrayBuffer,
          ];
        }),
    };
  });
}

/** Loads Human and its models once per process (~140 MB, ~0.2-0.5 s), at the first face to describe. */
function engine(): Promise<{ human: HumanInstance; tf: Tfjs }> {
  loading ??= (async () => {
    const tf = require('@tensorflow/tfjs') as Tfjs; // the same instance Human's node-wasm build requires
    registerFileModels(tf);
    // The package's exports name its builds without './', so the wasm build is loaded by path next to the main one.
    const humanDist = path.dirname(require.resolve('@vladmandic/human'));
    const { Human } = require(path.join(humanDist, 'human.node-wasm.js')) as {
      Human: new (config: object) => HumanInstance;
    };
    const wasmFolder = path.dirname(
      require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'),
    );
    const human = new Human({
      backend: 'wasm',
      wasmPath: wasmFolder + path.sep,
      wasmPlatformFetch: false,
      modelBasePath: pathToFileURL(path.join(humanDist, '..', 'models') + path.sep).href,
      // Still photos, one after another: never reuse the previous picture's result.
      cacheModels: false,
      cacheSensitivity: 0,
      skipAllowed: false,
      debug: false,
      async: true,
      filter: { enabled: false },
      gesture: { enabled: false },
      body: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      segmentation: { enabled: false },
      face: {
        enabled: true,
        // Faces under minFaceSide are dropped below: not meshed and described first (crowds hold many, each ~60 ms).
        detector: {
          rotation: true,
          maxDetected: 60,
          minConfidence: 0.3,
          minSize: minFaceSide,
          return: false,
        },
        mesh: { enabled: true }, // faceres describes the mesh-aligned crop
        description: { enabled: true },
        iris: { enabled: false },
        emotion: { enabled: false },
        attention: { enabled: false },
        antispoof: { enabled: false },
        liveness: { enabled: false },
      },
    });
    await human.load();
    await human.warmup();
    return { human, tf };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** One picture at a time per process: tfjs's wasm backend runs on this thread and Human keeps per-call state. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => {});
  return next;
}

/**
 * The faces of a picture (a photo's original or a selfie), largest first. The picture is decoded upright and
 * described at most `longSide` px on its long side; boxes come back in the upright picture's own pixels.
 */
export async function findFaces(input: Buffer | string, longSide = photoLongSide): Promise<FoundFace[]> {
  const { data, width, height, scale } = await decodeUpright(input, longSide, {
    limitInputPixels: 100_000_000,
  });
  const { human, tf } = await engine();
  const faces = await oneAtATime(async () => {
    const tensor = tf.tensor4d(
      new Uint8Array(data.buffer, data.byteOffset, data.length),
      [1, height, width, 3],
      'float32',
    );
    try {
      const result = await human.detect(tensor);
      if (result.error) throw new Error(`Face detection failed: ${result.error}`);
      return result.face;
    } finally {
      tensor.dispose();
    }
  });
  return faces
    .filter(
      (face) =>
        face.embedding?.length === embeddingLength &&
        (face.faceScore ?? face.score) >= minFaceScore &&
        Math.min(face.box[2], face.box[3]) >= minFaceSide,
    )
    .map((face) => ({
      box: {
        left: Math.max(0, Math.round(face.box[0] * scale)),
        top: Math.max(0, Math.round(face.box[1] * scale)),
        width: Math.round(face.box[2] * scale),
        height: Math.round(face.box[3] * scale),
      },
      score: face.faceScore ?? face.score,
      embedding: normaliseEmbedding(face.embedding!),
    }))
    .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
}
