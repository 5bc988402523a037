// Deliveries' HTTP calls against a real receiver on loopback: what is kept of the answer, no redirect followed, a
// timeout, and the checks that keep a studio from making the server call into its own network.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, refusedHost } from './outbound-request.ts';

const allowPrivate = { allowHttp: true, allowPrivate: true };
const strict = { allowHttp: true, allowPrivate: false };

let server: http.Server;
let base: string;
const hits: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      hits.push({ path: request.url!, headers: request.headers, body });
      if (request.url === '/ok') response.writeHead(204).end();
      else if (request.url === '/redirect') response.writeHead(302, { location: `${base}/ok` }).end();
      else if (request.url === '/long') response.writeHead(500).end('x'.repeat(50_000));
      else if (request.url === '/slow') setTimeout(() => response.writeHead(200).end(), 2000);
      else response.writeHead(404).end('não há nada aqui');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (path: string, policy = allowPrivate, options = {}) =>
  postWebhook(`${base}${path}`, { 'webhook-id': 'msg_1' }, '{"type":"teste"}', policy, options);

describe('a webhook POST', () => {
  it('sends the body and headers, and keeps the status', async () => {
    const result = await post('/ok');
    expect(result).toMatchObject({ statusCode: 204, error: null, body: '' });
    const hit = hits.at(-1)!;
    expect(hit).toMatchObject({ path: '/ok', body: '{"type":"teste"}' });
    expect(hit.headers['webhook-id']).toBe('msg_1');
    expect(hit.headers['content-length']).toBe('16');
  });

  it('does not follow a redirect: a 3xx is a failure', async () => {
    const before = hits.length;
    const result = await post('/redirect');
    expect(result).toMatchObject({ statusCode: 302, error: 'O servidor respondeu 302' });
    expect(hits.slice(before).map((hit) => hit.path)).toEqual(['/redirect']);
  });

  it("keeps the first 1,000 characters of the receiver's answer", async () => {
    const result = await post('/long');
    expect(result.statusCode).toBe(500);
    expect(result.body).toHaveLength(1000);
    expect((await post('/missing')).body).toBe('não há nada aqui');
  });

  it('gives up waiting after the timeout', async () => {
    const result = await post('/slow', allowPrivate, { timeoutMs: 150 });
    expect(result).toMatchObject({ statusCode: null, error: 'Tempo esgotado: sem resposta em 0 s' });
    expect(result.durationMs).toBeLessThan(1500);
  });

  it('reports a refused connection', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await postWebhook(`http://127.0.0.1:${port}/`, {}, '{}', allowPrivate);
    expect(result).toMatchObject({ statusCode: null, error: 'Conexão recusada pelo servidor' });
  });
});

describe('a webhook POST where private targets are not allowed', () => {
  it('never connects to a loopback or private address', async () => {
    const before = hits.length;
    const result = await post('/ok', strict);
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/não é aceito \(o próprio servidor/);
    expect(hits.length).toBe(before);
  });

  it('refuses a public name that resolves to a private address (checked at delivery time)', async () => {
    const result = await postWebhook('http://api.exemplo.com.br/hook', {}, '{}', strict, {
      resolve: async () => [
        { address: '203.0.114.9', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
    });
    expect(result).toMatchObject({
      statusCode: null,
      error: 'O servidor api.exemplo.com.br aponta para 10.0.0.7 (rede privada): entrega recusada',
    });
  });

  it('connects to the address it checked, not to a second answer of DNS', async () => {
    let asked = 0;
    const port = new URL(base).port;
    const result = await postWebhook(`http://webhooks.exemplo.com.br:${port}/ok`, {}, '{}', allowPrivate, {
      resolve: async () => {
        asked++;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(result.statusCode).toBe(204);
    expect(asked).toBe(1);
    expect(hits.at(-1)!.headers.host).toBe(`webhooks.exemplo.com.br:${port}`);
  });

  it('says so when the name does not resolve', async () => {
    const result = await postWebhook('https://nao-existe.exemplo.com.br/', {}, '{}', strict, {
      resolve: () => Promise.reject(Object.assign(new Error('nope'), { code: 'ENOTFOUND' })),
    });
    expect(result.error).toBe(
      'Não foi possível encontrar o servidor nao-existe.exemplo.com.br (DNS: ENOTFOUND)',
    );
  });
});

describe('a name checked when an endpoint is registered', () => {
  const answers = (address: string) => async () => [{ address, family: 4 as const }];

  it('is refused when it resolves to a private address now', async () => {
    expect(await refusedHost('interno.exemplo.com.br', strict, answers('192.168.0.20'))).toBe(
      'O servidor interno.exemplo.com.br aponta para 192.168.0.20 (rede privada): os webhooks só são entregues a servidores públicos da internet.',
    );
  });

  it('passes when it resolves to a public address, or not yet (checked again at each delivery)', async () => {
    expect(await refusedHost('api.exemplo.com.br', strict, answers('8.8.4.4'))).toBeNull();
    expect(
      await refusedHost('novo.exemplo.com.br', strict, () => Promise.reject(new Error('ENOTFOUND'))),
    ).toBeNull();
    expect(await refusedHost('interno.exemplo.com.br', allowPrivate, answers('10.0.0.1'))).toBeNull();
  });
});
