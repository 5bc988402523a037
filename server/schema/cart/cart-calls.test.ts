// The cart and checkout-form calls of spec 001 section 7 as the storefront makes them, with their answers and errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DigitalPhotoOnceError } from '../../domain/cart.ts';
import {
  addPhoto,
  cardForm,
  chooseDelivery,
  pay,
  quoteShipping,
  saveAddress,
  savePersonalData,
  session,
} from '../../test/checkout-steps.ts';
import { type CustomerClient, openGallery } from '../../test/customer-client.ts';
import {
  type FakeMelhorEnvio,
  type FakeViaCep,
  startFakeMelhorEnvio,
  startFakeViaCep,
} from '../../test/fake-shipping.ts';
import { openShop, type Shop, shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();

const call = (customer: CustomerClient, method: string, path: string, body: unknown = {}) =>
  customer.rest(method, `/api/${customer.eventSlug}/carrinho/${path}`, { body });

describe('sizes, quantities and lines', () => {
  let customer: CustomerClient;
  const photo = (index: number) => shop.printed.photos[index]!.name;

  beforeAll(async () => {
    customer = await openGallery(shop.t, shop.host, shop.printed.event.slug);
  });

  it('a photo with several sizes waits for one, and checkout sends the customer back to the cart', async () => {
    const added = await addPhoto(customer, photo(0));
    expect(added.body.mensagem.texto).toEqual(expect.any(String));
    expect(added.body.carrinho.itens).toMatchObject([{ nome: photo(0), tamanhoPrecoEscolhido: null }]);
    expect(await pay(customer, cardForm())).toMatchObject({
      status: 409,
      body: {
        flag: 'tamanho-imgs-ausente',
        mensagem: { texto: 'Uma ou mais imagens estão sem um tamanho selecionado' },
      },
    });
    const photos = (await session(customer)).evento.imagens as { nome: string; selecionado: boolean }[];
    expect(photos.find((image) => image.nome === photo(0))!.selecionado).toBe(true);
    expect(photos.find((image) => image.nome === photo(1))!.selecionado).toBe(false);
  });

  it('one size for every item, and for the photos added afterwards', async () => {
    const [small, large] = shop.printed.sizes;
    await addPhoto(customer, photo(1));
    const all = await call(customer, 'PATCH', 'definir-tamanho-preco-em-todos-os-itens', {
      idItemEscolhido: large!.id,
    });
    expect(all.status).toBe(200);
    expect(all.body.carrinho).toMatchObject({ tamanhoPrecoPadrao: large!.id, subtotalProdutos: '90.00' });
    const later = await addPhoto(customer, photo(2));
    expect(later.body.carrinho.itens[2].tamanhoPrecoEscolhido).toMatchObject({
      _id: large!.id,
      precoImagem: '45.00',
    });

    const itemId = later.body.carrinho.itens[0]._id;
    const one = await call(customer, 'PATCH', 'item/tamanho-preco', {
      itemDoCarrinhoId: itemId,
      opcaoSelecionada: { _id: small!.id },
    });
    expect(one.body.carrinho.itens[0].tamanhoPrecoEscolhido).toMatchObject({
      _id: small!.id,
      larguraImagem: 10,
      alturaImagem: 15,
      unidadeMedidaImagem: 'cm',
      pesoImagem: 10,
      formatoEntrega: 'impresso',
    });
    expect(one.body.carrinho.subtotalProdutos).toBe('105.00');
    const unknown = await call(customer, 'PATCH', 'item/tamanho-preco', {
      itemDoCarrinhoId: itemId,
      opcaoSelecionada: 'nenhum',
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { mensagem: { texto: 'Este tamanho não está disponível nesta galeria' } },
    });
  });

  it('quantities are whole numbers from 1 to 999', async () => {
    const itemId = (await session(customer)).carrinho.itens[0]._id;
    for (const quantidade of ['abc', 0, 1000, 1.5, '-2']) {
      const answer = await call(customer, 'PATCH', 'item/quantidade', { itemId, quantidade });
      expect(answer, String(quantidade)).toMatchObject({
        status: 400,
        body: { mensagem: { texto: 'A quantidade deve ser um número inteiro de 1 a 999' } },
      });
    }
    const three = await call(customer, 'PATCH', 'item/quantidade', { itemId, quantidade: '3' });
    expect(three.body.carrinho.itens[0]).toMatchObject({ quantidade: 3 });
    expect(three.body.carrinho.subtotalProdutos).toBe('135.00');
  });

  it('duplicating a line, removing one, and unticking a photo removes all its lines', async () => {
    const itemId = (await session(customer)).carrinho.itens[1]._id;
    const duplicated = await call(customer, 'POST', 'duplicar-item', { itemId });
    expect(
      duplicated.body.carrinho.itens.filter((item: { nome: string }) => item.nome === photo(1)),
    ).toHaveLength(2);
    const removed = await call(customer, 'DELETE', 'item', { itemId });
    expect(
      removed.body.carrinho.itens.filter((item: { nome: string }) => item.nome === photo(1)),
    ).toHaveLength(1);
    await call(customer, 'POST', 'duplicar-item', { itemId: removed.body.carrinho.itens.at(-1)._id });
    const unticked = await customer.rest('PATCH', `/api/${customer.eventSlug}/sessao/imagem-desselecionar`, {
      body: { nomeImagem: photo(2), estadoDaSelecao: false },
    });
    expect(unticked.status).toBe(200);
    expect(unticked.body.carrinho.itens.map((item: { nome: string }) => item.nome)).not.toContain(photo(2));
    expect(await call(customer, 'DELETE', 'item', {})).toMatchObject({
      status: 400,
      body: { mensagem: { texto: 'Informe o item do carrinho' } },
    });
  });
});

describe('delivery and shipping', () => {
  it('offers only what the event offers, and quotes only valid, existing CEPs for printed photos', async () => {
    const mixed = await openGallery(shop.t, shop.host, shop.mixed.event.slug);
    await addPhoto(mixed, shop.mixed.photos[0]!.name, shop.mixed.sizes[0]!.id);
    expect(
      await call(mixed, 'PATCH', 'modalidade-de-entrega', { preferenciaEntregaFisica: 'entrega' }),
    ).toMatchObject({
      status: 400,
      body: { mensagem: { texto: 'Este evento não oferece envio pelos Correios' } },
    });
    expect(
      (await call(mixed, 'PATCH', 'modalidade-de-entrega', { preferenciaEntregaFisica: 'voando' })).status,
    ).toBe(400);
    const pickup = await chooseDelivery(mixed, 'retirada');
    expect(pickup.body.carrinho.entregaFisica.preferencia).toBe('retirada');

    const digital = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    await addPhoto(digital, shop.digital.photos[0]!.name);
    expect(
      (await call(digital, 'POST', 'calcular-frete', { enderecoEntrega: { cep: '20040-020' } })).status,
    ).toBe(400);

    const printed = await openGallery(shop.t, shop.host, shop.printed.event.slug);
    await addPhoto(printed, shop.printed.photos[0]!.name, shop.printed.sizes[1]!.id);
    await chooseDelivery(printed, 'entrega');
    for (const [cep, texto] of [
      ['2004', 'CEP mal formado'],
      ['abcde-fgh', 'CEP mal formado'],
      ['99999-999', 'CEP inexistente'],
    ]) {
      expect(await call(printed, 'POST', 'calcular-frete', { enderecoEntrega: { cep } }), cep).toMatchObject({
        status: 400,
        body: { mensagem: { texto } },
      });
    }
    const quote = await quoteShipping(printed, '20040020');
    expect(quote.body).toMatchObject({
      nome: expect.any(String),
      prazo: expect.any(Number),
      preco: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const cart = (await session(printed)).carrinho;
    expect(cart.entregaFisica).toMatchObject({
      preferencia: 'entrega',
      frete: { preco: quote.body.preco, quemPaga: 'cliente' },
    });
    expect(cart.total).toBe((45 + Number(quote.body.preco)).toFixed(2));

    // A different package (another size) needs a new quote.
    await call(printed, 'PATCH', 'item/tamanho-preco', {
      itemDoCarrinhoId: cart.itens[0]._id,
      opcaoSelecionada: shop.printed.sizes[0]!.id,
    });
    expect((await session(printed)).carrinho.entregaFisica.frete).toBeNull();
    // Pickup drops the quote as well.
    await quoteShipping(printed);
    await chooseDelivery(printed, 'retirada');
    expect((await session(printed)).carrinho).toMatchObject({
      total: '15.00',
      entregaFisica: { frete: null },
    });
  });

  it('the studio pays the shipping: the quote is shown and charged nothing', async () => {
    await shop.t.db.event.update({ where: { id: shop.printed.event.id }, data: { shippingPayer: 'STUDIO' } });
    try {
      const customer = await openGallery(shop.t, shop.host, shop.printed.event.slug);
      await addPhoto(customer, shop.printed.photos[3]!.name, shop.printed.sizes[0]!.id);
      await chooseDelivery(customer, 'entrega');
      const quote = await quoteShipping(customer);
      expect(quote.body.preco).toBe('0.00');
      expect(Number(quote.body.precoTransportadora)).toBeGreaterThan(0);
      expect((await session(customer)).carrinho).toMatchObject({
        total: '15.00',
        entregaFisica: { frete: { quemPaga: 'estudio' } },
      });
    } finally {
      await shop.t.db.event.update({
        where: { id: shop.printed.event.id },
        data: { shippingPayer: 'CUSTOMER' },
      });
    }
  });
});

describe('shipping through Melhor Envio', () => {
  let melhorEnvio: FakeMelhorEnvio;
  let viaCep: FakeViaCep;
  let remote: Shop;

  beforeAll(async () => {
    melhorEnvio = await startFakeMelhorEnvio();
    viaCep = await startFakeViaCep();
    remote = await openShop({
      SHIPPING_PROVIDER: 'melhor-envio',
      MELHOR_ENVIO_TOKEN: melhorEnvio.token,
      MELHOR_ENVIO_API_URL: melhorEnvio.url,
      CEP_PROVIDER: 'viacep',
      VIACEP_URL: viaCep.url,
    });
  });
  afterAll(async () => {
    await remote?.close();
    await melhorEnvio?.close();
    await viaCep?.close();
  });

  it('quotes through the provider; when it is down the customer is told so and the cart keeps its quote', async () => {
    const customer = await openGallery(remote.t, remote.host, remote.printed.event.slug);
    await addPhoto(customer, remote.printed.photos[0]!.name, remote.printed.sizes[1]!.id);
    await chooseDelivery(customer, 'entrega');
    const quote = await quoteShipping(customer, '01001-000');
    const asked = melhorEnvio.requests.at(-1)!;
    expect(asked.body).toMatchObject({
      from: { postal_code: '01001000' },
      to: { postal_code: '01001000' },
      package: { height: 1, width: 20, length: 30, weight: 0.025 },
    });
    const before = (await session(customer)).carrinho;
    expect(before.entregaFisica.frete).toMatchObject({ preco: quote.body.preco, nome: quote.body.nome });

    melhorEnvio.setReply({ status: 500, body: { message: 'Server Error' } });
    const down = await call(customer, 'POST', 'calcular-frete', { enderecoEntrega: { cep: '01001-000' } });
    expect(down.status).toBe(503);
    expect(down.body.mensagem.texto).toBe(
      'Não foi possível calcular o frete agora. Tente novamente em alguns minutos.',
    );
    expect((await session(customer)).carrinho).toEqual(before);

    // ViaCEP down does not stop a quote; ViaCEP saying the CEP does not exist does.
    melhorEnvio.setReply(null);
    viaCep.setReply({ status: 502 });
    expect(
      (await call(customer, 'POST', 'calcular-frete', { enderecoEntrega: { cep: '01001-000' } })).status,
    ).toBe(200);
    viaCep.setReply(null);
    expect(
      await call(customer, 'POST', 'calcular-frete', { enderecoEntrega: { cep: '01999-999' } }),
    ).toMatchObject({
      status: 400,
      body: { mensagem: { texto: 'CEP inexistente' } },
    });
  });
});

describe('personal data and address forms', () => {
  it('validates in Portuguese and moves the form statuses as the spec says', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.printed.event.slug);
    await addPhoto(customer, shop.printed.photos[0]!.name, shop.printed.sizes[0]!.id);
    const statuses = async () => {
      const current = await session(customer);
      return [current.dadosPessoais.statusFormulario, current.enderecoEntrega.statusFormulario];
    };
    expect(await statuses()).toEqual(['ativo', 'inativo']);

    const invalid = await call(customer, 'POST', 'finalizar-pedido/dados-pessoais', {
      dadosPessoais: {
        nome: 'Maria',
        sobrenome: 'Souza',
        email: 'maria@exemplo.com',
        whatsApp: '(11) 98765-4321',
        cpf: '123.456.789-00',
      },
    });
    expect(invalid).toMatchObject({ status: 400, body: { mensagem: { texto: 'CPF inválido' } } });
    expect(await statuses()).toEqual(['ativo', 'inativo']);

    await chooseDelivery(customer, 'entrega');
    await savePersonalData(customer);
    expect(await statuses()).toEqual(['preenchido', 'ativo']);
    const saved = await session(customer);
    expect(saved.dadosPessoais).toMatchObject({
      nome: 'Maria',
      whatsApp: '5511987654321',
      cpf: '52998224725',
    });

    expect((await call(customer, 'PATCH', 'finalizar-pedido/modo-editar-dados-pessoais')).status).toBe(200);
    expect(await statuses()).toEqual(['ativo', 'inativo']);
    await savePersonalData(customer, { sobrenome: 'Souza Lima' });
    expect(await statuses()).toEqual(['preenchido', 'ativo']);

    const noStreet = await call(customer, 'POST', 'finalizar-pedido/dados-endereco', {
      enderecoEntrega: {
        cep: '20040-020',
        cidade: 'Rio de Janeiro',
        uf: 'RJ',
        rua: '',
        numeroRua: '7',
        bairro: 'Centro',
        destinatario: 'Maria',
      },
    });
    expect(noStreet).toMatchObject({ status: 400, body: { mensagem: { texto: 'Informe a rua' } } });
    await saveAddress(customer);
    expect(await statuses()).toEqual(['preenchido', 'preenchido']);
    expect((await session(customer)).enderecoEntrega).toMatchObject({
      cep: '20040-020',
      uf: 'RJ',
      numeroRua: '7',
      destinatario: 'Maria Souza',
    });

    expect((await call(customer, 'PATCH', 'finalizar-pedido/modo-editar-endereco-entrega')).status).toBe(200);
    expect(await statuses()).toEqual(['preenchido', 'ativo']);
  });
});

describe('the prepaid package extra items', () => {
  it('item-extra calls: an extra is bought once, another extra adds its charge, removing one takes it off', async () => {
    const customer = await openGallery(shop.t, shop.host, shop.prepaid.event.slug, {
      nome: 'Ana',
      senha: 'a1b2',
    });
    for (const photo of shop.prepaid.photos.slice(0, 3)) await addPhoto(customer, photo.name);
    const cart = (await session(customer)).carrinho;
    expect(cart.itens).toHaveLength(2);
    const [extra] = cart.itensExtras;
    // The package's photos are digital, bought once (digital-once.test.ts): no second copy of an extra.
    const more = await call(customer, 'PATCH', 'item-extra/quantidade', { itemId: extra._id, quantidade: 2 });
    expect(more).toMatchObject({
      status: 400,
      body: { mensagem: { texto: new DigitalPhotoOnceError('quantity').message } },
    });
    const copy = await call(customer, 'POST', 'duplicar-item-extra', { itemId: extra._id });
    expect(copy).toMatchObject({
      status: 400,
      body: { mensagem: { texto: new DigitalPhotoOnceError('repeated').message } },
    });
    const another = await addPhoto(customer, shop.prepaid.photos[3]!.name);
    expect(another.body.carrinho.itensExtras).toHaveLength(2);
    expect(another.body.carrinho.subtotalProdutos).toBe('16.00');
    const removed = await call(customer, 'DELETE', 'item-extra', { itemId: extra._id });
    expect(removed.body.carrinho).toMatchObject({ subtotalProdutos: '8.00' });
    expect(removed.body.carrinho.itensExtras).toHaveLength(1);
  });
});
