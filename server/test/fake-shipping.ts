// Real HTTP servers on 127.0.0.1 speaking Melhor Envio, Correios (REST) and ViaCEP, to point apiUrl at in tests.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simulatedQuotes } from '../services/shipping/simulated-shipping.ts';

export interface RecordedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The JSON body parsed, the raw text when it is not JSON, undefined when empty. */
  body: unknown;
}

/** An answer that replaces a route's normal one: a status with a body (objects as JSON, strings as HTML), or none ever. */
export type FakeReply = { status: number; body?: unknown } | 'hang';

export interface FakeHttpServer {
  /** http://127.0.0.1:PORT, to use as apiUrl. */
  url: string;
  /** Every request received, in order of arrival. */
  requests: RecordedRequest[];
  /**
   * From now on answer the requests whose path starts with pathPrefix (default: every request) with this reply,
   * e.g. `{ status: 500 }` or 'hang'; the longest matching prefix wins; null restores the normal behaviour.
   */
  setReply(reply: FakeReply | null, pathPrefix?: string): void;
  close(): Promise<void>;
}

type Answer = { status: number; body?: unknown };

async function startFakeHttpServer(handle: (request: RecordedRequest) => Answer): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  const replies = new Map<string, FakeReply>();
  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(incoming.url ?? '/', 'http://fake.invalid');
    const request: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: incoming.headers,
      body: raw === '' ? undefined : parseBody(raw),
    };
    requests.push(request);
    const prefix = [...replies.keys()]
      .filter((candidate) => request.path.startsWith(candidate))
      .sort((a, b) => b.length - a.length)[0];
    const reply = prefix === undefined ? undefined : replies.get(prefix);
    if (reply === 'hang') return;
    let answer: Answer;
    try {
      answer = reply ?? handle(request);
    } catch (error) {
      answer = { status: 500, body: { message: error instanceof Error ? error.message : String(error) } };
    }
    const isHtml = typeof answer.body === 'string';
    const payload =
      answer.body === undefined ? '' : isHtml ? String(answer.body) : JSON.stringify(answer.body);
    response.writeHead(answer.status, {
      'Content-Type': isHtml ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    });
    response.end(payload);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setReply(reply, pathPrefix = '/') {
      if (reply === null) replies.delete(pathPrefix);
      else replies.set(pathPrefix, reply);
    },
    close() {
      // Hanging requests hold their sockets open: end them, or close() would wait for them.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function parseBody(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

const cepPattern = /^\d{8}$/;

// Melhor Envio: POST /api/v2/me/shipment/calculate with the Bearer token.

export interface MelhorEnvioService {
  id: number;
  name: string;
  price?: string;
  delivery_time?: number;
  company: { id?: number; name: string };
  error?: string;
}

export interface FakeMelhorEnvio extends FakeHttpServer {
  /** The Bearer token it accepts; anything else gets 401. */
  token: string;
  /** The services it answers; null (the default): PAC (id 1) and SEDEX (id 2) priced by simulatedQuotes. */
  services: MelhorEnvioService[] | null;
}

export async function startFakeMelhorEnvio(options: { token?: string } = {}): Promise<FakeMelhorEnvio> {
  const state: { token: string; services: MelhorEnvioService[] | null } = {
    token: options.token ?? 'fake-melhor-envio-token',
    services: null,
  };
  const server = await startFakeHttpServer((request) => {
    if (request.method !== 'POST' || request.path !== '/api/v2/me/shipment/calculate') {
      return { status: 404, body: { message: 'Not Found' } };
    }
    if (request.headers.authorization !== `Bearer ${state.token}`) {
      return { status: 401, body: { message: 'Unauthenticated.' } };
    }
    const body = request.body as {
      from?: { postal_code?: unknown };
      to?: { postal_code?: unknown };
      package?: Record<string, unknown>;
    };
    const from = String(body?.from?.postal_code ?? '');
    const to = String(body?.to?.postal_code ?? '');
    const parcel = body?.package ?? {};
    const sizes = ['height', 'width', 'length', 'weight'].map((key) => parcel[key]);
    if (!cepPattern.test(from) || !cepPattern.test(to) || sizes.some((size) => typeof size !== 'number')) {
      return {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { package: ['invalid'] } },
      };
    }
    if (state.services) return { status: 200, body: state.services };
    const [height, width, length, weight] = sizes as number[];
    const quotes = simulatedQuotes({
      fromCep: from,
      toCep: to,
      weightGrams: Math.round(weight! * 1000),
      heightCm: height!,
      widthCm: width!,
      lengthCm: length!,
    });
    return {
      status: 200,
      body: quotes.map((quote) => ({
        id: quote.serviceName === 'PAC' ? 1 : 2,
        name: quote.serviceName,
        price: (quote.priceCents / 100).toFixed(2),
        custom_price: (quote.priceCents / 100).toFixed(2),
        discount: '0.00',
        currency: 'R$',
        delivery_time: quote.deadlineDays,
        custom_delivery_time: quote.deadlineDays,
        company: { id: 1, name: 'Correios' },
      })),
    };
  });
  return Object.assign(state, server);
}

