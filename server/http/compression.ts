// Compression of the API's answers (/graphql and /api JSON, and pages made in memory) in Brotli or gzip, as the
// browser accepts: the gallery's route answer is ~80 KB of JSON and ~6.5 KB gzipped, most of a second on a phone's
// link. The web app's files go out in the build's own compressed copies (client-files.ts) and photos compress no
// further: neither is touched.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

/** Below this a body fits in one packet anyway: compressing it saves nothing worth the CPU. */
export const compressionThreshold = 1024;

/** Dynamic answers: Brotli's quality 5 beats gzip's best on JSON in about gzip's time (11 is for build time). */
const brotliQuality = 5;

const compressors = {
  br: (bytes: Uint8Array) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
  gzip: (bytes: Uint8Array) => promisify(gzip)(bytes, { level: 6 }),
} as const;

export type ContentCoding = keyof typeof compressors;

/** The same codings as streams, for answers written as they are read (a gallery's every photo). */
const streamCompressors = {
  br: () =>
    createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: () => createGzip({ level: 6 }),
} as const;

const streamedAnswers = new WeakSet<Response>();

/** Marks a JSON answer whose body is written as it is read: compressed as a stream, never held whole. */
export function markStreamed(response: Response): Response {
  streamedAnswers.add(response);
  return response;
}

/**
 * The coding to send given an Accept-Encoding header: the accepted one with the highest quality, Brotli on a tie;
 * null when neither is accepted (absent header, `identity`, `q=0`).
 */
export function chooseCoding(acceptEncoding: string | null): ContentCoding | null {
  if (!acceptEncoding) return null;
  const qualities = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const quality = q ? Number(q.slice(2)) : 1;
    qualities.set(name.toLowerCase(), Number.isFinite(quality) ? quality : 0);
  }
  const wildcard = qualities.get('*');
  const qualityOf = (coding: ContentCoding) => qualities.get(coding) ?? wildcard ?? 0;
  const best = (['br', 'gzip'] as const)
    .filter((coding) => qualityOf(coding) > 0)
    .sort((a, b) => qualityOf(b) - qualityOf(a));
  return best[0] ?? null;
}

/**
 * JSON (application/json, application/graphql-response+json...) and HTML pages, which are made whole in memory.
 * Not streamed answers (CSV exports, event streams, ZIPs), whose bytes would have to be held here first.
 */
export function isCompressibleType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json') || type === 'text/html';
}

/** Adds Accept-Encoding to the answer's Vary (caches keep one copy per coding). */
function varyOnEncoding(headers: Headers) {
  const vary = headers.get('vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    headers.set('Vary', `${vary}, Accept-Encoding`);
}

/**
 * The answer compressed for the request when it is worth it: a compressible type, no coding yet, a body above the
 * threshold, and a coding the client takes. Every compressible answer says it varies by Accept-Encoding.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const { headers } = response;
  if (!response.body || request.method === 'HEAD' || response.status === 204 || response.status === 304)
    return response;
  if (!isCompressibleType(headers.get('content-type'))) return response;
  if (headers.has('content-encoding') || /\bno-transform\b/i.test(headers.get('cache-control') ?? ''))
    return response;
  const coding = chooseCoding(request.headers.get('accept-encoding'));
  if (streamedAnswers.has(response)) return coding ? compressStream(response, coding) : withVary(response);
  const length = Number(headers.get('content-length') ?? Number.NaN);
  if (!coding || length < compressionThreshold) return withVary(response);
  const body = new Uint8Array(await response.arrayBuffer());
  const copy = new Headers(headers);
  varyOnEncoding(copy);
  if (body.byteLength < compressionThreshold) return answer(body, response, copy);
  const compressed = await compressors[coding](body);
  copy.set('Content-Encoding', coding);
  // Another representation: a strong validator of the identity bytes would be wrong for these.
  const etag = copy.get('etag');
  if (etag && !etag.startsWith('W/')) copy.set('ETag', `W/${etag}`);
  return answer(compressed, response, copy);
}

function compressStream(response: Response, coding: ContentCoding): Response {
  const headers = new Headers(response.headers);
  varyOnEncoding(headers);
  headers.set('Content-Encoding', coding);
  headers.delete('Content-Length');
  const source = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  const compressed = source.pipe(streamCompressors[coding]());
  source.once('error', (error) => compressed.destroy(error));
  return new Response(Readable.toWeb(compressed) as ReadableStream<Uint8Array>, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function answer(body: Uint8Array, response: Response, headers: Headers): Response {
  headers.set('Content-Length', String(body.byteLength));
  // zlib's and arrayBuffer()'s bytes are plain ArrayBuffers (never shared), which the Response type asks for.
  return new Response(body as Uint8Array<ArrayBuffer>, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function withVary(response: Response): Response {
  try {
    varyOnEncoding(response.headers);
    return response;
  } catch {
    // Immutable headers (Response.redirect, Response.error): a copy that can say so.
    const copy = new Response(response.body, response);
    varyOnEncoding(copy.headers);
    return copy;
  }
}
