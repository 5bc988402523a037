import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/prisma/client.ts';
import { renderLandscapeJpeg } from '../../services/images/generated-pictures.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { storedKeys } from '../../test/stored-keys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A few bytes of PNG whose header declares 20000 x 20000 pixels. */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20000, 0);
  header.writeUInt32BE(20000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(100))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('photo upload', () => {
  let t: TestApp;
  let admin: AdminClient;
  let event: Event;
  let photo: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make);
    event = await make.event(admin.studio, { name: 'Batizado' });
    photo = await sharp(await renderLandscapeJpeg(1200, 800, 21))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Estudio Teste', Artist: 'Fotografa' } } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  const upload = (
    bytes: Uint8Array,
    headers: Record<string, string> = { 'X-Nome-Arquivo': 'IMG_0001.JPG', 'X-Tipo': 'image/jpeg' },
  ) => admin.rest('POST', `/api/adm/${event.slug}/imagem`, { bytes, headers });

  const filesStored = () => storedKeys(t.services.storage);

  it('keeps the original private, serves an upright preview and thumbnail without metadata, and counts the bytes', async () => {
    const { status, body } = await upload(photo);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      mensagem: { texto: 'Imagem enviada com sucesso' },
      imagem: { nomeOriginal: 'IMG_0001.JPG', largura: 800, altura: 1200 },
    });
    const row = await t.db.photo.findFirstOrThrow({
      where: { name: body.imagem.nome },
      include: { files: true },
    });
    const original = row.files.find((file) => file.variant === 'ORIGINAL')!;
    expect(Buffer.compare((await t.services.storage.read(original.storageKey))!, photo)).toBe(0);
    expect(original.bytes).toBe(photo.length);
    expect(
      (await t.db.studio.findUniqueOrThrow({ where: { id: admin.studio.id } })).highResStorageUsedBytes,
    ).toBe(BigInt(photo.length));

    await t.settle();
    const base = `/api/estaticos/estudios/${admin.studio.slug}/eventos/${event.slug}/imagens`;
    for (const name of [body.imagem.nome, body.imagem.nome.replace('.webp', '-mini.webp')]) {
      const response = await t.fetch(`${base}/${name}`);
      expect(response.status).toBe(200);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata.height).toBeGreaterThan(metadata.width!);
      expect(metadata.exif).toBeUndefined();
      expect(Math.max(metadata.width!, metadata.height!)).toBeLessThanOrEqual(2048);
    }
    expect((await t.fetch(`/api/${original.storageKey}`)).status).toBe(404);
  });

  it('never lets a file name become a path', async () => {
    const { status, body } = await upload(photo, {
      'X-Nome-Arquivo': encodeURIComponent('../../../etc/x.jpg'),
      'X-Tipo': 'image/jpeg',
    });
    expect(status).toBe(201);
    expect(body.imagem.nomeOriginal).toBe('x.jpg');
    expect(body.imagem.nome).toMatch(/^[0-9a-f]{24}\.webp$/);
    // Every file is under a key the platform made: estaticos/... or originais/..., never from the name sent.
    expect((await filesStored()).every((key) => /^(estaticos|originais)\/[A-Za-z0-9._/-]+$/.test(key))).toBe(
      true,
    );
    expect((await filesStored()).some((key) => key.includes('etc'))).toBe(false);
  });

  describe('refuses bad input with its message and writes nothing', () => {
    const cases: [
      string,
      () => Promise<Buffer> | Buffer,
      Record<string, string> | undefined,
      number,
      string | RegExp,
    ][] = [
      [
        'a file over 6 MB',
        () => Buffer.alloc(6 * 1024 * 1024 + 10, 1),
        { 'X-Nome-Arquivo': 'grande.jpg' },
        413,
        'Erro ao fazer upload da imagem grande.jpg. Seu tamanho excede o máximo permitido de 6MB',
      ],
      [
        'a PDF sent as image/jpeg',
        () => Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>>'),
        { 'X-Nome-Arquivo': 'doc.jpg', 'X-Tipo': 'image/jpeg' },
        400,
        'O arquivo enviado não é uma imagem válida.',
      ],
      [
        'an SVG drawing',
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"/>'),
        { 'X-Nome-Arquivo': 'a.svg' },
        400,
        /^Formato de imagem não suportado/,
      ],
      [
        'a decompression bomb',
        pixelBomb,
        { 'X-Nome-Arquivo': 'bomba.png' },
        400,
        'A imagem tem resolução grande demais: o máximo é de 150 megapixels.',
      ],
      [
        'an empty body',
        () => Buffer.alloc(0),
        { 'X-Nome-Arquivo': 'vazio.jpg' },
        400,
        'O arquivo enviado não é uma imagem válida.',
      ],
      [
        'no X-Nome-Arquivo header',
        () => photo,
        { 'X-Tipo': 'image/jpeg' },
        400,
        'Informe o nome do arquivo no cabeçalho X-Nome-Arquivo',
      ],
    ];

    it.each(cases)('%s', async (_label, bytes, headers, status, text) => {
      await t.settle();
      const before = { photos: await t.db.photo.count(), files: (await filesStored()).length };
      const result = await upload(await bytes(), headers);
      expect(result.status).toBe(status);
      expect(result.body.mensagem.texto).toMatch(text);
      expect({ photos: await t.db.photo.count(), files: (await filesStored()).length }).toEqual(before);
    });

    it('an unknown event', async () => {
      const result = await admin.rest('POST', '/api/adm/nao-existe/imagem', {
        bytes: photo,
        headers: { 'X-Nome-Arquivo': 'a.jpg' },
      });
      expect(result).toMatchObject({ status: 404, body: { mensagem: { texto: 'Evento não encontrado' } } });
    });

    it('no admin token', async () => {
      const result = await t.rest('POST', `/api/adm/${event.slug}/imagem`, {
        host: admin.host,
        bytes: photo,
        headers: { 'X-Nome-Arquivo': 'a.jpg' },
      });
      expect(result.status).toBe(401);
    });
  });

  describe('plan limits', () => {
    it('refuses with 403 once the plan is full and never goes past it with uploads in flight', async () => {
      const used = (await t.db.studio.findUniqueOrThrow({ where: { id: admin.studio.id } }))
        .highResStorageUsedBytes;
      const plan = await t.db.plan.create({
        data: {
          code: 'teste-limite',
          name: 'Teste',
          highResStorageLimitBytes: used + BigInt(photo.length * 2),
        },
      });
      await t.db.studio.update({ where: { id: admin.studio.id }, data: { planId: plan.id } });
      const results = await Promise.all([1, 2, 3, 4, 5].map(() => upload(photo)));
      expect(results.filter((result) => result.status === 201)).toHaveLength(2);
      const refused = results.filter((result) => result.status === 403);
      expect(refused).toHaveLength(3);
      expect(refused[0]!.body).toEqual({ mensagem: { texto: 'Limite do plano atingido' } });
      const after = (await t.db.studio.findUniqueOrThrow({ where: { id: admin.studio.id } }))
        .highResStorageUsedBytes;
      expect(after).toBe(used + BigInt(photo.length * 2));
    });

    it('refuses any upload while the plan has pending payments', async () => {
      await t.db.studio.update({ where: { id: admin.studio.id }, data: { planStatus: 'PENDING' } });
      const result = await upload(photo);
      expect(result).toMatchObject({
        status: 403,
        body: { mensagem: { texto: 'Pendências no plano. Upload não realizado' } },
      });
      await t.db.studio.update({ where: { id: admin.studio.id }, data: { planStatus: 'ACTIVE' } });
    });
  });

  describe('GraphQL', () => {
    const UploadMutation = `mutation($input: UploadPhotoInput!) {
      uploadPhoto(input: $input) {
        __typename
        ... on Error { message }
        ... on UploadPhotoPayload { message photo { id status originalName width height original { bytes } } }
      }
    }`;

    it('uploads through a multipart request', async () => {
      const plan = await t.db.plan.findUniqueOrThrow({ where: { code: 'profissional' } });
      await t.db.studio.update({ where: { id: admin.studio.id }, data: { planId: plan.id } });
      const { data } = await admin.upload(
        UploadMutation,
        { input: { event: { slug: event.slug }, file: null } },
        {
          'input.file': { bytes: photo, name: 'DSC_9.jpg' },
        },
      );
      expect(data.uploadPhoto).toMatchObject({
        __typename: 'UploadPhotoPayload',
        photo: { originalName: 'DSC_9.jpg', width: 800, height: 1200, original: { bytes: photo.length } },
      });
      await t.settle();
      const rendered = await admin.graphql(
        'query($id: ID!) { node(id: $id) { ... on Photo { status preview { url } thumbnail { url } } } }',
        { id: data.uploadPhoto.photo.id },
      );
      expect(rendered.data.node.status).toBe('READY');
      expect(rendered.data.node.preview.url).toMatch(/\/imagens\/[0-9a-f]{24}\.webp$/);
    });

    it('answers FileTooLargeError for a multipart file over 6 MB', async () => {
      const { data } = await admin.upload(
        UploadMutation,
        { input: { event: { slug: event.slug }, file: null } },
        {
          'input.file': { bytes: Buffer.alloc(7 * 1024 * 1024, 7), name: 'enorme.jpg' },
        },
      );
      expect(data.uploadPhoto).toEqual({
        __typename: 'FileTooLargeError',
        message: 'Erro ao fazer upload da imagem enorme.jpg. Seu tamanho excede o máximo permitido de 6MB',
      });
    });
  });

  describe('deleting', () => {
    it('DELETE /api/adm/{urlEvento}/{nome} removes the photo, its files and its bytes from the plan', async () => {
      const target = await t.db.photo.findFirstOrThrow({
        where: { eventId: event.id },
        include: { files: true },
      });
      const usedBefore = (await t.db.studio.findUniqueOrThrow({ where: { id: admin.studio.id } }))
        .highResStorageUsedBytes;
      const { status, body } = await admin.rest('DELETE', `/api/adm/${event.slug}/${target.name}`);
      expect(status).toBe(200);
      expect(body).toEqual({ mensagem: { texto: 'Imagem excluída com sucesso' } });
      for (const file of target.files) expect(await t.services.storage.read(file.storageKey)).toBeNull();
      const original = target.files.find((file) => file.variant === 'ORIGINAL')!;
      const usedAfter = (await t.db.studio.findUniqueOrThrow({ where: { id: admin.studio.id } }))
        .highResStorageUsedBytes;
      expect(usedAfter).toBe(usedBefore - BigInt(original.bytes));
      expect((await admin.rest('DELETE', `/api/adm/${event.slug}/${target.name}`)).body).toEqual({
        mensagem: { texto: 'Imagem não encontrada' },
      });
    });

    it('GraphQL deletePhotos takes several ids at once', async () => {
      const rows = await t.db.photo.findMany({ where: { eventId: event.id }, take: 2 });
      const ids = rows.map((row) => Buffer.from(`Photo:${row.id}`).toString('base64'));
      const { data } = await admin.graphql(
        `mutation($input: DeletePhotosInput!) { deletePhotos(input: $input) { __typename ... on DeletePhotosPayload { message deletedPhotoIds event { photoCount } } } }`,
        { input: { event: { slug: event.slug }, photoIds: ids } },
      );
      expect(data.deletePhotos).toMatchObject({
        message: '2 imagens excluídas com sucesso',
        deletedPhotoIds: ids,
      });
    });
  });
});