// Correios REST: a token per postage card (Basic user:accessCode), then price and deadline per product with it.

export type CorreiosProductAnswer =
  | { pcFinal: string; prazoEntrega: number }
  /** Both the price and the deadline request for the product answer this, e.g. 400 with { msgs: [...] }. */
  | { status: number; body: unknown };

export interface CorreiosCredentials {
  user: string;
  accessCode: string;
  cardNumber: string;
}

export interface FakeCorreios extends FakeHttpServer {
  credentials: CorreiosCredentials;
  /** How long a new token lasts; default one day. */
  tokenLifetimeMs: number;
  /** Tokens issued so far, in order. */
  issuedTokens: string[];
  /** Makes every token issued so far answer 401 from now on. */
  revokeTokens(): void;
  /**
   * Answers per product code. Without an entry, 03298 and 03220 are priced by simulatedQuotes (PAC and SEDEX),
   * and any other code answers 400.
   */
  products: Record<string, CorreiosProductAnswer>;
}

export const fakeCorreiosCredentials: CorreiosCredentials = {
  user: 'revela',
  accessCode: 'fake-access-code',
  cardNumber: '0076543210',
};

export async function startFakeCorreios(
  options: { credentials?: CorreiosCredentials; tokenLifetimeMs?: number } = {},
): Promise<FakeCorreios> {
  const validUntil = new Map<string, number>();
  const state = {
    credentials: options.credentials ?? fakeCorreiosCredentials,
    tokenLifetimeMs: options.tokenLifetimeMs ?? 24 * 3_600_000,
    issuedTokens: [] as string[],
    revokeTokens() {
      validUntil.clear();
    },
    products: {} as Record<string, CorreiosProductAnswer>,
  };
  const refused = (text: string, status = 400): Answer => ({ status, body: { msgs: [text] } });

  const server = await startFakeHttpServer((request) => {
    if (request.method === 'POST' && request.path === '/token/v1/autentica/cartaopostagem') {
      const { user, accessCode, cardNumber } = state.credentials;
      const basic = `Basic ${Buffer.from(`${user}:${accessCode}`).toString('base64')}`;
      if (request.headers.authorization !== basic)
        return refused('Usuário ou código de acesso inválido', 401);
      if ((request.body as { numero?: unknown })?.numero !== cardNumber) {
        return refused('Cartão de postagem inválido', 401);
      }
      const token = `fake-correios-token-${state.issuedTokens.length + 1}`;
      const now = Date.now();
      const expiresAt = now + state.tokenLifetimeMs;
      state.issuedTokens.push(token);
      validUntil.set(token, expiresAt);
      return {
        status: 201,
        body: {
          ambiente: 'PRODUCAO',
          perfil: 'PJ',
          emissao: brasiliaTime(now),
          expiraEm: brasiliaTime(expiresAt),
          token,
        },
      };
    }
    const match = /^\/(preco|prazo)\/v1\/nacional\/(\d{5})$/.exec(request.path);
    if (request.method !== 'GET' || !match) return refused('Recurso não encontrado', 404);
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if ((validUntil.get(token) ?? 0) <= Date.now()) return refused('Token inválido ou expirado', 401);
    const [, kind, code] = match as unknown as [string, 'preco' | 'prazo', string];
    const { query } = request;
    const required =
      kind === 'preco'
        ? ['cepOrigem', 'cepDestino', 'psObjeto', 'tpObjeto', 'comprimento', 'largura', 'altura']
        : ['cepOrigem', 'cepDestino'];
    const missing = required.filter((name) => !query[name]);
    if (missing.length > 0) return refused(`Parâmetros obrigatórios: ${missing.join(', ')}`);
    if (!cepPattern.test(query.cepOrigem!) || !cepPattern.test(query.cepDestino!))
      return refused('CEP inválido');

    let answer = state.products[code];
    if (!answer) {
      const simulated = simulatedQuotes({
        fromCep: query.cepOrigem!,
        toCep: query.cepDestino!,
        weightGrams: Number(query.psObjeto ?? 0),
        heightCm: Number(query.altura ?? 0),
        widthCm: Number(query.largura ?? 0),
        lengthCm: Number(query.comprimento ?? 0),
      }).find((quote) => quote.serviceId === code);
      if (!simulated) return refused(`PRC-101: Produto ${code} não encontrado no contrato`);
      answer = {
        pcFinal: (simulated.priceCents / 100).toFixed(2).replace('.', ','),
        prazoEntrega: simulated.deadlineDays,
      };
    }
    if ('status' in answer) return { status: answer.status, body: answer.body };
    return kind === 'preco'
      ? {
          status: 200,
          body: {
            coProduto: code,
            pcBase: answer.pcFinal,
            pcBaseGeral: answer.pcFinal,
            pcFinal: answer.pcFinal,
          },
        }
      : {
          status: 200,
          body: {
            coProduto: code,
            prazoEntrega: answer.prazoEntrega,
            entregaDomiciliar: 'S',
            entregaSabado: 'N',
          },
        };
  });
  return Object.assign(state, server);
}

