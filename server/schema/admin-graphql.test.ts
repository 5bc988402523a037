// The admin mutations through /graphql, each with its payload message and its stored effect (the REST tests
// reach the same mutations through the shims).
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApertureMarkPng, renderLandscapeJpeg } from '../services/images/generated-pictures.ts';
import { type AdminClient, adminOfNewStudio } from '../test/admin-client.ts';
import { factories } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const call = (field: string, input: string, payloadFields = 'message') =>
  `mutation($input: ${input}!) { ${field}(input: $input) { __typename ... on Error { message } ... on ${input.replace('Input', 'Payload')} { ${payloadFields} } } }`;

describe('admin mutations through GraphQL', () => {
  let t: TestApp;
  let admin: AdminClient;
  let jpeg: Buffer;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminOfNewStudio(t, factories(t.db, t.services));
    jpeg = await renderLandscapeJpeg(640, 240, 2);
    png = await renderApertureMarkPng(240);
  });
  afterAll(() => t.close());

  const studio = () => t.db.studio.findUniqueOrThrow({ where: { id: admin.studio.id } });

  it.each([
    ['updateStudioLogo', 'UpdateStudioLogoInput', 'Logo atualizada com sucesso', 'logoId'],
    [
      'updateAboutImage',
      'UpdateAboutImageInput',
      'Imagem do Sobre Nós atualizada com sucesso',
      'aboutImageId',
    ],
    ['setWatermark', 'SetWatermarkInput', "Marca d'água salva com sucesso", 'watermarkId'],
  ] as const)('%s stores the image in its place', async (field, input, message, column) => {
    const { data } = await admin.upload(
      call(field, input),
      { input: { file: null } },
      { 'input.file': { bytes: png, name: 'a.png', type: 'image/png' } },
    );
    expect(data[field]).toEqual({ __typename: input.replace('Input', 'Payload'), message });
    expect((await studio())[column]).toBeTruthy();
  });

  it('removeWatermark empties it', async () => {
    const { data } = await admin.graphql(
      'mutation { removeWatermark { __typename ... on RemoveWatermarkPayload { message } } }',
    );
    expect(data.removeWatermark.message).toBe('Marca dágua excluída com sucesso');
    expect((await studio()).watermarkId).toBeNull();
  });

  it.each([
    ['updateAboutText', 'UpdateAboutTextInput', { text: 'Sorria!' }, 'aboutText', 'Sorria!'],
    [
      'updateAboutWhatsApp',
      'UpdateAboutWhatsAppInput',
      { phone: '(21) 99999-0000' },
      'aboutWhatsApp',
      '(21) 99999-0000',
    ],
    [
      'updateFooterEmail',
      'UpdateFooterEmailInput',
      { email: 'ola@estudio.com.br' },
      'footerEmail',
      'ola@estudio.com.br',
    ],
    [
      'updateFooterPhone',
      'UpdateFooterPhoneInput',
      { phone: '(21) 2222-3333' },
      'footerPhone',
      '(21) 2222-3333',
    ],
  ] as const)('%s saves the text', async (field, input, values, column, stored) => {
    const { data } = await admin.graphql(call(field, input, 'message studio { id }'), { input: values });
    expect(data[field].__typename).toBe(input.replace('Input', 'Payload'));
    expect((await studio())[column]).toBe(stored);
  });

  it('updateStudioAddress and updateMercadoPagoCredentials', async () => {
    const address = await admin.graphql(
      call(
        'updateStudioAddress',
        'UpdateStudioAddressInput',
        'message studio { address { cep state complete } }',
      ),
      {
        input: {
          cep: '30130010',
          city: 'Belo Horizonte',
          state: 'mg',
          street: 'Av. Afonso Pena',
          number: '1500',
          neighborhood: 'Centro',
        },
      },
    );
    expect(address.data.updateStudioAddress.studio.address).toEqual({
      cep: '30130-010',
      state: 'MG',
      complete: true,
    });
    const credentials = await admin.graphql(
      call(
        'updateMercadoPagoCredentials',
        'UpdateMercadoPagoCredentialsInput',
        'message studio { mercadoPago { publicKey accessTokenPlaceholder webhookSecretConfigured } }',
      ),
      {
        input: {
          publicKey: 'APP_USR-pk',
          accessToken: 'APP_USR-token-1234',
          webhookSecret: 'segredo-do-webhook',
        },
      },
    );
    expect(credentials.data.updateMercadoPagoCredentials.studio.mercadoPago).toEqual({
      publicKey: 'APP_USR-pk',
      accessTokenPlaceholder: 'APP_USR-••••••••••••1234',
      webhookSecretConfigured: true,
    });
    expect(t.services.secrets.decrypt((await studio()).mercadoPagoWebhookSecret!)).toBe('segredo-do-webhook');
  });

  it('banners: create, rename, replace the image, delete', async () => {
    const created = await admin.upload(
      call('createBanner', 'CreateBannerInput', 'message banner { id title }'),
      { input: { title: 'Olá', file: null } },
      {
        'input.file': { bytes: jpeg, name: 'b.jpg' },
      },
    );
    const bannerId = created.data.createBanner.banner.id;
    expect(created.data.createBanner.banner.title).toBe('Olá');
    const renamed = await admin.graphql(
      call('renameBanner', 'RenameBannerInput', 'message banner { title }'),
      { input: { bannerId, title: 'Tchau' } },
    );
    expect(renamed.data.renameBanner.banner.title).toBe('Tchau');
    const replaced = await admin.upload(
      call('replaceBannerImage', 'ReplaceBannerImageInput', 'message banner { image { width } }'),
      {
        input: { bannerId, file: null },
      },
      { 'input.file': { bytes: await renderLandscapeJpeg(800, 300, 3), name: 'c.jpg' } },
    );
    expect(replaced.data.replaceBannerImage.banner.image.width).toBe(800);
    const deleted = await admin.graphql(
      call('deleteBanner', 'DeleteBannerInput', 'message deletedBannerId'),
      { input: { bannerId } },
    );
    expect(deleted.data.deleteBanner).toMatchObject({
      message: 'Banner excluído com sucesso',
      deletedBannerId: bannerId,
    });
    expect(await t.db.banner.count({ where: { studioId: admin.studio.id } })).toBe(0);
  });

  it('events: cover, delivery format, key, delete', async () => {
    const { data } = await admin.graphql(
      call('createEvent', 'CreateEventInput', 'message event { id slug }'),
      { input: { name: 'Chá de Bebê' } },
    );
    const event = { id: data.createEvent.event.id };
    const cover = await admin.upload(
      call('setEventCover', 'SetEventCoverInput', 'message event { cover { width } }'),
      { input: { event, file: null } },
      {
        'input.file': { bytes: jpeg, name: 'capa.jpg' },
      },
    );
    expect(cover.data.setEventCover).toMatchObject({
      message: 'Capa atualizada com sucesso',
      event: { cover: { width: 640 } },
    });
    const format = await admin.graphql(
      call('setEventDeliveryFormat', 'SetEventDeliveryFormatInput', 'message event { deliveryFormat }'),
      {
        input: { event, deliveryFormat: 'DIGITAL_AND_PRINTED' },
      },
    );
    expect(format.data.setEventDeliveryFormat.event.deliveryFormat).toBe('DIGITAL_AND_PRINTED');
    const key = await admin.graphql(
      call('setEventAccessKey', 'SetEventAccessKeyInput', 'message event { isPrivate accessKey }'),
      {
        input: { event, accessKey: 'bebe' },
      },
    );
    expect(key.data.setEventAccessKey.event).toEqual({ isPrivate: true, accessKey: 'bebe' });
    const deleted = await admin.graphql(call('deleteEvent', 'DeleteEventInput', 'message deletedEventId'), {
      input: { event },
    });
    expect(deleted.data.deleteEvent).toMatchObject({
      message: 'Evento excluído com sucesso',
      deletedEventId: event.id,
    });
    expect(await t.db.event.count({ where: { studioId: admin.studio.id } })).toBe(0);
  });

  it('removePriceTableItem by global id', async () => {
    const table = await t.db.priceTable.create({
      data: {
        studioId: admin.studio.id,
        saved: true,
        name: 'T',
        items: { create: { studioId: admin.studio.id, height: 15, width: 10, priceCents: 100 } },
      },
      include: { items: true },
    });
    const { data } = await admin.graphql(
      call('removePriceTableItem', 'RemovePriceTableItemInput', 'message priceTable { items { id } }'),
      {
        input: { itemId: encodeGlobalID('PriceTableItem', table.items[0]!.id) },
      },
    );
    expect(data.removePriceTableItem).toMatchObject({
      message: 'Item removido com sucesso',
      priceTable: { items: [] },
    });
  });

  it('logout ends the session', async () => {
    const { data } = await admin.graphql('mutation { logout { message } }');
    expect(data.logout.message).toBe('Sessão encerrada');
    const { errors } = await admin.graphql('{ studio { plan { name } } }');
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
