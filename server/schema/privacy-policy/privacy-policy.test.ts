// The studio's privacy policy through GraphQL: the storefront reads the version in force, a member's changed
// paragraphs make a new version (unchanged ones do not), and each consent (an order, a selfie search, a photo alert)
// names the version in force when it was given, in the same transaction as what it consents to.
import { describe, expect, it } from 'vitest';
import { platformPolicyVersion } from '../../domain/privacy-policy.ts';
import { recordSessionConsent } from '../../services/privacy/privacy-policy.ts';
import { adminOfNewStudio } from '../../test/admin-client.ts';
import { addPhoto, cardForm, pay, savePersonalData } from '../../test/checkout-steps.ts';
import { openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { shopOfThisFile } from '../../test/shop.ts';

const shop = shopOfThisFile();

const policyQuery = `query {
  studio {
    privacyPolicy {
      label number platformVersion publishedAt controllerName studioText studioParagraphs platformText
      platformSections { title }
    }
  }
}`;

const versionsQuery = `query {
  studio {
    privacyPolicyVersions(first: 20) {
      edges { node { label number studioText createdByName consentCount } }
    }
  }
}`;

const update = `mutation($input: UpdatePrivacyPolicyInput!) {
  updatePrivacyPolicy(input: $input) {
    __typename
    ... on Error { message }
    ... on UpdatePrivacyPolicyPayload { message studio { privacyPolicy { label studioText } } }
  }
}`;

const label = (number: number) => `${platformPolicyVersion}.${number}`;

async function storefrontPolicy(host = shop.host) {
  const result = await shop.t.graphql(policyQuery, {}, { host });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.studio.privacyPolicy;
}

async function saveText(studioText: string) {
  const admin = await shop.admin();
  const result = await admin.graphql(update, { input: { studioText } });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.updatePrivacyPolicy;
}

/** A customer of the digital gallery who buys one photo by card. */
async function checkout(email: string) {
  const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
  await addPhoto(customer, shop.digital.photos[0]!.name);
  await savePersonalData(customer, { email });
  const paid = await pay(customer, cardForm());
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return customer;
}

const consents = (purpose: 'CHECKOUT' | 'SELFIE_SEARCH' | 'PHOTO_ALERT') =>
  shop.t.db.customerConsent.findMany({
    where: { studioId: shop.studio.id, purpose },
    orderBy: { acceptedAt: 'asc' },
    select: { email: true, policyLabel: true, policyVersion: { select: { number: true } } },
  });

describe("a studio's privacy policy", () => {
  let firstPublishedAt: string;

  it('is the platform text alone before anything is stored, naming the studio, read by anyone', async () => {
    const policy = await storefrontPolicy();
    expect(policy).toMatchObject({
      label: label(1),
      number: 1,
      platformVersion: platformPolicyVersion,
      controllerName: 'Estúdio Loja',
      studioText: '',
      studioParagraphs: [],
    });
    expect(policy.platformText).toContain('Controlador dos dados: Estúdio Loja');
    expect(policy.platformText).toContain('Endereço: Praça da Sé, 1');
    // MAIL_BODY_RETENTION_DAYS as configured (its default here).
    expect(policy.platformText).toContain('o conteúdo de cada e-mail é apagado depois de 180 dias');
    expect(policy.platformSections.length).toBeGreaterThan(5);
    firstPublishedAt = policy.publishedAt;
    expect(await shop.t.db.privacyPolicyVersion.count({ where: { studioId: shop.studio.id } })).toBe(0);
  });

  it('saving the same (empty) text publishes nothing', async () => {
    expect(await saveText('  \n ')).toMatchObject({
      __typename: 'UpdatePrivacyPolicyPayload',
      message: `O texto não mudou: a versão ${label(1)} continua em vigor`,
    });
    expect(await shop.t.db.privacyPolicyVersion.count({ where: { studioId: shop.studio.id } })).toBe(0);
  });

  it('an order stores the version in force at its first consent, with the label and date shown', async () => {
    await checkout('Primeira@Exemplo.com');
    expect(await consents('CHECKOUT')).toEqual([
      { email: 'primeira@exemplo.com', policyLabel: label(1), policyVersion: { number: 1 } },
    ]);
    const policy = await storefrontPolicy();
    expect(policy.label).toBe(label(1));
    expect(policy.publishedAt).toBe(firstPublishedAt);
  });

  it("a member's changed paragraphs are a new version; the same text again is not", async () => {
    const saved = await saveText('Atendemos de segunda a sexta.\r\n\r\nDúvidas: <b>ligue</b> para nós.');
    expect(saved).toEqual({
      __typename: 'UpdatePrivacyPolicyPayload',
      message: `Política de privacidade publicada: versão ${label(2)}`,
      studio: {
        privacyPolicy: {
          label: label(2),
          studioText: 'Atendemos de segunda a sexta.\n\nDúvidas: <b>ligue</b> para nós.',
        },
      },
    });
    expect(
      await saveText('Atendemos de segunda a sexta.\n\nDúvidas: <b>ligue</b> para nós.  '),
    ).toMatchObject({
      message: `O texto não mudou: a versão ${label(2)} continua em vigor`,
    });
    const policy = await storefrontPolicy();
    expect(policy).toMatchObject({
      label: label(2),
      studioParagraphs: ['Atendemos de segunda a sexta.', 'Dúvidas: <b>ligue</b> para nós.'],
    });

    const admin = await shop.admin();
    const versions = await admin.graphql(versionsQuery);
    expect(
      versions.data.studio.privacyPolicyVersions.edges.map((edge: { node: unknown }) => edge.node),
    ).toEqual([
      {
        label: label(2),
        number: 2,
        studioText: 'Atendemos de segunda a sexta.\n\nDúvidas: <b>ligue</b> para nós.',
        createdByName: expect.any(String),
        consentCount: 0,
      },
      { label: label(1), number: 1, studioText: '', createdByName: null, consentCount: 1 },
    ]);
  });

  it('refuses paragraphs past 10,000 characters, in Portuguese, publishing nothing', async () => {
    expect(await saveText('a'.repeat(10_001))).toEqual({
      __typename: 'PrivacyPolicyTextError',
      message: 'O texto do estúdio pode ter no máximo 10.000 caracteres.',
    });
    expect(await shop.t.db.privacyPolicyVersion.count({ where: { studioId: shop.studio.id } })).toBe(2);
  });

  it('each order names the version in force when it was placed', async () => {
    await checkout('segunda@exemplo.com');
    expect(await consents('CHECKOUT')).toEqual([
      { email: 'primeira@exemplo.com', policyLabel: label(1), policyVersion: { number: 1 } },
      { email: 'segunda@exemplo.com', policyLabel: label(2), policyVersion: { number: 2 } },
    ]);
  });

  it('a photo alert records the consent with the version in force', async () => {
    await shop.t.db.event.update({ where: { id: shop.digital.event.id }, data: { bibSearch: true } });
    const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    const result = await customer.graphql(
      `mutation($input: CreatePhotoAlertInput!) {
        createPhotoAlert(input: $input) { __typename ... on Error { message } }
      }`,
      {
        input: {
          email: 'Corredor@Exemplo.com',
          raceNumber: '123',
          selfieConsent: false,
          keepFaceConsent: false,
        },
      },
    );
    expect(result.data.createPhotoAlert.__typename).toBe('CreatePhotoAlertPayload');
    expect(await consents('PHOTO_ALERT')).toEqual([
      { email: 'corredor@exemplo.com', policyLabel: label(2), policyVersion: { number: 2 } },
    ]);
  });

  it('the selfie search records the consent once it reads a selfie, never without the consent', async () => {
    await shop.t.db.event.update({ where: { id: shop.digital.event.id }, data: { faceSearch: true } });
    const customer = await openGallery(shop.t, shop.host, shop.digital.event.slug);
    await savePersonalData(customer, { email: 'selfie@exemplo.com' });
    const search = (consent: boolean) =>
      customer
        .upload(
          `mutation($input: SearchPhotosBySelfieInput!) {
            searchPhotosBySelfie(input: $input) { __typename ... on Error { message } }
          }`,
          { input: { selfie: null, consent } },
          { 'input.selfie': { bytes: Buffer.from('não é uma imagem'), name: 'selfie.jpg' } },
        )
        .then((answer) => answer.data.searchPhotosBySelfie.__typename);
    expect(await search(false)).toBe('SelfieConsentRequiredError');
    expect(await consents('SELFIE_SEARCH')).toEqual([]);
    expect(await search(true)).toBe('InvalidSelfieError');
    expect(await search(true)).toBe('InvalidSelfieError');
    // The same acceptance again (same session, e-mail and version) adds nothing.
    expect(await consents('SELFIE_SEARCH')).toEqual([
      { email: 'selfie@exemplo.com', policyLabel: label(2), policyVersion: { number: 2 } },
    ]);
  });

  it("another studio's member cannot change it; their own studio's policy is theirs", async () => {
    const make = factories(shop.t.db, shop.t.services);
    const other = await adminOfNewStudio(shop.t, make, { slug: 'outra-loja', name: 'Outra Loja' });
    const before = await shop.t.db.privacyPolicyVersion.findMany({
      where: { studioId: shop.studio.id },
      orderBy: { number: 'asc' },
    });
    const intruding = await shop.t.graphql(
      update,
      { input: { studioText: 'Texto de um intruso.' } },
      { host: shop.host, headers: { Authorization: `Bearer ${other.token}` } },
    );
    expect(intruding.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const own = await other.graphql(update, { input: { studioText: 'Texto da outra loja.' } });
    expect(own.data.updatePrivacyPolicy.message).toBe(
      `Política de privacidade publicada: versão ${label(2)}`,
    );
    expect(
      await shop.t.db.privacyPolicyVersion.findMany({
        where: { studioId: shop.studio.id },
        orderBy: { number: 'asc' },
      }),
    ).toEqual(before);
    expect((await storefrontPolicy()).studioText).not.toContain('outra loja');
    expect(await storefrontPolicy(other.host)).toMatchObject({
      controllerName: 'Outra Loja',
      studioParagraphs: ['Texto da outra loja.'],
    });
  });
});

describe('the first consents of a studio without a stored version', () => {
  it('store the version in force once, however many arrive at the same time', async () => {
    const make = factories(shop.t.db, shop.t.services);
    const studio = await make.studio({ slug: 'loja-nova', name: 'Loja Nova' });
    const event = await make.event(studio, { name: 'Festa' });
    const sessions = await Promise.all(
      Array.from({ length: 6 }, () => openGallery(shop.t, 'loja-nova.localhost', event.slug)),
    );
    const ids = await shop.t.db.gallerySession.findMany({
      where: { studioId: studio.id },
      select: { id: true },
    });
    expect(ids).toHaveLength(sessions.length);
    const labels = await Promise.all(
      ids.map(({ id }) => recordSessionConsent(shop.t.db, id, 'SELFIE_SEARCH').then((given) => given.label)),
    );
    expect(new Set(labels)).toEqual(new Set([label(1)]));
    expect(await shop.t.db.privacyPolicyVersion.count({ where: { studioId: studio.id } })).toBe(1);
    expect(await shop.t.db.customerConsent.count({ where: { studioId: studio.id } })).toBe(6);
  });
});