/** "2025-03-01T14:30:00": Correios' way of writing a moment, in Brasília time without an offset. */
function brasiliaTime(epochMs: number): string {
  return new Date(epochMs - 3 * 3_600_000).toISOString().slice(0, 19);
}

// ViaCEP: GET /ws/{8 digits}/json/.

export interface ViaCepAddress {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
  ibge?: string;
  ddd?: string;
}

export interface FakeViaCep extends FakeHttpServer {
  /** Known CEPs by their 8 digits; anything else answers { "erro": "true" }. */
  addresses: Record<string, ViaCepAddress>;
}

export async function startFakeViaCep(): Promise<FakeViaCep> {
  const state = {
    addresses: {
      '01001000': {
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        complemento: 'lado ímpar',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
        ddd: '11',
      },
      '01310100': {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        complemento: 'de 612 a 1510 - lado par',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
        ddd: '11',
      },
    } as Record<string, ViaCepAddress>,
  };
  const server = await startFakeHttpServer((request) => {
    const match = /^\/ws\/([^/]*)\/json\/?$/.exec(request.path);
    if (request.method !== 'GET' || !match) return { status: 404, body: '<h1>Not Found</h1>' };
    // ViaCEP answers a malformed CEP with an HTML error page.
    if (!cepPattern.test(match[1]!))
      return { status: 400, body: '<h2>Http 400</h2><h3>Verifique a sua URL (Bad Request)</h3>' };
    return { status: 200, body: state.addresses[match[1]!] ?? { erro: 'true' } };
  });
  return Object.assign(state, server);
}
