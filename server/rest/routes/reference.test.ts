// The API reference as an integrator gets it: /api/openapi.json (the committed document), /api/docs and
// /api/docs/graphql (pages that load nothing from elsewhere), and answers of the routes as the document describes them.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../paths.ts';
import { schema } from '../../schema/index.ts';
import type { AdminClient } from '../../test/admin-client.ts';
import { addPhoto, cardForm, pay, savePersonalData } from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import { schemaProblems } from '../../test/json-schema-check.ts';
import { shopOfThisFile } from '../../test/shop.ts';
import type { RestResult } from '../../test/test-app.ts';
import { withSharedResolved } from '../reference/components.ts';
import { openApiPath } from '../reference/openapi.ts';

const shop = shopOfThisFile();

/** A script, stylesheet, image or frame from another address, or any absolute address in the page. */
const externalReference = /<(script|link|img|iframe)\b[^>]*\b(src|href)\s*=\s*["']?\s*(https?:)?\/\//i;

async function page(pathname: string) {
  const response = await shop.t.fetch(pathname, { host: shop.host });
  return { response, html: await response.text() };
}

describe('the reference pages', () => {
  it('/api/openapi.json is the committed docs/openapi.json', async () => {
    const response = await shop.t.fetch('/api/openapi.json', { host: shop.host });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).toBe(await readFile(paths.openApiDocument, 'utf8'));
  });

  it('/api/docs lists every documented call, with nothing loaded from elsewhere and no script', async () => {
    const { response, html } = await page('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(html).not.toMatch(externalReference);
    expect(html).not.toMatch(/<script\b/i);
    const document = JSON.parse(await readFile(paths.openApiDocument, 'utf8'));
    for (const [path, item] of Object.entries(document.paths))
      for (const method of Object.keys(item as object))
        expect(html).toContain(
          `<span class="method ${method.toUpperCase()}">${method.toUpperCase()}</span><code>${path}</code>`,
        );
    expect(html).toContain('Token de API');
  });

  it('/api/docs/graphql describes every type of the schema and its fields, offline as well', async () => {
    const { response, html } = await page('/api/docs/graphql');
    expect(response.status).toBe(200);
    expect(html).not.toMatch(externalReference);
    expect(html).not.toMatch(/<script\b/i);
    const types = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__'));
    expect(types.filter((name) => !html.includes(`id="tipo-${name}"`))).toEqual([]);
    for (const title of ['Consultas', 'Mutações', 'Tipos', 'Entradas', 'Enumerações'])
      expect(html).toContain(title);
    if (schema.getSubscriptionType()) expect(html).toContain('<section id="assinaturas">');
    expect(html).toContain(schema.getType('Studio')!.description ?? 'Studio');
    expect(html).toContain('Every order of the studio, newest first');
  });

  it('answers without a login, and with an admin token alike', async () => {
    const admin = await shop.admin();
    const withToken = await shop.t.fetch('/api/docs', {
      host: shop.host,
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(withToken.status).toBe(200);
  });
});

describe('answers as the document describes them', () => {
  let document: any;
  let admin: AdminClient;
  let customer: CustomerClient;
  let orderId: string;

  /** The answer fits the documented schema of its status, and has no field the document leaves out. */
  function expectDocumented(method: string, routePath: string, answer: RestResult) {
    const operation = withSharedResolved(
      document,
      document.paths[openApiPath(routePath)][method.toLowerCase()],
    );
    const documented = operation.responses[String(answer.status)];
    expect(
      documented,
      `${method} ${routePath} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    ).toBeDefined();
    const schemaOf = documented.content['application/json'].schema;
    expect(schemaProblems(answer.body, schemaOf, document.components.schemas)).toEqual([]);
  }

  beforeAll(async () => {
    document = JSON.parse(await readFile(paths.openApiDocument, 'utf8'));
    admin = await shop.admin();
    customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    const added = await addPhoto(customer, shop.digital.photos[0]!.name, '1');
    expectDocumented('POST', '/api/:urlEvento/carrinho/adicionar-imagem', added);
    await savePersonalData(customer);
    const paid = await pay(customer, cardForm());
    expectDocumented('POST', '/api/:urlEvento/carrinho/processar-pagamento', paid);
    orderId = paid.body.pedidoId;
  });

  it('the storefront, the gallery and the customer order page', async () => {
    expectDocumented('GET', '/api', await shop.t.rest('GET', '/api', { host: shop.host }));
    expectDocumented('GET', '/api/:urlEvento', await customer.rest('GET', `/api/${customer.eventSlug}`));
    const order = await customer.rest('GET', `/api/${customer.eventSlug}/entrega/${orderId}`);
    expect(order.body.statusPagamento).toBe('approved');
    expectDocumented('GET', '/api/:urlEvento/entrega/:pedidoId', order);
  });

  it("the studio's whole object, with its paid order, and a new event", async () => {
    const studio = await admin.rest('GET', '/api/adm');
    expect(JSON.stringify(studio.body)).toContain(orderId);
    expectDocumented('GET', '/api/adm', studio);
    const created = await admin.rest('POST', '/api/adm/evento', { body: { nomeEvento: 'Formatura 2025' } });
    expectDocumented('POST', '/api/adm/evento', created);
  });

  it('the errors, in { mensagem: { texto } }', async () => {
    const refused = await admin.rest('POST', '/api/adm/evento', { body: { nomeEvento: ['lista'] } });
    expect(refused.status).toBe(400);
    expectDocumented('POST', '/api/adm/evento', refused);
    const anonymous = await shop.t.rest('GET', '/api/adm', { host: shop.host });
    expect(anonymous.status).toBe(401);
    expectDocumented('GET', '/api/adm', anonymous);
  });
});
