// Shipping quotes for one parcel between two CEPs: Melhor Envio, Correios (REST, with a contract), a local simulation or none.
import type { AppConfig } from '../../config.ts';
import type { ShippingQuote, ShippingQuoteRequest } from '../../domain/shipping-quotes.ts';
import { ShippingNotOfferedError, ShippingUnavailableError } from '../../domain/shipping-quotes.ts';
import { simulatedQuotes } from './simulated-shipping.ts';

export interface ShippingQuoter {
  readonly provider: string;
  /** The services offered, cheapest first. Throws ShippingUnavailableError or ShippingNotOfferedError. */
  quote(request: ShippingQuoteRequest): Promise<ShippingQuote[]>;
}

export interface ShippingQuoterOptions {
  fetch?: typeof fetch;
  /**
   * 'simulated' only: ask a server speaking the Melhor Envio format at this address (such as the test fake, with the
   * token 'simulated') instead of computing the quotes locally.
   */
  simulatedBaseUrl?: string;
  /** Per request to the provider; default 10 s. */
  timeoutMs?: number;
}

export function createShippingQuoter(
  config: AppConfig['shipping'],
  options: ShippingQuoterOptions = {},
): ShippingQuoter {
  const http: Http = { fetch: options.fetch ?? globalThis.fetch, timeoutMs: options.timeoutMs ?? 10_000 };
  switch (config.provider) {
    case 'melhor-envio':
      return melhorEnvioQuoter(config, http);
    case 'correios':
      return correiosQuoter(config, http);
    case 'simulated':
      if (options.simulatedBaseUrl) {
        const apiUrl = options.simulatedBaseUrl.replace(/\/+$/, '');
        const remote = { token: 'simulated', apiUrl, contactEmail: 'simulado@revela.local' };
        return { ...melhorEnvioQuoter(remote, http), provider: 'simulated' };
      }
      return {
        provider: 'simulated',
        async quote(request) {
          cepDigits(request.fromCep);
          cepDigits(request.toCep);
          return sortQuotes(simulatedQuotes(request));
        },
      };
    case 'none':
      return {
        provider: 'none',
        async quote() {
          throw new ShippingUnavailableError('O cálculo de frete não está configurado nesta plataforma.');
        },
      };
  }
}

// Melhor Envio: one POST answers every service (Correios, Jadlog...), each with its own error when it cannot carry.

