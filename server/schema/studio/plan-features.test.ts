// Features per plan: a studio whose plan lacks race numbers, the selfie search or a custom domain cannot turn them on
// (the message names the plan that includes them), and its customers are not offered them even where an event's
// switch was left on (a studio that moved to a smaller plan). The paid plan keeps all three.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '../../generated/prisma/client.ts';
import { renderLandscapeJpeg } from '../../services/images/generated-pictures.ts';
import { refreshStudiosOfPlan, requirePlanFeature, studioPlan } from '../../services/studios/studio-plan.ts';
import { type AdminClient, adminOfNewStudio } from '../../test/admin-client.ts';
import { openGallery } from '../../test/customer-client.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const switches = `mutation($bib: SetEventBibSearchInput!, $face: SetEventFaceSearchInput!) {
  setEventBibSearch(input: $bib) { __typename ... on Error { message } ... on SetEventBibSearchPayload { event { bibSearch } } }
  setEventFaceSearch(input: $face) { __typename ... on Error { message } ... on SetEventFaceSearchPayload { event { faceSearch } } }
}`;

const setDomain = `mutation($input: SetCustomDomainInput!) {
  setCustomDomain(input: $input) { __typename ... on Error { message } }
}`;

const gallery = `query($slug: String!) {
  gallerySession(eventSlug: $slug) {
    event {
      bibSearch
      faceSearch
      selfieConsent { label }
      searchPhotosByNumber(number: "123") { __typename ... on Error { message } }
    }
  }
}`;

const selfieSearch = `mutation($input: SearchPhotosBySelfieInput!) {
  searchPhotosBySelfie(input: $input) { __typename ... on Error { message } }
}`;

describe('features per plan', () => {
  let t: TestApp;
  let free: AdminClient;
  let paid: AdminClient;
  let freeEvent: Event;
  let paidEvent: Event;

  beforeAll(async () => {
    t = await createTestApp({
      CUSTOM_DOMAIN_TARGET: 'lojas.revela.test',
      PLATFORM_DOMAIN: 'revela.test',
      PUBLIC_URL: 'https://revela.test',
    });
    const make = factories(t.db, t.services);
    free = await adminOfNewStudio(t, make, { slug: 'sem-recursos' });
    paid = await adminOfNewStudio(t, make, { slug: 'com-recursos' });
    const gratuito = await t.db.plan.findUniqueOrThrow({ where: { code: 'gratuito' } });
    await t.db.studio.update({ where: { id: free.studio.id }, data: { planId: gratuito.id } });
    freeEvent = await make.event(free.studio, { name: 'Corrida' });
    paidEvent = await make.event(paid.studio, { name: 'Maratona' });
  });
  afterAll(() => t.close());

  const both = (event: Event, enabled: boolean) => {
    const selector = { event: { id: encodeGlobalID('Event', event.id) }, enabled };
    return { bib: selector, face: selector };
  };

  it('reads the plan and its features for other parts (studioPlan, requirePlanFeature)', async () => {
    const plan = await studioPlan(t.db, free.studio.id);
    expect(plan.plan).toMatchObject({
      code: 'gratuito',
      selfieSearch: false,
      raceNumbers: false,
      customDomain: false,
    });
    expect(plan.trialDaysLeft).toBeNull();
    await expect(requirePlanFeature(t.db, free.studio.id, 'customDomain')).rejects.toThrow(
      'O domínio próprio não está incluído no plano Gratuito. Ele faz parte do plano Profissional.',
    );
    await expect(requirePlanFeature(t.db, paid.studio.id, 'customDomain')).resolves.toBeUndefined();
  });

  it('refuses to turn the searches on, naming the plan that includes them, and leaves them off', async () => {
    const { data } = await free.graphql(switches, both(freeEvent, true));
    expect(data.setEventBibSearch).toEqual({
      __typename: 'PlanFeatureUnavailableError',
      message:
        'A busca pelo número de peito não está incluída no plano Gratuito. Ela faz parte do plano Profissional.',
    });
    expect(data.setEventFaceSearch).toEqual({
      __typename: 'PlanFeatureUnavailableError',
      message: 'A busca por selfie não está incluída no plano Gratuito. Ela faz parte do plano Profissional.',
    });
    expect(await t.db.event.findUniqueOrThrow({ where: { id: freeEvent.id } })).toMatchObject({
      bibSearch: false,
      faceSearch: false,
    });
    // Turning off is always allowed.
    const off = await free.graphql(switches, both(freeEvent, false));
    expect(off.data.setEventBibSearch.__typename).toBe('SetEventBibSearchPayload');
  });

  it('refuses a custom domain and keeps none', async () => {
    const { data } = await free.graphql(setDomain, { input: { domain: 'www.fotosdacorrida.com.br' } });
    expect(data.setCustomDomain).toEqual({
      __typename: 'PlanFeatureUnavailableError',
      message: 'O domínio próprio não está incluído no plano Gratuito. Ele faz parte do plano Profissional.',
    });
    expect((await t.db.studio.findUniqueOrThrow({ where: { id: free.studio.id } })).domain).toBeNull();
    const allowed = await paid.graphql(setDomain, { input: { domain: 'www.fotosdamaratona.com.br' } });
    expect(allowed.data.setCustomDomain.__typename).toBe('SetCustomDomainPayload');
  });

  it('lets the paid plan turn both searches on', async () => {
    const { data } = await paid.graphql(switches, both(paidEvent, true));
    expect(data.setEventBibSearch).toEqual({
      __typename: 'SetEventBibSearchPayload',
      event: { bibSearch: true },
    });
    expect(data.setEventFaceSearch).toEqual({
      __typename: 'SetEventFaceSearchPayload',
      event: { faceSearch: true },
    });
  });

  it("offers customers neither search when the plan lacks it, even with the event's switches left on", async () => {
    // As a studio that moved to the free plan with its switches on would have them.
    await t.db.event.update({ where: { id: freeEvent.id }, data: { bibSearch: true, faceSearch: true } });
    const customer = await openGallery(t, 'sem-recursos.localhost', freeEvent.slug);
    const { data } = await customer.graphql(gallery, { slug: freeEvent.slug });
    expect(data.gallerySession.event).toEqual({
      bibSearch: false,
      faceSearch: false,
      selfieConsent: null,
      searchPhotosByNumber: {
        __typename: 'NumberSearchUnavailableError',
        message: 'A busca pelo número não está disponível nesta galeria.',
      },
    });
    const selfie = await renderLandscapeJpeg(400, 300, 9);
    const result = await customer.upload(
      selfieSearch,
      { input: { selfie: null, consent: true } },
      { 'input.selfie': { bytes: selfie, name: 'selfie.jpg' } },
    );
    expect(result.data.searchPhotosBySelfie.__typename).toBe('SelfieSearchUnavailableError');

    const paidCustomer = await openGallery(t, 'com-recursos.localhost', paidEvent.slug);
    const offered = await paidCustomer.graphql(gallery, { slug: paidEvent.slug });
    expect(offered.data.gallerySession.event).toMatchObject({ bibSearch: true, faceSearch: true });
    expect(offered.data.gallerySession.event.selfieConsent).not.toBeNull();
  });

  it("follows an edit of the plan's features once its studios are refreshed (cached gallery reads included)", async () => {
    const customer = await openGallery(t, 'com-recursos.localhost', paidEvent.slug);
    const read = async () =>
      (await customer.graphql(gallery, { slug: paidEvent.slug })).data.gallerySession.event;
    expect(await read()).toMatchObject({ bibSearch: true });
    const plan = await t.db.plan.update({ where: { code: 'profissional' }, data: { raceNumbers: false } });
    try {
      expect(await refreshStudiosOfPlan(t.db, plan.id)).toBeGreaterThanOrEqual(1);
      expect(await read()).toMatchObject({ bibSearch: false, faceSearch: true });
    } finally {
      await t.db.plan.update({ where: { code: 'profissional' }, data: { raceNumbers: true } });
      await refreshStudiosOfPlan(t.db, plan.id);
    }
  });
});
