import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '../../generated/prisma/client.ts';
import { fileOfDownloadLink } from '../../services/storage/download-links.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const CreateLink = `mutation($input: CreateDownloadLinkInput!) {
  createDownloadLink(input: $input) {
    __typename
    ... on Error { message }
    ... on CreateDownloadLinkPayload { url fileName }
  }
}`;

describe('download links for originals', () => {
  let t: TestApp;
  let admin: AdminClient;
  let other: AdminClient;
  let photo: Photo;
  let fileId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    admin = await adminOfNewStudio(t, make);
    other = await adminOfNewStudio(t, make);
    photo = await make.photo(admin.studio, await make.event(admin.studio), {
      originalName: 'Noivos no altar.jpg',
    });
    fileId = (await t.db.photoFile.findFirstOrThrow({ where: { photoId: photo.id, variant: 'ORIGINAL' } }))
      .id;
  });
  afterAll(() => t.close());

  /** A link is a path of ours (local folder) or a presigned storage address. */
  const open = (url: string) => (url.startsWith('/') ? t.fetch(url) : fetch(url));

  it('gives the studio a short-lived link that downloads the original under its own name, without a token', async () => {
    const { data } = await admin.graphql(CreateLink, { input: { fileId } });
    expect(data.createDownloadLink).toMatchObject({
      __typename: 'CreateDownloadLinkPayload',
      fileName: 'Noivos no altar.jpg',
    });
    const response = await open(data.createDownloadLink.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''Noivos%20no%20altar.jpg");
    const original = await t.services.storage.read(
      (await t.db.photoFile.findUniqueOrThrow({ where: { id: fileId } })).storageKey,
    );
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), original!)).toBe(0);
  });

  it('refuses anyone else, a file of another studio, a forged or an expired link', async () => {
    expect(
      (await t.graphql(CreateLink, { input: { fileId } }, { host: admin.host })).errors?.[0]?.extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');
    const foreign = await other.graphql(CreateLink, { input: { fileId } });
    expect(foreign.data.createDownloadLink).toEqual({
      __typename: 'NotFoundError',
      message: 'Arquivo não encontrado',
    });
    expect(
      (await other.graphql(CreateLink, { input: { fileId: 'nao-e-um-id' } })).data.createDownloadLink
        .__typename,
    ).toBe('NotFoundError');

    const { data } = await admin.graphql(CreateLink, { input: { fileId } });
    if (data.createDownloadLink.url.startsWith('/api/arquivos/')) {
      const token = data.createDownloadLink.url.split('/').pop() as string;
      const [payload, signature] = token.split('.');
      const forged = Buffer.from(
        JSON.stringify({
          ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
          k: 'originais/outro.jpg',
        }),
      ).toString('base64url');
      expect((await t.fetch(`/api/arquivos/${forged}.${signature}`)).status).toBe(404);
      const expired = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), e: 1 }),
      ).toString('base64url');
      expect(
        fileOfDownloadLink(t.services.secrets, `${expired}.${t.services.secrets.sign('file-link', expired)}`),
      ).toBeNull();
    }
  });
});
