import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('studio admin: the sizes and prices page', () => {
  let t: TestApp;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOfNewStudio(t, factories(t.db, t.services));
  });
  afterAll(() => t.close());

  const table = async () => (await admin.rest('GET', '/api/adm')).body.tabelasTamanhoPreco;

  it('adds printed lines with the defaults (cm, 10 g) and answers a plain-string message', async () => {
    const { status, body } = await admin.rest('POST', '/api/adm/tabela-tamanho-preco/item', {
      body: {
        item: { formatoEntrega: 'impresso', alturaImagem: '15', larguraImagem: '10', precoImagem: '14,90' },
      },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ mensagem: 'Item adicionado com sucesso' });
    expect(await table()).toEqual([
      {
        _id: expect.any(String),
        nome: 'Tabela padrão',
        itens: [
          {
            _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
            formatoEntrega: 'impresso',
            alturaImagem: 15,
            larguraImagem: 10,
            unidadeMedidaImagem: 'cm',
            pesoImagem: 10,
            precoImagem: '14.90',
          },
        ],
      },
    ]);
  });

  it("gives the digital line the id '1', px and no weight, and one digital line replaces the other", async () => {
    for (const precoImagem of ['9,90', '11,00']) {
      await admin.rest('POST', '/api/adm/tabela-tamanho-preco/item', {
        body: { item: { formatoEntrega: 'digital', precoImagem } },
      });
    }
    const digital = (await table())[0].itens.filter(
      (item: { formatoEntrega: string }) => item.formatoEntrega === 'digital',
    );
    expect(digital).toEqual([
      {
        _id: '1',
        formatoEntrega: 'digital',
        alturaImagem: 0,
        larguraImagem: 0,
        unidadeMedidaImagem: 'px',
        pesoImagem: null,
        precoImagem: '11.00',
      },
    ]);
  });

  it('removes lines by id, the digital one by "1"', async () => {
    const before = (await table())[0].itens;
    const printed = before.find((item: { formatoEntrega: string }) => item.formatoEntrega === 'impresso');
    expect(
      (await admin.rest('DELETE', '/api/adm/tabela-tamanho-preco/item', { body: { itemId: '1' } })).body,
    ).toEqual({
      mensagem: 'Item removido com sucesso',
    });
    await admin.rest('DELETE', '/api/adm/tabela-tamanho-preco/item', { body: { itemId: printed._id } });
    expect((await table())[0].itens).toEqual([]);
  });

  it('refuses a bad line, and a missing one, with plain-string messages', async () => {
    const bad = await admin.rest('POST', '/api/adm/tabela-tamanho-preco/item', {
      body: { item: { alturaImagem: 'quinze', larguraImagem: '10', precoImagem: '5' } },
    });
    expect(bad).toEqual(
      expect.objectContaining({
        status: 400,
        body: { mensagem: 'informe altura e largura com números, como 15 ou 12,7' },
      }),
    );
    const missing = await admin.rest('DELETE', '/api/adm/tabela-tamanho-preco/item', {
      body: { itemId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing).toEqual(
      expect.objectContaining({ status: 404, body: { mensagem: 'Item da tabela de preços não encontrado' } }),
    );
  });

  it('GraphQL adds to a named table and lists the saved tables', async () => {
    const { data } = await admin.graphql(`{ studio { savedPriceTables { id name } } }`);
    const tableId = data.studio.savedPriceTables[0].id;
    const added = await admin.graphql(
      `mutation($input: AddPriceTableItemInput!) {
        addPriceTableItem(input: $input) { __typename ... on AddPriceTableItemPayload { message priceTable { items { optionId height width priceCents weightGrams unit } } } }
      }`,
      { input: { priceTableId: tableId, height: '30', width: '20', price: '39,90', weightGrams: '25' } },
    );
    expect(added.data.addPriceTableItem.priceTable.items).toEqual([
      { optionId: expect.any(String), height: 30, width: 20, priceCents: 3990, weightGrams: 25, unit: 'CM' },
    ]);
  });
});
