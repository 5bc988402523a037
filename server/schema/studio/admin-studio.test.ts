import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApertureMarkPng, renderLandscapeJpeg } from '../../services/images/generated-pictures.ts';
import { startFakeMercadoPago } from '../../services/payments/simulator/mercado-pago-simulator.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('studio admin: storefront, address, credentials', () => {
  let t: TestApp;
  let admin: AdminClient;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOfNewStudio(t, factories(t.db, t.services), { name: 'Estúdio Admin' });
    // The free plan: its figures are the ones the spec's example shows.
    const free = await t.db.plan.findUniqueOrThrow({ where: { code: 'gratuito' } });
    await t.db.studio.update({ where: { id: admin.studio.id }, data: { planId: free.id } });
    jpeg = await renderLandscapeJpeg(960, 360, 3);
  });
  afterAll(() => t.close());

  const studioRow = () =>
    t.db.studio.findUniqueOrThrow({ where: { id: admin.studio.id }, include: { plan: true } });

  it('GET /api/adm answers the whole studio object with plan and storage', async () => {
    const { status, body, headers } = await admin.rest('GET', '/api/adm');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({
      nomeEstudio: 'Estúdio Admin',
      urlEstudio: admin.studio.slug,
      planoVigente: {
        nome_amigavel: 'Gratuito',
        limiteArmazenamentoAltaResolucao: 2_000_000_000,
        limiteAtingido: false,
        mensagem: null,
        codigo: 'gratuito',
        tamanhoMaximoFotoEmByte: 6 * 1024 * 1024,
        recursos: { buscaPorSelfie: false, buscaPorNumero: false, dominioProprio: false, tamanhoEquipe: 1 },
        testeTerminaEm: null,
        diasDeTesteRestantes: null,
      },
      armazenamentoAltaResolucao: { espacoUsado: 0 },
      endereco: { cep: '', cidade: '', uf: '', rua: '', numeroRua: '', complementoRua: '', bairro: '' },
      credenciaisMercadoPago: { publicKey: '', accessToken: '', accessTokenPlaceholder: '' },
      eventos: [],
      eventosConsolidados: [],
      bannerRotativo: [],
      tabelasTamanhoPreco: [],
      marcaDagua: null,
    });
    expect(body.tabelaDimensoes).toContainEqual({ largura: 10, altura: 15 });
  });

  it('shows the plan message and the limit flag', async () => {
    await t.db.studio.update({
      where: { id: admin.studio.id },
      data: {
        planMessageType: 'FAILURE',
        planMessageText: 'Pagamento do plano recusado',
        highResStorageUsedBytes: 2_000_000_000n,
      },
    });
    const { body } = await admin.rest('GET', '/api/adm');
    expect(body.planoVigente).toMatchObject({
      limiteAtingido: true,
      mensagem: { tipo: 'falha', texto: 'Pagamento do plano recusado' },
    });
    await t.db.studio.update({
      where: { id: admin.studio.id },
      data: { planMessageType: null, planMessageText: null, highResStorageUsedBytes: 0n },
    });
  });

  it("shows the real plan: another plan's name, limit and features, and the trial's days left", async () => {
    const trialPlan = await t.db.plan.findUniqueOrThrow({ where: { code: 'estudio' } });
    const trialEndsAt = new Date(Date.now() + 9.5 * 86_400_000);
    await t.db.studio.update({
      where: { id: admin.studio.id },
      data: { planId: trialPlan.id, trialEndsAt, highResStorageUsedBytes: 123_456n },
    });
    const { body } = await admin.rest('GET', '/api/adm');
    expect(body.planoVigente).toMatchObject({
      nome_amigavel: 'Estúdio',
      codigo: 'estudio',
      limiteArmazenamentoAltaResolucao: 500_000_000_000,
      tamanhoMaximoFotoEmByte: 20 * 1024 * 1024,
      recursos: { buscaPorSelfie: true, buscaPorNumero: true, dominioProprio: true, tamanhoEquipe: 10 },
      testeTerminaEm: trialEndsAt.toISOString(),
      diasDeTesteRestantes: 10,
    });
    expect(body.armazenamentoAltaResolucao).toEqual({ espacoUsado: 123_456 });
    const free = await t.db.plan.findUniqueOrThrow({ where: { code: 'gratuito' } });
    await t.db.studio.update({
      where: { id: admin.studio.id },
      data: { planId: free.id, trialEndsAt: null, highResStorageUsedBytes: 0n },
    });
  });

  describe('images', () => {
    it('PUT /api/adm/logo takes the raw image and replaces the previous logo', async () => {
      const first = await admin.rest('PUT', '/api/adm/logo', {
        bytes: await renderApertureMarkPng(300),
        headers: { tipo: 'image/png' },
      });
      expect(first).toMatchObject({
        status: 200,
        body: { mensagem: { texto: 'Logo atualizada com sucesso' } },
      });
      const before = await studioRow();
      const firstKey = (await t.db.asset.findUniqueOrThrow({ where: { id: before.logoId! } })).storageKey;
      await admin.rest('PUT', '/api/adm/logo', {
        bytes: await renderApertureMarkPng(200),
        headers: { tipo: 'image/png' },
      });
      const after = await studioRow();
      expect(after.logoId).not.toBe(before.logoId);
      expect(await t.db.asset.findUnique({ where: { id: before.logoId! } })).toBeNull();
      expect(await t.services.storage.read(firstKey)).toBeNull();
      const { body } = await admin.rest('GET', '/api/adm');
      const logo = await t.fetch(
        `/api/estaticos/estudios/${admin.studio.slug}/logos/${body.logoEstudio.nome}`,
      );
      expect(logo.status).toBe(200);
      expect((await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).hasAlpha).toBe(true);
    });

    it('GraphQL updates the footer logo with a multipart upload', async () => {
      const { data } = await admin.upload(
        `mutation($input: UpdateFooterLogoInput!) {
          updateFooterLogo(input: $input) { __typename ... on UpdateFooterLogoPayload { message studio { footerLogo { url width height } } } }
        }`,
        { input: { file: null } },
        { 'input.file': { bytes: await renderApertureMarkPng(120), name: 'rodape.png', type: 'image/png' } },
      );
      expect(data.updateFooterLogo.message).toBe('Logo do rodapé atualizada com sucesso');
      expect(data.updateFooterLogo.studio.footerLogo.url).toMatch(/\/logos\//);
    });

    it('About image, text and WhatsApp', async () => {
      expect(
        (
          await admin.rest('PATCH', '/api/adm/sobre/imagem', {
            bytes: jpeg,
            headers: { tipodoarquivo: 'image/jpeg' },
          })
        ).body,
      ).toEqual({
        mensagem: { texto: 'Imagem do Sobre Nós atualizada com sucesso' },
      });
      expect(
        (await admin.rest('PATCH', '/api/adm/sobre/texto', { body: { textoSobre: 'Fotografia com alma!' } }))
          .body,
      ).toEqual({
        mensagem: { texto: 'Texto do Sobre Nós atualizado com sucesso' },
      });
      expect(
        (await admin.rest('PATCH', '/api/adm/sobre/telefone', { body: { numero: '(11) 97777-0000' } }))
          .status,
      ).toBe(200);
      const { body } = await admin.rest('GET', '/api/adm');
      expect(body.sobre).toMatchObject({
        texto: 'Fotografia com alma!',
        numeroWhats: '(11) 97777-0000',
        imagem: { largura: 960 },
      });
    });

    it('refuses About text outside the allowed characters and keeps the old one', async () => {
      const { status, body } = await admin.rest('PATCH', '/api/adm/sobre/texto', {
        body: { textoSobre: 'Desde 2010 <b>' },
      });
      expect(status).toBe(400);
      expect(body.mensagem.texto).toBe(
        `Texto do Sobre Nós: use apenas letras, espaços e pontuação (, . : ; ? ! ' " ( ) -)`,
      );
      expect((await studioRow()).aboutText).toBe('Fotografia com alma!');
    });

    it('footer e-mail and phone, refusing a malformed e-mail', async () => {
      expect(
        (await admin.rest('PATCH', '/api/adm/rodape/email', { body: { emailRodape: 'oi@estudio.com' } }))
          .status,
      ).toBe(200);
      expect(
        (
          await admin.rest('PATCH', '/api/adm/rodape/telefone', {
            body: { telefoneRodape: '+55 (11) 3000-0000' },
          })
        ).status,
      ).toBe(200);
      const bad = await admin.rest('PATCH', '/api/adm/rodape/email', {
        body: { emailRodape: 'nao-e-email' },
      });
      expect(bad).toMatchObject({ status: 400, body: { mensagem: { texto: 'E-mail inválido' } } });
      const badPhone = await admin.rest('PATCH', '/api/adm/rodape/telefone', {
        body: { telefoneRodape: '11 3000 ramal 2' },
      });
      expect(badPhone.status).toBe(400);
      expect(await studioRow()).toMatchObject({
        footerEmail: 'oi@estudio.com',
        footerPhone: '+55 (11) 3000-0000',
      });
    });

    it('banners: create with a title, rename, replace the image, delete', async () => {
      const created = await admin.rest('POST', '/api/adm/banner-rotativo', {
        bytes: jpeg,
        headers: { tipo: 'image/jpeg', titulobanner: encodeURIComponent('Promoção de Natal') },
      });
      expect(created.status).toBe(200);
      expect(created.body.mensagem.texto).toBe('Banner adicionado com sucesso');
      const id = created.body.banner._id;
      expect(created.body.banner).toMatchObject({
        titulo: 'Promoção de Natal',
        caminho: `estaticos/estudios/${admin.studio.slug}/banners`,
      });

      expect(
        (
          await admin.rest('POST', '/api/adm/banner-rotativo/titulo', {
            body: { titulo: 'Natal', targetId: id },
          })
        ).body,
      ).toEqual({
        mensagem: { texto: 'Título do banner atualizado com sucesso' },
      });
      const oldKey = (await t.db.banner.findUniqueOrThrow({ where: { id }, include: { image: true } })).image
        .storageKey;
      const replaced = await admin.rest('PATCH', '/api/adm/banner-rotativo/imagem', {
        bytes: await renderLandscapeJpeg(840, 315, 8),
        headers: { tipo: 'image/jpeg', targetid: id },
      });
      expect(replaced.body.banner).toMatchObject({ _id: id, titulo: 'Natal', largura: 840, altura: 315 });
      expect(await t.services.storage.read(oldKey)).toBeNull();

      const deleted = await admin.rest('DELETE', '/api/adm/banner-rotativo', { body: { idBanner: id } });
      expect(deleted.body).toEqual({ mensagem: { texto: 'Banner excluído com sucesso' } });
      expect(await t.db.banner.count({ where: { studioId: admin.studio.id } })).toBe(0);
      expect(await t.db.asset.count({ where: { studioId: admin.studio.id, kind: 'BANNER' } })).toBe(0);
    });

    it('a banner needs a title, and nothing is stored without one', async () => {
      const before = await t.db.asset.count();
      const { status, body } = await admin.rest('POST', '/api/adm/banner-rotativo', {
        bytes: jpeg,
        headers: { tipo: 'image/jpeg' },
      });
      expect(status).toBe(400);
      expect(body.mensagem.texto).toBe('Informe o título do banner');
      expect(await t.db.asset.count()).toBe(before);
    });

    it('refuses a file that is not an image whatever its declared type', async () => {
      const { status, body } = await admin.rest('PUT', '/api/adm/logo', {
        bytes: Buffer.from('GIF89a... not really'),
        headers: { tipo: 'image/png' },
      });
      expect(status).toBe(400);
      expect(body.mensagem.texto).toBe('O arquivo enviado não é uma imagem válida.');
    });
  });

  describe('watermark', () => {
    it('is saved, shown, and deleted with the spec text', async () => {
      const saved = await admin.rest('POST', '/api/adm/marca-dagua', {
        bytes: await renderApertureMarkPng(400),
        headers: { tipo: 'image/png' },
      });
      expect(saved.body.mensagem.texto).toBe("Marca d'água salva com sucesso");
      expect(saved.body.marcaDagua.src).toMatch(/\/marca-dagua\/[0-9a-f]{24}\.png$/);
      expect((await admin.rest('GET', '/api/adm')).body.marcaDagua).toMatchObject({
        src: saved.body.marcaDagua.src,
      });
      const removed = await admin.rest('DELETE', '/api/adm/marca-dagua');
      expect(removed.body).toEqual({ mensagem: { texto: 'Marca dágua excluída com sucesso' } });
      expect((await admin.rest('GET', '/api/adm')).body.marcaDagua).toBeNull();
    });
  });

  describe('address', () => {
    const address = {
      cep: '01310100',
      cidade: 'São Paulo',
      uf: 'sp',
      rua: 'Avenida Paulista',
      numeroRua: '1000',
      complementoRua: 'Conj. 5',
      bairro: 'Bela Vista',
    };

    it('PUT /api/adm/endereco saves it normalised', async () => {
      const { status, body } = await admin.rest('PUT', '/api/adm/endereco', {
        body: { enderecoEstudio: address },
      });
      expect(status).toBe(200);
      expect(body).toEqual({ mensagem: { texto: 'Endereço salvo com sucesso' } });
      expect((await admin.rest('GET', '/api/adm')).body.endereco).toEqual({
        ...address,
        cep: '01310-100',
        uf: 'SP',
      });
    });

    it.each([
      ['cep', '1234', 'CEP inválido: use 8 dígitos, como 01310-100'],
      ['numeroRua', '10A', 'Número: use apenas dígitos'],
      ['uf', 'Z9', 'UF: use apenas letras, como SP'],
      ['cidade', 'São Paulo/SP', 'Cidade: use apenas letras, números, espaços, hífen e sublinhado'],
    ])('refuses a bad %s and changes nothing', async (field, value, text) => {
      const { status, body } = await admin.rest('PUT', '/api/adm/endereco', {
        body: { enderecoEstudio: { ...address, [field]: value } },
      });
      expect(status).toBe(400);
      expect(body.mensagem.texto).toBe(text);
      expect((await studioRow()).addressCep).toBe('01310-100');
    });

    it('refuses a CEP that does not exist, as the storefront does, and keeps the saved address', async () => {
      const { status, body } = await admin.rest('PUT', '/api/adm/endereco', {
        body: { enderecoEstudio: { ...address, cep: '99999999' } },
      });
      expect(status).toBe(400);
      expect(body).toEqual({ mensagem: { texto: 'CEP inexistente' } });
      expect((await studioRow()).addressCep).toBe('01310-100');
    });
  });

  describe('Mercado Pago credentials', () => {
    it('stores the access token encrypted, never answers it, and keeps it when the mask comes back', async () => {
      const saved = await admin.rest('PUT', '/api/adm/meio-de-pagamento/mercado-pago/credenciais', {
        body: {
          credenciais: {
            publicKey: 'APP_USR-pub-123',
            accessToken: 'APP_USR-1234567890-segredo-9876',
            accessTokenPlaceholder: 'x',
          },
        },
      });
      expect(saved.body).toEqual({ mensagem: { texto: 'Credenciais salvas com sucesso' } });
      const row = await studioRow();
      expect(row.mercadoPagoAccessToken).not.toContain('segredo');
      expect(t.services.secrets.decrypt(row.mercadoPagoAccessToken!)).toBe('APP_USR-1234567890-segredo-9876');

      const { body } = await admin.rest('GET', '/api/adm');
      expect(body.credenciaisMercadoPago).toEqual({
        publicKey: 'APP_USR-pub-123',
        accessToken: '',
        accessTokenPlaceholder: 'APP_USR-••••••••••••9876',
      });
      expect(JSON.stringify(body)).not.toContain('segredo');

      await admin.rest('PUT', '/api/adm/meio-de-pagamento/mercado-pago/credenciais', {
        body: {
          credenciais: {
            publicKey: 'APP_USR-pub-456',
            accessToken: body.credenciaisMercadoPago.accessTokenPlaceholder,
          },
        },
      });
      const kept = await studioRow();
      expect(kept.mercadoPagoPublicKey).toBe('APP_USR-pub-456');
      expect(t.services.secrets.decrypt(kept.mercadoPagoAccessToken!)).toBe(
        'APP_USR-1234567890-segredo-9876',
      );
    });

    it('answers the postback address through GraphQL', async () => {
      const { data } = await admin.graphql('{ studio { mercadoPago { configured notificationUrl } } }');
      expect(data.studio.mercadoPago).toEqual({
        configured: true,
        notificationUrl: `http://${admin.host}/api/${admin.studio.slug}/status-pagamento`,
      });
    });

    it('refuses credentials that cannot work, saying why, and keeps the saved ones', async () => {
      const put = (credenciais: Record<string, string>) =>
        admin.rest('PUT', '/api/adm/meio-de-pagamento/mercado-pago/credenciais', { body: { credenciais } });
      const before = await studioRow();
      const refusals = [
        [{ publicKey: 'APP_USR-pub-789', accessToken: 'invalido' }, /^O Access Token começa com APP_USR-/],
        [{ publicKey: 'invalida', accessToken: 'APP_USR-token-1' }, /^A Public Key começa com APP_USR-/],
        [{ publicKey: 'TEST-pub-1', accessToken: 'APP_USR-token-1' }, /ambientes diferentes/],
      ] as const;
      for (const [credenciais, text] of refusals) {
        const { status, body } = await put(credenciais);
        expect(status).toBe(400);
        expect(body.mensagem.texto).toMatch(text);
      }
      const after = await studioRow();
      expect(after.mercadoPagoPublicKey).toBe(before.mercadoPagoPublicKey);
      expect(after.mercadoPagoAccessToken).toBe(before.mercadoPagoAccessToken);
    });

    it('asks Mercado Pago whether it accepts the token, and saves nothing it refuses', async () => {
      const mercadoPago = await startFakeMercadoPago({ acceptsToken: (token) => token === 'APP_USR-aceito' });
      const other = await createTestApp({ MERCADO_PAGO_API_URL: mercadoPago.url });
      try {
        const owner = await adminOfNewStudio(other, factories(other.db, other.services), { name: 'Outro' });
        const put = (accessToken: string) =>
          owner.rest('PUT', '/api/adm/meio-de-pagamento/mercado-pago/credenciais', {
            body: { credenciais: { publicKey: 'APP_USR-pub', accessToken } },
          });
        const refused = await put('APP_USR-revogado');
        expect(refused).toMatchObject({
          status: 400,
          body: {
            mensagem: {
              texto:
                'O Mercado Pago não aceitou este Access Token. Copie-o de novo em Suas integrações > Credenciais e salve.',
            },
          },
        });
        expect(mercadoPago.requests.some((request) => request.path === '/users/me')).toBe(true);
        expect((await put('APP_USR-aceito')).body).toEqual({
          mensagem: { texto: 'Credenciais salvas com sucesso' },
        });

        await mercadoPago.close();
        expect(await put('APP_USR-aceito')).toMatchObject({
          status: 503,
          body: { mensagem: { texto: expect.stringMatching(/^Não foi possível confirmar o Access Token/) } },
        });
      } finally {
        await other.close();
        await mercadoPago.close().catch(() => {});
      }
    });

    it('refuses to save without an access token', async () => {
      const { status, body } = await admin.rest(
        'PUT',
        '/api/adm/meio-de-pagamento/mercado-pago/credenciais',
        {
          body: { credenciais: { publicKey: 'x', accessToken: '' } },
        },
      );
      expect(status).toBe(400);
      expect(body.mensagem.texto).toBe('Informe o Access Token');
    });
  });
});
