// One POST to a studio's endpoint, made so that a studio cannot make the server call into its own network: the
// address is checked again (https, no local names), the host name is resolved here and every address it gives must
// be public, and the connection goes to those checked addresses (a second DNS answer cannot swap them: no
// rebinding). Redirects are not followed; the answer's status and the start of its body are kept; it times out.
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { refusedAddress } from '../../../domain/network-addresses.ts';
import { deliveryTimeoutMs, responseExcerptChars } from '../../../domain/webhook-delivery.ts';
import { checkWebhookUrl, type WebhookUrlPolicy } from '../../../domain/webhook-endpoints.ts';

export interface OutboundResult {
  /** The status answered; null when none came. */
  statusCode: number | null;
  /** The first characters of the answer's body. */
  body: string;
  durationMs: number;
  /** Why no answer came, or why the status is a failure, in Portuguese; null on a 2xx. */
  error: string | null;
}

export interface Resolved {
  address: string;
  family: 4 | 6;
}

/** How a host name becomes addresses: the system's resolver (tests give their own). */
export type ResolveHost = (host: string) => Promise<Resolved[]>;

const systemResolve: ResolveHost = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((entry) => ({
    address: entry.address,
    family: entry.family as 4 | 6,
  }));

class RefusedTarget extends Error {}

/** The host's addresses, all of them checked; the connection may only go to these. */
async function resolveTarget(
  host: string,
  policy: WebhookUrlPolicy,
  resolve: ResolveHost,
): Promise<Resolved[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  let addresses: Resolved[];
  if (family) addresses = [{ address: bare, family: family as 4 | 6 }];
  else {
    try {
      addresses = await Promise.race([
        resolve(bare),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('ETIMEOUT')), deliveryTimeoutMs).unref(),
        ),
      ]);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new RefusedTarget(`Não foi possível encontrar o servidor ${bare} (DNS: ${code})`);
    }
  }
  if (!addresses.length) throw new RefusedTarget(`O servidor ${bare} não tem endereço (DNS)`);
  if (!policy.allowPrivate) {
    for (const { address } of addresses) {
      const refused = refusedAddress(address);
      if (refused)
        throw new RefusedTarget(`O servidor ${bare} aponta para ${address} (${refused}): entrega recusada`);
    }
  }
  return addresses;
}

/**
 * At registration: why the host's current DNS answer is refused, or null (a public answer, or none yet: a name
 * that does not resolve now is checked again at every delivery).
 */
export async function refusedHost(
  host: string,
  policy: WebhookUrlPolicy,
  resolve: ResolveHost = systemResolve,
): Promise<string | null> {
  if (policy.allowPrivate || isIP(host.replace(/^\[|\]$/g, ''))) return null;
  const answer = await Promise.race([
    resolve(host).catch(() => []),
    new Promise<Resolved[]>((done) => setTimeout(() => done([]), 1500).unref()),
  ]);
  const refused = answer.find((entry) => refusedAddress(entry.address));
  return refused
    ? `O servidor ${host} aponta para ${refused.address} (${refusedAddress(refused.address)}): os webhooks só são entregues a servidores públicos da internet.`
    : null;
}

/** A lookup that answers only the addresses already checked, whatever it is asked. */
function pinnedLookup(addresses: Resolved[]): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  }) as LookupFunction;
}

function describe(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return 'Conexão recusada pelo servidor';
  if (code === 'ECONNRESET') return 'A conexão foi encerrada pelo servidor';
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT')) return `Certificado TLS não aceito (${code})`;
  return code ? `Falha na conexão (${code})` : `Falha na conexão: ${error.message}`;
}

/** POSTs `body` to `target` with `headers`, never throwing: the outcome says what happened. */
export async function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  policy: WebhookUrlPolicy,
  options: { timeoutMs?: number; resolve?: ResolveHost } = {},
): Promise<OutboundResult> {
  const timeoutMs = options.timeoutMs ?? deliveryTimeoutMs;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  let addresses: Resolved[];
  try {
    url = checkWebhookUrl(target, policy);
    addresses = await resolveTarget(url.hostname, policy, options.resolve ?? systemResolve);
  } catch (error) {
    return { statusCode: null, body: '', durationMs: elapsed(), error: (error as Error).message };
  }
  const bytes = Buffer.from(body);
  return new Promise<OutboundResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<OutboundResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...result, durationMs: elapsed() });
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(bytes.length) },
        lookup: pinnedLookup(addresses),
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, responseExcerptChars);
          finish({
            statusCode: status,
            body: excerpt,
            error: status >= 200 && status <= 299 ? null : `O servidor respondeu ${status}`,
          });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          // Enough for the log: the rest of a long answer is not waited for.
          if (size >= responseExcerptChars * 4) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(
      () =>
        finish({
          statusCode: null,
          body: '',
          error: `Tempo esgotado: sem resposta em ${Math.round(timeoutMs / 1000)} s`,
        }),
      timeoutMs,
    );
    request.on('error', (error) => finish({ statusCode: null, body: '', error: describe(error) }));
    request.end(bytes);
  });
}
