import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLandscapeJpeg } from '../../services/images/generated-pictures.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('studio admin: events and gallery settings', () => {
  let t: TestApp;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOfNewStudio(t, factories(t.db, t.services));
  });
  afterAll(() => t.close());

  const eventBySlug = (slug: string) =>
    t.db.event.findFirstOrThrow({
      where: { studioId: admin.studio.id, slug },
      include: {
        authorizedPeople: { orderBy: { id: 'asc' } },
        priceTable: { include: { items: { orderBy: { position: 'asc' } } } },
      },
    });

  it('POST /api/adm/evento makes a unique address from the name', async () => {
    const first = await admin.rest('POST', '/api/adm/evento', {
      body: { nomeEvento: 'Formatura Direito 2026' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      mensagem: { texto: 'Evento criado com sucesso' },
      nome: 'Formatura Direito 2026',
      url: 'formatura-direito-2026',
      formatoEntregaDasFotos: 'digital',
      modusOperandi: { id: 'normal', pacote: { numeroFotos: null } },
    });
    const second = await admin.rest('POST', '/api/adm/evento', {
      body: { nomeEvento: 'Formatura Direito 2026' },
    });
    expect(second.body.url).toBe('formatura-direito-2026-2');
  });

  it('refuses an event without a name', async () => {
    const { status, body } = await admin.rest('POST', '/api/adm/evento', { body: { nomeEvento: '   ' } });
    expect(status).toBe(400);
    expect(body.mensagem.texto).toBe('Informe o nome do evento');
  });

  it('GraphQL createEvent takes the wizard delivery format', async () => {
    const { data } = await admin.graphql(
      `mutation($input: CreateEventInput!) {
        createEvent(input: $input) { __typename ... on CreateEventPayload { message event { slug deliveryFormat } } }
      }`,
      { input: { name: 'Casamento na Praia', deliveryFormat: 'DIGITAL_AND_PRINTED' } },
    );
    expect(data.createEvent.event).toEqual({
      slug: 'casamento-na-praia',
      deliveryFormat: 'DIGITAL_AND_PRINTED',
    });
  });

  it('PATCH formato-entrega changes the delivery format; an unknown word is refused', async () => {
    const changed = await admin.rest('PATCH', '/api/adm/formatura-direito-2026/formato-entrega', {
      body: { formatoEntregaDasFotos: 'impresso' },
    });
    expect(changed.status).toBe(200);
    expect((await eventBySlug('formatura-direito-2026')).deliveryFormat).toBe('PRINTED');
    const bad = await admin.rest('PATCH', '/api/adm/formatura-direito-2026/formato-entrega', {
      body: { formatoEntregaDasFotos: 'holograma' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.mensagem.texto).toBe(
      'Formato de entrega inválido: use digital, impresso, digital-e-impresso',
    );
  });

  it('POST chave-de-acesso sets and clears the gallery key, ending old private sessions', async () => {
    const set = await admin.rest('POST', '/api/adm/formatura-direito-2026/chave-de-acesso', {
      body: { chaveDeAcesso: 'turma26' },
    });
    expect(set.body).toEqual({ mensagem: { texto: 'Senha da galeria salva com sucesso' } });
    const withKey = await eventBySlug('formatura-direito-2026');
    expect(withKey.accessKey).toBe('turma26');
    const cleared = await admin.rest('POST', '/api/adm/formatura-direito-2026/chave-de-acesso', {
      body: { chaveDeAcesso: ' ' },
    });
    expect(cleared.body.mensagem.texto).toBe('A galeria agora é pública');
    const without = await eventBySlug('formatura-direito-2026');
    expect(without.accessKey).toBeNull();
    expect(without.accessKeyVersion).toBe(withKey.accessKeyVersion + 1);
  });

  it('POST capa sets the cover; once published, the event appears in Trabalhos Recentes', async () => {
    const cover = await admin.rest('POST', '/api/adm/formatura-direito-2026/capa', {
      bytes: await renderLandscapeJpeg(600, 400, 4),
      headers: { 'X-Nome-Arquivo': 'capa.jpg' },
    });
    expect(cover.body).toEqual({ mensagem: { texto: 'Capa atualizada com sucesso' } });
    const listed = async () =>
      (await t.rest('GET', '/api', { host: admin.host })).body.eventosConsolidados.map(
        (event: { url: string }) => event.url,
      );
    // A new event is a draft: PATCH publicacao opens it.
    expect(await listed()).not.toContain('formatura-direito-2026');
    const published = await admin.rest('PATCH', '/api/adm/formatura-direito-2026/publicacao', {
      body: { publicado: true },
    });
    expect(published.body).toEqual({
      mensagem: { texto: 'Evento publicado: a galeria está aberta aos clientes' },
    });
    expect(await listed()).toContain('formatura-direito-2026');
  });

  describe('PUT configuracoes', () => {
    const put = (slug: string, configuracoesGaleria: unknown) =>
      admin.rest('PUT', `/api/adm/${slug}/configuracoes`, { body: { configuracoesGaleria } });

    beforeAll(async () => {
      await admin.rest('POST', '/api/adm/evento', { body: { nomeEvento: 'Festa Junina' } });
    });

    it('saves digital and printed settings with comma prices, and GET /api/adm shows them', async () => {
      await admin.rest('PUT', '/api/adm/endereco', {
        body: {
          enderecoEstudio: {
            cep: '20040-020',
            cidade: 'Rio de Janeiro',
            uf: 'RJ',
            rua: 'Rua da Assembleia',
            numeroRua: '10',
            bairro: 'Centro',
          },
        },
      });
      const saved = await put('festa-junina', {
        modusOperandi: { id: 'normal' },
        chaveDeAcesso: 'quadrilha',
        formatoEntregaFotos: {
          digital: { ativo: true, preco: '12,50', opcaoEntrega: 'semi-automatica' },
          impresso: {
            ativo: true,
            tabelaTamanhoPreco: {
              nome: 'Festas',
              salvarParaUsoFuturo: true,
              itens: [
                { alturaImagem: '15', larguraImagem: '10', precoImagem: '15,00' },
                { alturaImagem: '21', larguraImagem: '15', precoImagem: '25.5', pesoImagem: '20' },
              ],
            },
            opcoesEnvio: { retirada: true, envio: { ativo: true, quemPaga: 'estudio' } },
          },
        },
      });
      expect(saved).toMatchObject({
        status: 200,
        body: { mensagem: { texto: 'Configurações salvas com sucesso' } },
      });
      const event = await eventBySlug('festa-junina');
      expect(event).toMatchObject({
        deliveryFormat: 'DIGITAL_AND_PRINTED',
        digitalPriceCents: 1250,
        digitalDelivery: 'SEMI_AUTOMATIC',
        accessKey: 'quadrilha',
        pickupEnabled: true,
        shippingEnabled: true,
        shippingPayer: 'STUDIO',
      });
      expect(
        event.priceTable!.items.map((item) => [
          item.height,
          item.width,
          item.weightGrams,
          item.priceCents,
          item.unit,
        ]),
      ).toEqual([
        [15, 10, 10, 1500, 'CM'],
        [21, 15, 20, 2550, 'CM'],
      ]);
      const saved2 = await t.db.priceTable.findFirstOrThrow({
        where: { studioId: admin.studio.id, saved: true, name: 'Festas' },
        include: { items: true },
      });
      expect(saved2.items).toHaveLength(2);

      const { body } = await admin.rest('GET', '/api/adm');
      const shown = body.eventos.find((item: { url: string }) => item.url === 'festa-junina');
      expect(shown).toMatchObject({
        chaveDeAcesso: 'quadrilha',
        formatoEntregaDasFotos: 'digital-e-impresso',
        formatoEntregaFotos: {
          digital: { ativo: true, preco: '12.50', opcaoEntrega: 'semi-automatica' },
          impresso: {
            ativo: true,
            tabelaTamanhoPreco: {
              nome: 'Festas',
              itens: [
                {
                  formatoEntrega: 'impresso',
                  alturaImagem: 15,
                  larguraImagem: 10,
                  unidadeMedidaImagem: 'cm',
                  pesoImagem: 10,
                  precoImagem: '15.00',
                },
                { alturaImagem: 21, larguraImagem: 15, pesoImagem: 20, precoImagem: '25.50' },
              ],
            },
            opcoesEnvio: { retirada: true, envio: { ativo: true, quemPaga: 'estudio' } },
          },
        },
      });
      expect(body.tabelasTamanhoPreco.map((table: { nome: string }) => table.nome)).toContain('Festas');
    });

    it('keeps the ids of lines that stay, so carts keep the sizes they chose', async () => {
      const before = (await eventBySlug('festa-junina')).priceTable!.items;
      await put('festa-junina', {
        modusOperandi: { id: 'normal' },
        formatoEntregaFotos: {
          digital: { ativo: true, preco: '12,50' },
          impresso: {
            ativo: true,
            tabelaTamanhoPreco: {
              itens: [
                { _id: before[1]!.id, alturaImagem: '21', larguraImagem: '15', precoImagem: '30,00' },
                { alturaImagem: '30', larguraImagem: '20', precoImagem: '45,00' },
              ],
            },
            opcoesEnvio: { retirada: true },
          },
        },
      });
      const after = (await eventBySlug('festa-junina')).priceTable!.items;
      expect(after.map((item) => item.priceCents)).toEqual([3000, 4500]);
      expect(after[0]!.id).toBe(before[1]!.id);
      expect(after.some((item) => item.id === before[0]!.id)).toBe(false);
    });

    it('copies a saved table when it is named by _id without lines', async () => {
      const savedTable = await t.db.priceTable.findFirstOrThrow({
        where: { studioId: admin.studio.id, saved: true, name: 'Festas' },
      });
      await admin.rest('POST', '/api/adm/evento', { body: { nomeEvento: 'Arraiá' } });
      const saved = await put('arraia', {
        modusOperandi: { id: 'normal' },
        formatoEntregaFotos: {
          impresso: {
            ativo: true,
            tabelaTamanhoPreco: { _id: savedTable.id },
            opcoesEnvio: { retirada: true },
          },
        },
      });
      expect(saved.status).toBe(200);
      expect((await eventBySlug('arraia')).priceTable!.items.map((item) => item.priceCents)).toEqual([
        1500, 2550,
      ]);
    });

    it('sets up the prepaid package with its people and no gallery key', async () => {
      const saved = await put('festa-junina', {
        modusOperandi: {
          id: 'pacote-pre-pago-mais-fotos-extras',
          pacote: { numeroFotos: 20 },
          pessoasAutorizadas: [
            { nome: 'Ana', senha: 'a1b2' },
            { nome: 'Bruno', senha: '' },
          ],
        },
        chaveDeAcesso: 'ignorada',
        formatoEntregaFotos: { digital: { ativo: true, preco: '8,00' } },
      });
      expect(saved.status).toBe(200);
      const event = await eventBySlug('festa-junina');
      expect(event).toMatchObject({
        mode: 'PREPAID_PACKAGE',
        packagePhotoCount: 20,
        accessKey: null,
        deliveryFormat: 'DIGITAL',
      });
      expect(event.authorizedPeople.map((person) => person.name)).toEqual(['Ana', 'Bruno']);
      expect(event.authorizedPeople[1]!.password).toMatch(/^[a-z2-9]{4}$/);

      const { body } = await admin.rest('GET', '/api/adm');
      const shown = body.eventos.find((item: { url: string }) => item.url === 'festa-junina');
      expect(shown.modusOperandi).toMatchObject({
        id: 'pacote-pre-pago-mais-fotos-extras',
        pacote: { numeroFotos: 20 },
        pessoasAutorizadas: [{ nome: 'Ana', senha: 'a1b2' }, { nome: 'Bruno' }],
      });
      // Saving again with the people's _id keeps them (and their open sessions).
      const ana = event.authorizedPeople[0]!;
      await put('festa-junina', {
        modusOperandi: {
          id: 'pacote-pre-pago-mais-fotos-extras',
          pacote: { numeroFotos: 25 },
          pessoasAutorizadas: [{ _id: ana.id, nome: 'Ana Paula', senha: 'a1b2' }],
        },
        formatoEntregaFotos: { digital: { ativo: true, preco: '8,00' } },
      });
      const again = await eventBySlug('festa-junina');
      expect(again.authorizedPeople).toEqual([expect.objectContaining({ id: ana.id, name: 'Ana Paula' })]);
    });

    it('answers a settings problem as an alert with a link, saving nothing', async () => {
      const studioRow = await t.db.studio.update({
        where: { id: admin.studio.id },
        data: { addressCep: '' },
      });
      expect(studioRow.addressCep).toBe('');
      const before = await eventBySlug('arraia');
      const { status, body } = await put('arraia', {
        modusOperandi: { id: 'normal' },
        formatoEntregaFotos: {
          impresso: {
            ativo: true,
            tabelaTamanhoPreco: { itens: [{ alturaImagem: '15', larguraImagem: '10', precoImagem: '9,90' }] },
            opcoesEnvio: { envio: { ativo: true } },
          },
        },
      });
      expect(status).toBe(400);
      expect(body.mensagem).toEqual({
        texto:
          'Para oferecer envio, cadastre o endereço do estúdio: é dele que as fotos saem e o frete é calculado.',
        link: '/adm/dados-cadastrais',
        textoDoLink: 'Cadastrar endereço',
      });
      expect(await eventBySlug('arraia')).toEqual(before);
    });

    it('refuses an unknown mode word', async () => {
      const { status, body } = await put('arraia', { modusOperandi: { id: 'gratis' } });
      expect(status).toBe(400);
      expect(body.mensagem.texto).toMatch(/^Modo da galeria inválido: use normal, somente-entrega/);
    });

    it('GraphQL updateGallerySettings answers GallerySettingsError as a typed result', async () => {
      const { data } = await admin.graphql(
        `mutation($input: UpdateGallerySettingsInput!) {
          updateGallerySettings(input: $input) {
            __typename
            ... on GallerySettingsError { message link linkText }
            ... on UpdateGallerySettingsPayload { message event { digital { priceCents } } }
          }
        }`,
        {
          input: {
            event: { slug: 'arraia' },
            deliveryFormat: 'DIGITAL',
            mode: 'NORMAL',
            digitalPrice: 'caro',
          },
        },
      );
      expect(data.updateGallerySettings).toEqual({
        __typename: 'GallerySettingsError',
        message: 'Informe o preço da foto digital com números, como 12,50.',
        link: null,
        linkText: null,
      });
    });
  });

  it('DELETE /api/adm/{urlEvento} removes the event, its photos and files, and gives the storage back', async () => {
    const make = factories(t.db, t.services);
    const event = await make.event(admin.studio, { name: 'Para Apagar', cover: true });
    const photos = [await make.photo(admin.studio, event), await make.photo(admin.studio, event)];
    const keys = (
      await t.db.photoFile.findMany({ where: { photoId: { in: photos.map((photo) => photo.id) } } })
    ).map((file) => file.storageKey);
    const usedBefore = (await t.db.studio.findUniqueOrThrow({ where: { id: admin.studio.id } }))
      .highResStorageUsedBytes;
    expect(usedBefore).toBeGreaterThan(0n);

    const { status, body } = await admin.rest('DELETE', `/api/adm/${event.slug}`);
    expect(status).toBe(200);
    expect(body).toEqual({ mensagem: { texto: 'Evento excluído com sucesso' } });
    expect(await t.db.event.findUnique({ where: { id: event.id } })).toBeNull();
    expect(await t.db.photo.count({ where: { eventId: event.id } })).toBe(0);
    for (const key of keys) expect(await t.services.storage.read(key)).toBeNull();
    expect(
      (await t.db.studio.findUniqueOrThrow({ where: { id: admin.studio.id } })).highResStorageUsedBytes,
    ).toBe(0n);
    expect((await admin.rest('DELETE', `/api/adm/${event.slug}`)).status).toBe(404);
  });
});
