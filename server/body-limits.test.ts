// Request bodies are bounded before they are read: 1 MB of JSON (REST and GraphQL), 64 KB for payment
// notifications; over it, 413 at once, whether the size is declared or only found while reading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimits, bodyTooLargeMessage } from './body-limits.ts';
import { factories } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** A body with no Content-Length: `total` bytes of JSON-ish text sent in 64 KB chunks, counting what was pulled. */
function chunkedBody(total: number) {
  const sent = { bytes: 0 };
  const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes >= total) return controller.close();
      sent.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent };
}

describe('request body limits', () => {
  let t: TestApp;
  const host = 'limites.localhost';

  beforeAll(async () => {
    t = await createTestApp();
    await factories(t.db, t.services).studio({
      slug: 'limites',
      adminEmail: 'dono@limites.test',
      adminPassword: 'senha-certa',
    });
  });
  afterAll(() => t.close());

  const login = (body: BodyInit, headers: Record<string, string> = {}) =>
    t.fetch('/api/estudio/login', {
      method: 'POST',
      host,
      body,
      headers: { 'content-type': 'application/json', ...headers },
      duplex: 'half',
    } as Parameters<TestApp['fetch']>[1]);

  it('refuses a REST JSON body over 1 MB with 413 and the message, declared or not', async () => {
    const big = JSON.stringify({ email: 'dono@limites.test', senha: 'x'.repeat(bodyLimits.json) });
    const declared = await login(big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ mensagem: { texto: bodyTooLargeMessage } });

    const { stream, sent } = chunkedBody(20 * bodyLimits.json);
    const undeclared = await login(stream);
    expect(undeclared.status).toBe(413);
    // Reading stopped near the bound instead of taking the whole 20 MB.
    expect(sent.bytes).toBeLessThan(2 * bodyLimits.json);
  });

  it('still takes a normal REST body', async () => {
    const answer = await login(JSON.stringify({ email: 'dono@limites.test', senha: 'senha-certa' }));
    expect(answer.status).toBe(200);
  });

  it('refuses a payment notification over 64 KB without recording it', async () => {
    const before = await t.db.paymentNotification.count();
    const answer = await t.fetch('/api/limites/status-pagamento', {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'payment',
        data: { id: '1' },
        padding: 'x'.repeat(bodyLimits.paymentNotification),
      }),
    });
    expect(answer.status).toBe(413);
    expect(await t.db.paymentNotification.count()).toBe(before);
  });

  it('refuses a GraphQL JSON body over 1 MB, and runs a normal one', async () => {
    const query = `{ studio { name } }`;
    const big = await t.fetch('/graphql', {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { padding: 'x'.repeat(bodyLimits.json) } }),
    });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      bodyTooLargeMessage,
    );

    const { stream } = chunkedBody(5 * bodyLimits.json);
    const undeclared = await t.fetch('/graphql', {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as Parameters<TestApp['fetch']>[1]);
    expect(undeclared.status).toBe(413);

    const normal = await t.graphql<{ studio: { name: string } }>(query, {}, { host });
    expect(normal.errors).toBeUndefined();
    expect(normal.data?.studio.name).toBeTruthy();
  });
});