describe('photos processed off the request', () => {
  let t: TestApp;
  let admin: AdminClient;
  let event: Event;
  const PhotosQuery = `query($slug: String!) { studio { event(slug: $slug) {
    photoCount photos(first: 50) { edges { node { name status processing failureReason preview { url } } } } } } }`;

  beforeAll(async () => {
    // No workers until the test starts them: every step between upload and render can be seen.
    t = await createTestApp({}, { workers: false });
    const make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make);
    event = await make.event(admin.studio, { name: 'Maratona' });
    await t.db.event.update({ where: { id: event.id }, data: { digitalPriceCents: 1000 } });
  });
  afterAll(() => t.close());

  it('answers the upload before rendering, hides the photo from customers until it is ready, then shows it', async () => {
    const bytes = await renderLandscapeJpeg(1200, 800, 31);
    const { status, body } = await admin.rest('POST', `/api/adm/${event.slug}/imagem`, {
      bytes,
      headers: { 'X-Nome-Arquivo': 'largada.jpg', 'X-Tipo': 'image/jpeg' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      mensagem: { texto: 'Imagem enviada com sucesso' },
      imagem: { largura: 1200 },
    });
    const name = body.imagem.nome as string;
    const base = `/api/estaticos/estudios/${admin.studio.slug}/eventos/${event.slug}/imagens`;
    expect((await t.fetch(`${base}/${name}`, { host: admin.host })).status).toBe(404);

    const seen = await admin.graphql(PhotosQuery, { slug: event.slug });
    expect(seen.data.studio.event.photos.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      { name, status: 'PROCESSING', processing: true, failureReason: null, preview: null },
    ]);
    const customer = await openGallery(t, admin.host, event.slug);
    const gallery = await customer.rest('GET', `/api/${event.slug}`);
    expect(gallery.body.evento.imagens).toEqual([]);
    const add = await customer.rest('POST', `/api/${event.slug}/carrinho/adicionar-imagem`, {
      body: { nomeImagem: name, idItemTabelaPreco: '1', formatoEntrega: 'digital' },
    });
    expect(add).toMatchObject({ status: 404, body: { mensagem: { texto: 'Imagem não encontrada' } } });

    await t.startWorkers();
    await t.settle();
    const ready = await admin.graphql(PhotosQuery, { slug: event.slug });
    expect(ready.data.studio.event.photos.edges[0].node).toMatchObject({
      name,
      status: 'READY',
      processing: false,
    });
    expect((await t.fetch(`${base}/${name}`, { host: admin.host })).status).toBe(200);
    expect((await customer.rest('GET', `/api/${event.slug}`)).body.evento.imagens).toEqual([
      expect.objectContaining({ nome: name }),
    ]);
  });

  it('shows the studio a photo that could not be processed, with the reason, and never the customers', async () => {
    const png = await sharp(await renderLandscapeJpeg(300, 200, 5))
      .png()
      .toBuffer();
    const data = png.indexOf(Buffer.from('IDAT'));
    png.fill(0xab, data + 8, data + 400);
    const { status, body } = await admin.rest('POST', `/api/adm/${event.slug}/imagem`, {
      bytes: png,
      headers: { 'X-Nome-Arquivo': 'estragada.png', 'X-Tipo': 'image/png' },
    });
    expect(status).toBe(201);
    await t.settle();
    const seen = await admin.graphql(PhotosQuery, { slug: event.slug });
    const failed = seen.data.studio.event.photos.edges
      .map((edge: { node: { name: string } }) => edge.node)
      .find((photo: { name: string }) => photo.name === body.imagem.nome);
    expect(failed).toEqual({
      name: body.imagem.nome,
      status: 'FAILED',
      processing: false,
      failureReason: expect.stringMatching(/^Não foi possível processar a imagem/),
      preview: null,
    });
    const customer = await openGallery(t, admin.host, event.slug);
    const names = (await customer.rest('GET', `/api/${event.slug}`)).body.evento.imagens.map(
      (image: { nome: string }) => image.nome,
    );
    expect(names).not.toContain(body.imagem.nome);
  });
});
