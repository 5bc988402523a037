import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('REST shim: storefront', () => {
  let t: TestApp;
  let bannerKey: string;

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    const studio = await make.studio({
      name: 'Estúdio Sol',
      slug: 'demo',
      aboutText: 'Sobre nós',
      aboutWhatsApp: '11999990000',
      footerEmail: 'oi@sol.com.br',
      footerPhone: '(11) 4000-0000',
    });
    const [logo, footerLogo, about, bannerImage] = await Promise.all([
      make.image(studio, 'STUDIO_LOGO'),
      make.image(studio, 'FOOTER_LOGO'),
      make.image(studio, 'ABOUT_IMAGE'),
      make.image(studio, 'BANNER'),
    ]);
    bannerKey = bannerImage.storageKey;
    await t.db.studio.update({
      where: { id: studio.id },
      data: { logoId: logo.id, footerLogoId: footerLogo.id, aboutImageId: about.id },
    });
    await t.db.banner.create({ data: { studioId: studio.id, title: 'Bem-vindo', imageId: bannerImage.id } });
    await make.event(studio, { name: 'Festa Junina', cover: true });
    await make.event(studio, { name: 'Sem Capa' });
  });
  afterAll(() => t.close());

  it('GET /api answers the studio with the documented Portuguese fields', async () => {
    const { status, body, headers } = await t.rest('GET', '/api');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({
      nomeEstudio: 'Estúdio Sol',
      urlEstudio: 'demo',
      dominio: null,
      logoEstudio: {
        nome: expect.stringMatching(/\.webp$/),
        largura: 180,
        altura: 180,
        src: expect.stringMatching(/^\/api\/estaticos\/estudios\/demo\/logos\/[^/]+\.webp$/),
      },
      bannerRotativo: [
        {
          _id: expect.any(String),
          titulo: 'Bem-vindo',
          caminho: 'estaticos/estudios/demo/banners',
          nome: bannerKey.split('/').pop(),
        },
      ],
      sobre: {
        texto: 'Sobre nós',
        numeroWhats: '11999990000',
        imagem: { src: expect.stringMatching(/^\/api\/estaticos\/estudios\/demo\/sobre\//) },
      },
      rodape: {
        email: 'oi@sol.com.br',
        telefone: '(11) 4000-0000',
        logo: { src: expect.stringMatching(/^\/api\/estaticos\//) },
      },
      eventosConsolidados: [
        {
          _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          nome: 'Festa Junina',
          url: 'festa-junina',
          imagemDeCapa: {
            caminho: 'estaticos/estudios/demo/eventos/festa-junina/capa',
            largura: 480,
            altura: 320,
          },
        },
      ],
    });
    expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the banner is served where caminho and nome say', async () => {
    const { body } = await t.rest('GET', '/api');
    const banner = body.bannerRotativo[0];
    const response = await t.fetch(`/api/${banner.caminho}/${banner.nome}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata.format).toBe('webp');
  });

  it('answers 304 when the browser already has the image', async () => {
    const first = await t.fetch(`/api/${bannerKey}`);
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    const again = await t.fetch(`/api/${bannerKey}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it.each([
    '/api/estaticos/estudios/demo/banners/nao-existe.webp',
    '/api/estaticos/estudios/demo/..%2F..%2F..%2Fetc%2Fpasswd',
    '/api/estaticos/estudios/demo/banners/%00.webp',
  ])('GET %s answers 404 without leaving the public folder', async (pathname) => {
    const { status, body } = await t.rest('GET', pathname);
    expect(status).toBe(404);
    expect(body).toEqual({ mensagem: { texto: 'Arquivo não encontrado' } });
  });

  it('resolves dot segments before routing, so they cannot climb out of /api/estaticos', async () => {
    const response = await t.fetch('/api/estaticos/%2e%2e/%2e%2e/package.json');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"name": "revela"');
  });

  it('never serves private originals', async () => {
    const studio = await t.db.studio.findUniqueOrThrow({ where: { slug: 'demo' } });
    const event = await t.db.event.findFirstOrThrow({ where: { studioId: studio.id } });
    const photo = await factories(t.db, t.services).photo(studio, event);
    const original = await t.db.photoFile.findFirstOrThrow({
      where: { photoId: photo.id, variant: 'ORIGINAL' },
    });
    expect(original.storageKey.startsWith('originais/')).toBe(true);
    expect((await t.rest('GET', `/api/${original.storageKey}`)).status).toBe(404);
    expect((await t.rest('GET', `/api/estaticos/../${original.storageKey}`)).status).toBe(404);
  });

  it('GET /api answers 404 with a message when the host names no studio', async () => {
    const { status, body } = await t.rest('GET', '/api', { host: 'nenhum.localhost' });
    expect(status).toBe(404);
    expect(body).toEqual({ mensagem: { texto: 'Estúdio não encontrado' } });
  });

  it('an unknown /api path answers 404 JSON with mensagem.texto', async () => {
    const { status, body, headers } = await t.rest('GET', '/api/isto/nao/existe/mesmo');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body).toEqual({ mensagem: { texto: 'Recurso não encontrado' } });
  });

  it('a known path with another method answers 405 and says which ones it takes', async () => {
    const { status, body, headers } = await t.rest('DELETE', '/api');
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET');
    expect(body.mensagem.texto).toBe('Método não permitido para este endereço');
  });
});