function melhorEnvioQuoter(
  config: { token: string; apiUrl: string; contactEmail: string },
  http: Http,
): ShippingQuoter {
  return {
    provider: 'melhor-envio',
    async quote(request) {
      const from = cepDigits(request.fromCep);
      const to = cepDigits(request.toCep);
      const response = await send(http, 'Melhor Envio', `${config.apiUrl}/api/v2/me/shipment/calculate`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.token}`,
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'User-Agent': `Revela (${config.contactEmail})`,
        },
        body: JSON.stringify({
          from: { postal_code: from },
          to: { postal_code: to },
          package: {
            height: request.heightCm,
            width: request.widthCm,
            length: request.lengthCm,
            weight: request.weightGrams / 1000,
          },
        }),
      });
      if (!response.ok) {
        throw unavailable(`Melhor Envio answered HTTP ${response.status}: ${await excerpt(response)}`);
      }
      const body = await readJson(response, 'Melhor Envio');
      const services = Array.isArray(body) ? body : isRecord(body) && 'id' in body ? [body] : null;
      if (!services) throw unavailable('Melhor Envio answered something other than a list of services');
      const quotes: ShippingQuote[] = [];
      const refusals: string[] = [];
      for (const service of services) {
        if (!isRecord(service)) continue;
        const name = typeof service.name === 'string' ? service.name : String(service.id);
        if (service.error) {
          refusals.push(`${name}: ${String(service.error)}`);
          continue;
        }
        const priceCents = decimalToCents(service.price, '.');
        const deadlineDays = Number(service.delivery_time);
        if (priceCents === null || !Number.isFinite(deadlineDays)) {
          refusals.push(`${name}: no price or deadline`);
          continue;
        }
        const company =
          isRecord(service.company) && typeof service.company.name === 'string' ? service.company.name : '';
        quotes.push({
          serviceId: String(service.id),
          serviceName: name,
          carrier: company || name,
          priceCents,
          deadlineDays,
        });
      }
      if (quotes.length === 0) {
        throw new ShippingNotOfferedError({
          cause: new Error(
            `Melhor Envio offers no service from ${from} to ${to}: ${refusals.join('; ') || 'empty list'}`,
          ),
        });
      }
      return sortQuotes(quotes);
    },
  };
}

// Correios REST: a token per postage card, then a price and a deadline request per product (contract code).

const correiosProductNames: Record<string, string> = { '03298': 'PAC', '03220': 'SEDEX' };
/** Smallest box Correios prices (tpObjeto 2), in cm and grams: smaller parcels are charged as this. */
const correiosMinimum = { widthCm: 11, lengthCm: 16, heightCm: 2, weightGrams: 300 };
/** A token is renewed this long before Correios says it expires. */
const tokenRenewalMarginMs = 5 * 60_000;

function correiosQuoter(
  config: Extract<AppConfig['shipping'], { provider: 'correios' }>,
  http: Http,
): ShippingQuoter {
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function authenticate(): Promise<string> {
    const credentials = Buffer.from(`${config.user}:${config.accessCode}`).toString('base64');
    const response = await send(
      http,
      'Correios token',
      `${config.apiUrl}/token/v1/autentica/cartaopostagem`,
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${credentials}`,
          Accept: 'application/json',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ numero: config.cardNumber }),
      },
    );
    if (!response.ok) {
      throw unavailable(
        `Correios refused the token request: HTTP ${response.status}: ${await excerpt(response)}`,
      );
    }
    const body = await readJson(response, 'Correios token');
    if (!isRecord(body) || typeof body.token !== 'string' || body.token === '') {
      throw unavailable('Correios answered the token request without a token');
    }
    const expiresAt = parseExpiry(body.expiraEm, body.zoneOffset);
    // Without a readable expiry the token serves only the requests already waiting for it.
    cached = expiresAt === null ? null : { token: body.token, renewAt: expiresAt - tokenRenewalMarginMs };
    return body.token;
  }

  function token(): Promise<string> {
    if (cached && Date.now() < cached.renewAt) return Promise.resolve(cached.token);
    pending ??= authenticate().finally(() => {
      pending = null;
    });
    return pending;
  }

  /** A GET with the token; a 401 (token revoked early) renews it once. */
  async function get(url: string, what: string): Promise<Response> {
    const used = await token();
    const headers = (value: string) => ({ Authorization: `Bearer ${value}`, Accept: 'application/json' });
    const response = await send(http, what, url, { headers: headers(used) });
    if (response.status !== 401) return response;
    await response.body?.cancel();
    if (cached?.token === used) cached = null;
    return send(http, what, url, { headers: headers(await token()) });
  }

  /** The product's quote, or why it is not offered (any 4xx but auth, or an answer without price or deadline). */
  async function quoteProduct(
    code: string,
    from: string,
    to: string,
    parcel: Parcel,
  ): Promise<ShippingQuote | string> {
    const priceQuery = new URLSearchParams({
      cepOrigem: from,
      cepDestino: to,
      psObjeto: String(parcel.weightGrams),
      tpObjeto: '2',
      comprimento: String(parcel.lengthCm),
      largura: String(parcel.widthCm),
      altura: String(parcel.heightCm),
    });
    const deadlineQuery = new URLSearchParams({ cepOrigem: from, cepDestino: to });
    const [price, deadline] = await Promise.all([
      get(`${config.apiUrl}/preco/v1/nacional/${code}?${priceQuery}`, `Correios price ${code}`).then(
        (response) => readCorreiosAnswer(response, `Correios price ${code}`),
      ),
      get(`${config.apiUrl}/prazo/v1/nacional/${code}?${deadlineQuery}`, `Correios deadline ${code}`).then(
        (response) => readCorreiosAnswer(response, `Correios deadline ${code}`),
      ),
    ]);
    if (typeof price === 'string') return price;
    if (typeof deadline === 'string') return deadline;
    if (price.txErro || price.msgErro) return `${code}: ${String(price.msgErro ?? price.txErro)}`;
    const priceCents = decimalToCents(price.pcFinal, ',');
    const deadlineDays = Number(deadline.prazoEntrega);
    if (priceCents === null) return `${code}: no pcFinal in ${JSON.stringify(price).slice(0, 200)}`;
    if (deadline.prazoEntrega == null || !Number.isFinite(deadlineDays)) return `${code}: no prazoEntrega`;
    return {
      serviceId: code,
      serviceName: correiosProductNames[code] ?? `Correios ${code}`,
      carrier: 'Correios',
      priceCents,
      deadlineDays,
    };
  }

  return {
    provider: 'correios',
    async quote(request) {
      const from = cepDigits(request.fromCep);
      const to = cepDigits(request.toCep);
      const parcel = correiosParcel(request);
      const results = await Promise.all(config.products.map((code) => quoteProduct(code, from, to, parcel)));
      const quotes = results.filter((result): result is ShippingQuote => typeof result !== 'string');
      if (quotes.length === 0) {
        const reasons = results.join('; ') || 'no products configured';
        throw new ShippingNotOfferedError({
          cause: new Error(
            `Correios offers none of ${config.products.join(', ')} from ${from} to ${to}: ${reasons}`,
          ),
        });
      }
      return sortQuotes(quotes);
    },
  };
}

