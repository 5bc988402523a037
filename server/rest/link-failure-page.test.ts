// A bad or expired download link opened in a browser answers a page in Portuguese; API clients keep the JSON.
import { describe, expect, it } from 'vitest';
import { shopOfThisFile } from '../test/shop.ts';
import { wantsHtml } from './link-failure-page.ts';

const shop = shopOfThisFile();
const browserAccept =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';
const unknownId = '0190a6a8-0000-7000-8000-000000000000';

describe('a download link that cannot be served', () => {
  const links = () => [
    `/api/${shop.digital.event.slug}/download/${unknownId}?pedido=${unknownId}&acesso=vencido`,
    `/api/${shop.digital.event.slug}/entrega/${unknownId}/fotos.zip?acesso=vencido`,
    '/api/arquivos/link-vencido',
  ];

  it('is a page in Portuguese for a browser, pointing to the order e-mail and Minhas compras', async () => {
    for (const link of links()) {
      const response = await shop.t.fetch(link, { host: shop.host, headers: { Accept: browserAccept } });
      expect(response.status, link).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toContain('<html lang="pt-BR">');
      expect(page).toContain('Link de download inválido');
      expect(page).toContain('<a href="/minhas-compras">Minhas compras</a>');
      expect(page).not.toContain('mensagem');
    }
  });

  it('stays { mensagem: { texto } } for API clients', async () => {
    for (const accept of ['application/json', '*/*', 'application/json, text/html']) {
      const response = await shop.t.fetch(links()[0]!, { host: shop.host, headers: { Accept: accept } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ mensagem: { texto: expect.any(String) } });
    }
  });
});

describe('wantsHtml', () => {
  it.each([
    [browserAccept, true],
    ['text/html', true],
    ['application/json', false],
    ['application/json, text/html', false],
    ['*/*', false],
    ['', false],
  ])('%j: %s', (accept, expected) => {
    expect(wantsHtml(new Request('http://x/', { headers: { Accept: accept } }))).toBe(expected);
  });
});
