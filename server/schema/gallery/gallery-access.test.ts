import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../../services/gallery/tokens.ts';
import { openGallery } from '../../test/customer-client.ts';
import { shopOfThisFile } from '../../test/shop.ts';

describe('gallery access', () => {
  const shop = shopOfThisFile();
  const host = 'loja.localhost';

  const setKey = (eventId: string, accessKey: string | null) =>
    shop.t.db.event.update({
      where: { id: eventId },
      data: { accessKey, accessKeyVersion: { increment: 1 } },
    });

  it('a public gallery: 401 without a session, type "publica", a public session, then the session object', async () => {
    const slug = shop.digital.event.slug;
    const without = await shop.t.rest('GET', `/api/${slug}`, { host });
    expect(without.status).toBe(401);
    expect((await shop.t.rest('GET', `/api/${slug}/tipo-de-galeria`, { host })).body).toBe('publica');
    const customer = await openGallery(shop.t, host, slug);
    expect(customer.accessToken).toMatch(/^g1\./);
    expect(customer.refreshToken).toMatch(/^rvg_/);
    const { status, body } = await customer.rest('GET', `/api/${slug}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      urlEstudio: 'loja',
      chavePublicaPagamento: 'TEST-loja-public',
      evento: {
        nome: 'Digital',
        url: slug,
        formatoEntregaDasFotos: 'digital',
        formatoEntregaFotos: { digital: { ativo: true, preco: '12.50', opcaoEntrega: 'automatica' } },
        modusOperandi: { id: 'normal' },
      },
      carrinho: {
        status: '',
        itens: [],
        itensExtras: [],
        subtotalProdutos: '0.00',
        pagamento: null,
        pedidoId: null,
      },
      dadosPessoais: { statusFormulario: 'ativo' },
      enderecoEntrega: { statusFormulario: 'inativo' },
    });
    expect(body.evento.imagens).toHaveLength(4);
    expect(body.evento.imagens[0]).toMatchObject({
      selecionado: false,
      arquivoAltaResolucao: { urlDownload: null },
    });
    expect(JSON.stringify(body)).not.toContain('pessoasAutorizadas');
  });

  it('a private gallery: the key opens it, a wrong key is refused, a key change ends old sessions', async () => {
    const { event } = shop.mixed;
    await setKey(event.id, 'turma');
    expect((await shop.t.rest('GET', `/api/${event.slug}/tipo-de-galeria`, { host })).body).toBe('privada');
    const publicTry = await shop.t.rest('GET', `/api/${event.slug}/galeria-publica/criar-sessao`, { host });
    expect(publicTry).toMatchObject({
      status: 401,
      body: { mensagem: { texto: 'Senha da galeria incorreta' } },
    });
    const wrong = await shop.t.rest('POST', `/api/${event.slug}/criar-sessao-galeria-privada`, {
      host,
      body: { chaveDeAcesso: 'errada' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { mensagem: { texto: 'Senha da galeria incorreta' } } });

    const customer = await openGallery(shop.t, host, event.slug, { chaveDeAcesso: 'turma' });
    await customer.rest('POST', `/api/${event.slug}/carrinho/adicionar-imagem`, {
      body: { nomeImagem: shop.mixed.photos[0]!.name, idItemTabelaPreco: '1' },
    });
    expect((await customer.rest('GET', `/api/${event.slug}`)).status).toBe(200);

    await setKey(event.id, 'nova');
    expect((await customer.rest('GET', `/api/${event.slug}`)).status).toBe(401);
    const revalidate = await shop.t.rest('GET', `/api/${event.slug}/galeria-privada/revalidar-sessao`, {
      host,
      headers: { Authorization: `Bearer ${customer.refreshToken}` },
    });
    expect(revalidate).toMatchObject({
      status: 401,
      body: { mensagem: { texto: 'A senha da galeria mudou' } },
    });

    // With the new key the same session, and its cart, carries on.
    const swapped = await shop.t.rest(
      'POST',
      `/api/${event.slug}/trocar-refresh-token-de-publico-para-privado-mantendo-sessao`,
      {
        host,
        headers: { Authorization: `Bearer ${customer.refreshToken}` },
        body: { chaveDeAcesso: 'nova' },
      },
    );
    expect(swapped.status).toBe(200);
    customer.accessToken = swapped.body.accessTokenGaleria;
    const session = await customer.rest('GET', `/api/${event.slug}`);
    expect(session.body.carrinho.itens).toHaveLength(1);
    // The old refresh token was replaced.
    const old = await shop.t.rest('GET', `/api/${event.slug}/galeria-privada/revalidar-sessao`, {
      host,
      headers: { Authorization: `Bearer ${customer.refreshToken}` },
    });
    expect(old.status).toBe(401);
    const renewed = await shop.t.rest('GET', `/api/${event.slug}/galeria-privada/revalidar-sessao`, {
      host,
      headers: { Authorization: `Bearer ${swapped.body.refreshTokenGaleria}` },
    });
    expect(renewed.status).toBe(200);
    await setKey(event.id, null);
  });

  it('a public session on a gallery that got a key: "O Refresh Token não é de galeria privada", then the swap keeps the cart', async () => {
    const { event, photos } = shop.digital;
    const customer = await openGallery(shop.t, host, event.slug);
    await customer.rest('POST', `/api/${event.slug}/carrinho/adicionar-imagem`, {
      body: { nomeImagem: photos[1]!.name },
    });
    await setKey(event.id, 'fechada');
    const revalidate = await shop.t.rest('GET', `/api/${event.slug}/galeria-privada/revalidar-sessao`, {
      host,
      headers: { Authorization: `Bearer ${customer.refreshToken}` },
    });
    expect(revalidate).toMatchObject({
      status: 401,
      body: { mensagem: { texto: 'O Refresh Token não é de galeria privada' } },
    });
    const swapped = await shop.t.rest(
      'POST',
      `/api/${event.slug}/trocar-refresh-token-de-publico-para-privado-mantendo-sessao`,
      {
        host,
        body: { chaveDeAcesso: 'fechada', refreshTokenGaleria: customer.refreshToken },
      },
    );
    customer.accessToken = swapped.body.accessTokenGaleria;
    expect((await customer.rest('GET', `/api/${event.slug}`)).body.carrinho.itens).toHaveLength(1);
    await setKey(event.id, null);
  });

  it('a prepaid package: only people on the list, by name and password', async () => {
    const slug = shop.prepaid.event.slug;
    const denied = await shop.t.rest('GET', `/api/${slug}`, { host });
    expect(denied).toMatchObject({
      status: 401,
      body: { mensagem: { texto: 'Apenas pessoas com nome na lista podem acessar esta galeria' } },
    });
    const wrongName = await shop.t.rest('POST', `/api/${slug}/criar-sessao-galeria-privada`, {
      host,
      body: { nome: 'Carla', senha: 'a1b2' },
    });
    expect(wrongName).toMatchObject({
      status: 401,
      body: { mensagem: { texto: 'Nome ou senha não conferem com a lista de pessoas autorizadas' } },
    });
    const ana = await openGallery(shop.t, host, slug, { nome: ' ana ', senha: 'a1b2' });
    expect((await ana.rest('GET', `/api/${slug}`)).status).toBe(200);
  });

  it("a session opens only its own event's gallery, never another one's at another address", async () => {
    const customer = await openGallery(shop.t, host, shop.digital.event.slug);
    const sessionOf = (eventSlug: string) =>
      customer.graphql(`query($slug: String!) { gallerySession(eventSlug: $slug) { id event { name } } }`, {
        slug: eventSlug,
      });
    const own = await sessionOf(shop.digital.event.slug);
    expect(own.errors).toBeUndefined();
    expect(own.data).toMatchObject({ gallerySession: { event: { name: 'Digital' } } });

    const other = await sessionOf(shop.mixed.event.slug);
    expect(other.data?.gallerySession ?? null).toBeNull();
    expect(other.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await sessionOf('nao-existe')).toMatchObject({ data: { gallerySession: null } });
  });

  it('refuses an expired or forged access token', async () => {
    const customer = await openGallery(shop.t, host, shop.digital.event.slug);
    const session = await shop.t.db.gallerySession.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    const expired = signAccessToken(
      shop.t.services.secrets,
      { sessionId: session.id, eventId: session.eventId },
      Date.now() - 16 * 60_000,
    );
    for (const token of [expired, `${customer.accessToken.slice(0, -3)}abc`]) {
      const { status } = await shop.t.rest('GET', `/api/${shop.digital.event.slug}`, {
        host,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(status).toBe(401);
    }
  });

  it('limits wrong keys', async () => {
    const { event } = shop.printed;
    await setKey(event.id, 'certa');
    const attempts = [];
    for (let index = 0; index < 11; index++) {
      attempts.push(
        await shop.t.rest('POST', `/api/${event.slug}/criar-sessao-galeria-privada`, {
          host,
          body: { chaveDeAcesso: `x${index}` },
        }),
      );
    }
    expect(attempts.slice(0, 10).every((attempt) => attempt.status === 401)).toBe(true);
    expect(attempts[10]).toMatchObject({
      status: 429,
      body: { mensagem: { texto: 'Muitas tentativas sem sucesso. Tente novamente em 15 minutos.' } },
    });
    const right = await shop.t.rest('POST', `/api/${event.slug}/criar-sessao-galeria-privada`, {
      host,
      body: { chaveDeAcesso: 'certa' },
    });
    expect(right.status).toBe(429);
    await setKey(event.id, null);
  });
});