interface Parcel {
  weightGrams: number;
  heightCm: number;
  widthCm: number;
  lengthCm: number;
}

/** Whole centimetres and grams, raised to the Correios minimum box, the length being the longer side. */
function correiosParcel(request: ShippingQuoteRequest): Parcel {
  const width = Math.max(correiosMinimum.widthCm, Math.ceil(request.widthCm));
  const length = Math.max(correiosMinimum.lengthCm, Math.ceil(request.lengthCm));
  return {
    weightGrams: Math.max(correiosMinimum.weightGrams, Math.ceil(request.weightGrams)),
    heightCm: Math.max(correiosMinimum.heightCm, Math.ceil(request.heightCm)),
    widthCm: Math.min(width, length),
    lengthCm: Math.max(width, length),
  };
}

async function readCorreiosAnswer(
  response: Response,
  what: string,
): Promise<Record<string, unknown> | string> {
  const { status } = response;
  if (status >= 500 || status === 401 || status === 403 || status === 429) {
    throw unavailable(`${what} answered HTTP ${status}: ${await excerpt(response)}`);
  }
  if (!response.ok) return `${what}: HTTP ${status}: ${await excerpt(response)}`;
  const body = await readJson(response, what);
  if (!isRecord(body)) throw unavailable(`${what} answered something other than an object`);
  return body;
}

/** Correios writes expiraEm in Brasília time, usually without an offset (zoneOffset, when sent, gives it). */
function parseExpiry(expiraEm: unknown, zoneOffset: unknown): number | null {
  if (typeof expiraEm !== 'string') return null;
  const offset =
    typeof zoneOffset === 'string' && /^[+-]\d{2}:\d{2}$/.test(zoneOffset) ? zoneOffset : '-03:00';
  const time = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(expiraEm) ? expiraEm : `${expiraEm}${offset}`);
  return Number.isNaN(time) ? null : time;
}

// Shared by the adapters.

interface Http {
  fetch: typeof fetch;
  timeoutMs: number;
}

/** Validated CEPs only: callers check the customer's CEP (postal-code lookup) and the studio's address first. */
function cepDigits(cep: string): string {
  const trimmed = cep.trim();
  if (!/^\d{5}-?\d{3}$/.test(trimmed)) throw new RangeError(`Not a CEP: ${JSON.stringify(cep)}`);
  return trimmed.replace('-', '');
}

async function send(http: Http, what: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await http.fetch(url, { ...init, signal: AbortSignal.timeout(http.timeoutMs) });
  } catch (error) {
    throw unavailable(
      `${what} did not answer (${error instanceof Error ? error.message : String(error)})`,
      error,
    );
  }
}

async function readJson(response: Response, what: string): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw unavailable(`${what} sent an unreadable answer (HTTP ${response.status})`, error);
  }
}

async function excerpt(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return text.slice(0, 300) || '(empty)';
}

function unavailable(detail: string, cause?: unknown): ShippingUnavailableError {
  return new ShippingUnavailableError(undefined, { cause: new Error(detail, { cause }) });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "25.90" (Melhor Envio) or "1.234,56" (Correios) to centavos; null when it is not a price. */
function decimalToCents(value: unknown, decimalSeparator: '.' | ','): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
  if (typeof value !== 'string') return null;
  const thousands = decimalSeparator === ',' ? '.' : ',';
  const text = value.trim().replaceAll(thousands, '').replace(decimalSeparator, '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

function sortQuotes(quotes: ShippingQuote[]): ShippingQuote[] {
  return quotes.toSorted(
    (a, b) =>
      a.priceCents - b.priceCents ||
      a.deadlineDays - b.deadlineDays ||
      a.serviceName.localeCompare(b.serviceName, 'pt-BR'),
  );
}
