// Reading a JSON request body and writing JSON or HTML answers with node:http, as the simulator's routes need.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest } from './api-error.ts';

const maxBodyBytes = 1_000_000;

export function headerValue(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || null;
}

/** The request's body, which must be a JSON object (else the API's 400). */
export async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw badRequest(1, 'Request body too large');
    chunks.push(chunk);
  }
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {}
  throw badRequest(1, 'JSON parse error: the body must be a JSON object');
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  if (response.headersSent) return;
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json;charset=UTF-8',
    'content-length': Buffer.byteLength(json),
  });
  response.end(json);
}

export function sendHtml(response: ServerResponse, html: string) {
  response.writeHead(200, {
    'content-type': 'text/html;charset=UTF-8',
    'content-length': Buffer.byteLength(html),
  });
  response.end(html);
}
