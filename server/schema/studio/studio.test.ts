import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const StorefrontQuery = `
  query {
    studio {
      id name slug domain aboutText aboutWhatsApp aboutWhatsAppUrl footerEmail footerPhone
      logo { url path name width height }
      banners { id title position image { url } }
      recentEvents(first: 10) { edges { node { id name slug cover { url } } } }
    }
  }
`;

describe('studio (public storefront)', () => {
  let t: TestApp;
  let ids: {
    luz: string;
    mar: string;
    eventWithCover: string;
    eventWithoutCover: string;
    otherEvent: string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const make = factories(t.db, t.services);
    const luz = await make.studio({
      name: 'Estúdio Luz',
      slug: 'estudio-luz',
      domain: 'fotos.estudioluz.com.br',
      aboutText: 'Fotografia de eventos',
      aboutWhatsApp: '(11) 91234-5678',
      footerEmail: 'contato@luz.com.br',
      footerPhone: '(11) 3333-4444',
    });
    const mar = await make.studio({ name: 'Estúdio Mar', slug: 'demo' });
    const logo = await make.image(luz, 'STUDIO_LOGO');
    await t.db.studio.update({ where: { id: luz.id }, data: { logoId: logo.id } });
    for (const [position, title] of ['Segundo', 'Primeiro'].entries()) {
      const image = await make.image(luz, 'BANNER');
      await t.db.banner.create({
        data: { studioId: luz.id, title, position: 1 - position, imageId: image.id },
      });
    }
    const withCover = await make.event(luz, { name: 'Casamento', cover: true });
    const withoutCover = await make.event(luz, { name: 'Sem capa' });
    const other = await make.event(mar, { name: 'Do outro estúdio', cover: true });
    ids = {
      luz: luz.id,
      mar: mar.id,
      eventWithCover: withCover.id,
      eventWithoutCover: withoutCover.id,
      otherEvent: other.id,
    };
  });
  afterAll(() => t.close());

  it('answers the storefront of the studio named by the host', async () => {
    const { data, errors } = await t.graphql(StorefrontQuery, {}, { host: 'estudio-luz.localhost:3000' });
    expect(errors).toBeUndefined();
    expect(data.studio).toMatchObject({
      name: 'Estúdio Luz',
      slug: 'estudio-luz',
      domain: 'fotos.estudioluz.com.br',
      aboutText: 'Fotografia de eventos',
      aboutWhatsAppUrl: 'https://wa.me/5511912345678',
      footerEmail: 'contato@luz.com.br',
      footerPhone: '(11) 3333-4444',
    });
    expect(data.studio.logo.url).toMatch(
      /^\/api\/estaticos\/estudios\/estudio-luz\/logos\/[0-9a-f]{24}\.webp$/,
    );
    expect(data.studio.banners.map((banner: { title: string }) => banner.title)).toEqual([
      'Primeiro',
      'Segundo',
    ]);
  });

  it('lists as recent work only the events with a cover', async () => {
    const { data } = await t.graphql(StorefrontQuery, {}, { host: 'estudio-luz.localhost' });
    const events = data.studio.recentEvents.edges.map((edge: { node: { name: string } }) => edge.node.name);
    expect(events).toEqual(['Casamento']);
  });

  it("searches the studio's events by part of the name (any case) and by the day they were created", async () => {
    const make = factories(t.db, t.services);
    const luz = await t.db.studio.findUniqueOrThrow({ where: { id: ids.luz } });
    const formatura = await make.event(luz, { name: 'Formatura Medicina 2026', cover: true });
    // Created at 23:30 in Brazil on 10 Nov: 02:30 UTC on the 11th.
    await t.db.event.update({
      where: { id: formatura.id },
      data: { createdAt: new Date('2026-11-11T02:30:00.000Z') },
    });
    const search = `query($search: String, $date: String) {
      studio { recentEvents(first: 10, search: $search, date: $date) { edges { node { name } } } }
    }`;
    const names = async (variables: Record<string, unknown>) => {
      const { data, errors } = await t.graphql(search, variables, { host: 'estudio-luz.localhost' });
      expect(errors).toBeUndefined();
      return data.studio.recentEvents.edges.map((edge: { node: { name: string } }) => edge.node.name);
    };
    expect((await names({})).sort()).toEqual(['Casamento', 'Formatura Medicina 2026']);
    expect(await names({ search: '  formatura  ' })).toEqual(['Formatura Medicina 2026']);
    expect(await names({ search: 'MEDICINA' })).toEqual(['Formatura Medicina 2026']);
    // An event without a cover is not listed, whatever is searched; nor another studio's.
    expect(await names({ search: 'capa' })).toEqual([]);
    expect(await names({ search: 'outro' })).toEqual([]);
    expect(await names({ date: '2026-11-10' })).toEqual(['Formatura Medicina 2026']);
    expect(await names({ date: '2026-11-11' })).toEqual([]);
    expect(await names({ search: 'casamento', date: '2026-11-10' })).toEqual([]);
    expect((await names({ search: '', date: 'ontem' })).sort()).toEqual([
      'Casamento',
      'Formatura Medicina 2026',
    ]);
  });

  it.each([
    ['its own domain', 'fotos.estudioluz.com.br', 'Estúdio Luz'],
    ['its own domain with www', 'www.fotos.estudioluz.com.br', 'Estúdio Luz'],
    ['plain localhost (the default studio)', 'localhost:3000', 'Estúdio Mar'],
    ['127.0.0.1 (the default studio)', '127.0.0.1:3000', 'Estúdio Mar'],
  ])('finds the studio by %s', async (_label, host, name) => {
    const { data } = await t.graphql('{ studio { name } }', {}, { host });
    expect(data.studio.name).toBe(name);
  });

  it('answers null for a host that names no studio', async () => {
    const { data, errors } = await t.graphql('{ studio { name } }', {}, { host: 'ninguem.localhost' });
    expect(errors).toBeUndefined();
    expect(data.studio).toBeNull();
  });

  describe('node', () => {
    const NodeQuery =
      'query($id: ID!) { node(id: $id) { __typename id ... on Event { name } ... on Studio { name } } }';
    const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');

    it("refetches the studio's own event by its global id", async () => {
      const { data } = await t.graphql(
        NodeQuery,
        { id: globalId('Event', ids.eventWithCover) },
        { host: 'estudio-luz.localhost' },
      );
      expect(data.node).toEqual({
        __typename: 'Event',
        id: globalId('Event', ids.eventWithCover),
        name: 'Casamento',
      });
    });

    it("never reaches another studio's rows", async () => {
      const other = await t.graphql(
        NodeQuery,
        { id: globalId('Event', ids.otherEvent) },
        { host: 'estudio-luz.localhost' },
      );
      expect(other.errors).toBeUndefined();
      expect(other.data.node).toBeNull();
      const studio = await t.graphql(
        NodeQuery,
        { id: globalId('Studio', ids.mar) },
        { host: 'estudio-luz.localhost' },
      );
      expect(studio.data.node).toBeNull();
    });

    it('answers the request studio as a node', async () => {
      const { data } = await t.graphql(
        NodeQuery,
        { id: globalId('Studio', ids.luz) },
        { host: 'estudio-luz.localhost' },
      );
      expect(data.node.name).toBe('Estúdio Luz');
    });

    it('answers null for an id that is not one of ours', async () => {
      const { data, errors } = await t.graphql(
        NodeQuery,
        { id: globalId('Event', 'not-a-uuid') },
        { host: 'estudio-luz.localhost' },
      );
      expect(errors).toBeUndefined();
      expect(data.node).toBeNull();
    });
  });
});
