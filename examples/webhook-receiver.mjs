// A webhook receiver for Revela with no dependencies: it checks each delivery's Standard Webhooks signature
// (webhook-id, webhook-timestamp, webhook-signature) with the endpoint's secret, refuses forged and stale ones, skips
// repeats (deliveries are at least once) and prints the events. Node 20 or newer:
//
//   WEBHOOK_SECRET=whsec_... node examples/webhook-receiver.mjs
//
// It listens on PORT (default 4000). The secret is shown when the endpoint is registered in /adm/integracoes/webhooks.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/** How far a delivery's timestamp may be from now: older ones may be replays. */
export const toleranceSeconds = 5 * 60;

export class WebhookVerificationError extends Error {}

/**
 * The event of a delivery whose signature is the endpoint's and whose timestamp is recent; a
 * WebhookVerificationError otherwise. `headers` as node:http gives them (lower-case names), `body` the exact text
 * received: a parsed and re-serialized body no longer matches its signature.
 */
export function verifyWebhook(secret, headers, body, now = Date.now()) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('Cabeçalhos webhook-* ausentes');
  const seconds = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(now / 1000 - seconds) > toleranceSeconds)
    throw new WebhookVerificationError('webhook-timestamp fora da janela de 5 minutos');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  // Several signatures may come, separated by spaces (while a secret is being replaced): one must match.
  const matches = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('Assinatura inválida');
  return JSON.parse(body);
}

const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** One line about the event: order.paid and friends get their number and total. */
function summary(event) {
  const { data } = event;
  if (event.type.startsWith('order.'))
    return `pedido #${data.number} de ${data.eventName}: ${reais.format(data.totalCents / 100)}, pagamento ${data.paymentStatus}`;
  if (event.type.startsWith('photo.')) return `foto ${data.name} do evento ${data.eventSlug}`;
  return `evento ${data.name} (${data.slug})`;
}

/** A server that prints each verified event once and answers 204 (401 to a forged or stale delivery). */
export function webhookReceiver(secret, print = console.log) {
  // Ids already handled: a real receiver keeps them in its database, next to what it did with the event.
  const seen = new Set();
  return createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    let event;
    try {
      event = verifyWebhook(secret, request.headers, body);
    } catch (error) {
      print(`recusada: ${error.message}`);
      response.writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8' }).end(error.message);
      return;
    }
    const id = request.headers['webhook-id'];
    if (seen.has(id)) print(`(repetida) ${id}`);
    else {
      seen.add(id);
      print(`${event.timestamp}  ${event.type}  ${summary(event)}`);
    }
    response.writeHead(204).end();
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret?.startsWith('whsec_')) {
    console.error('Uso: WEBHOOK_SECRET=whsec_... node examples/webhook-receiver.mjs');
    process.exit(2);
  }
  const port = Number(process.env.PORT ?? 4000);
  webhookReceiver(secret).listen(port, () => console.log(`Recebendo webhooks em http://localhost:${port}/`));
}
