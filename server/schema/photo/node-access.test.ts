// node(id:) of a photo answers only where the gallery would: a gallery behind a key or a list of people needs a
// session of that event (the studio's admins see every photo); and ids in gallery settings that are not UUIDs are
// refused as invalid, never looked up.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminClient } from '../../test/admin-client.ts';
import { openGallery } from '../../test/customer-client.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();

const photoNode = `query($id: ID!) { node(id: $id) { ... on Photo { name preview { url } } } }`;

describe('node(id:) of a photo', () => {
  let admin: AdminClient;
  const photoOf = (event: 'digital' | 'printed' | 'prepaid') => shop[event].photos[0]!;
  const ask = (event: 'digital' | 'printed' | 'prepaid', headers: Record<string, string> = {}) =>
    shop.t.graphql(
      photoNode,
      { id: encodeGlobalID('Photo', photoOf(event).id) },
      { host: shop.host, headers },
    );

  beforeAll(async () => {
    admin = await shop.admin();
    await shop.t.db.event.update({ where: { id: shop.printed.event.id }, data: { accessKey: 'chave' } });
  });

  it('of a public gallery answers anyone', async () => {
    expect((await ask('digital')).data).toEqual({
      node: { name: photoOf('digital').name, preview: expect.anything() },
    });
  });

  it.each(['printed', 'prepaid'] as const)(
    'of a %s gallery behind a key or a list answers nothing without its session',
    async (event) => {
      expect(await ask(event)).toEqual({ data: { node: null } });
      const elsewhere = await openGallery(shop.t, shop.host, shop.digital.event.slug);
      expect(await ask(event, { Authorization: `Bearer ${elsewhere.accessToken}` })).toEqual({
        data: { node: null },
      });
    },
  );

  it('of a gallery behind a key answers its session and the studio', async () => {
    const inside = await openGallery(shop.t, shop.host, shop.printed.event.slug, { chaveDeAcesso: 'chave' });
    const name = photoOf('printed').name;
    expect((await ask('printed', { Authorization: `Bearer ${inside.accessToken}` })).data).toMatchObject({
      node: { name },
    });
    expect(
      (await admin.graphql(photoNode, { id: encodeGlobalID('Photo', photoOf('printed').id) })).data,
    ).toMatchObject({
      node: { name },
    });
    expect(
      (await admin.graphql(photoNode, { id: encodeGlobalID('Photo', photoOf('prepaid').id) })).data,
    ).toMatchObject({
      node: { name: photoOf('prepaid').name },
    });
  });
});

describe('gallery settings ids', () => {
  const mutation = `mutation($input: UpdateGallerySettingsInput!) {
    updateGallerySettings(input: $input) { __typename ... on Error { message } }
  }`;
  const settings = (extra: Record<string, unknown>) => ({
    event: { slug: shop.prepaid.event.slug },
    deliveryFormat: 'DIGITAL',
    mode: 'PREPAID_PACKAGE',
    packagePhotoCount: 2,
    digitalPrice: '8,00',
    ...extra,
  });

  it.each([
    [
      'a person',
      {
        authorizedPeople: [{ id: encodeGlobalID('AuthorizedPerson', 'ana'), name: 'Ana', password: 'a1b2' }],
      },
      'Pessoa autorizada 1: identificador inválido',
    ],
    [
      'a price-table line',
      {
        deliveryFormat: 'DIGITAL_AND_PRINTED',
        pickup: true,
        printedItems: [
          { id: encodeGlobalID('PriceTableItem', '1; drop'), height: '15', width: '10', price: '5' },
        ],
      },
      'Linha 1 da tabela de preços: identificador inválido',
    ],
    [
      'a saved table',
      { copyPrintedItemsFrom: encodeGlobalID('PriceTable', 'tabela') },
      'Tabela de preços a copiar: identificador inválido',
    ],
  ])('%s whose id is not a UUID is a settings error (400), not a 500', async (_what, extra, message) => {
    const admin = await shop.admin();
    const { data, errors } = await admin.graphql(mutation, { input: settings(extra) });
    expect(errors).toBeUndefined();
    expect(data.updateGallerySettings).toEqual({ __typename: 'GallerySettingsError', message });
  });

  it('through REST, a malformed _id is a 400 naming the field', async () => {
    const admin = await shop.admin();
    const { status, body } = await admin.rest('PUT', `/api/adm/${shop.prepaid.event.slug}/configuracoes`, {
      body: {
        configuracoesGaleria: {
          modusOperandi: {
            id: 'pacote-pre-pago-mais-fotos-extras',
            pacote: { numeroFotos: 2 },
            pessoasAutorizadas: [{ _id: 'ana', nome: 'Ana', senha: 'a1b2' }],
          },
          formatoEntregaFotos: { digital: { ativo: true, preco: '8,00' } },
        },
      },
    });
    expect(status).toBe(400);
    expect(body.mensagem.texto).toBe(
      'O campo configuracoesGaleria.modusOperandi.pessoasAutorizadas[0]._id não é um identificador válido',
    );
  });
});
