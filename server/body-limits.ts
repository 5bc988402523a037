// Request bodies are bounded before they are read: a JSON body (REST or GraphQL) up to 1 MB, Mercado Pago's payment
// notifications up to 64 KB (they are a few hundred bytes), uploads by their own limit: a photo's body up to the
// largest plan's photo (largestPlanPhotoBytes), each studio then held to its own plan's (media/photo-ingest.ts).
// A body over its bound is refused with 413 as soon as it is known: at once from Content-Length, else when the bytes
// read pass the bound.
import { shareNotes } from './observability/request-notes.ts';

export const bodyLimits = {
  json: 1024 * 1024,
  paymentNotification: 64 * 1024,
} as const;

export const bodyTooLargeMessage = 'A requisição é grande demais.';

/** Whether the declared Content-Length is already over the bound. */
export function declaredOver(request: Request, maxBytes: number): boolean {
  const length = Number(request.headers.get('content-length'));
  return Number.isFinite(length) && length > maxBytes;
}

/**
 * The body as text, or null when it passes `maxBytes` (what came is dropped and the reading stops there: a client
 * that sends no Content-Length cannot make us hold more).
 */
export async function readTextWithin(request: Request, maxBytes: number): Promise<string | null> {
  if (declaredOver(request, maxBytes)) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A GraphQL POST with its JSON body read within the bound (a new Request carrying it), or the 413 answer. Multipart
 * requests (file uploads) pass as they are: the upload parser enforces the file limit while it streams.
 */
export async function boundedGraphqlRequest(request: Request): Promise<Request | Response> {
  const type = request.headers.get('content-type') ?? '';
  if (request.method !== 'POST' || type.startsWith('multipart/form-data')) return request;
  const text = await readTextWithin(request, bodyLimits.json);
  if (text === null) {
    return Response.json(
      { errors: [{ message: bodyTooLargeMessage, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] },
      { status: 413 },
    );
  }
  // Built from its parts: the Node adapter hands over its own Request class, which Node's Request does not copy.
  const copy = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: text,
    signal: request.signal,
  });
  shareNotes(copy, request);
  return copy;
}
