// The platform's own home and the sign-up: the plans from the Plan table, the address check while typing, a studio
// with its owner and trial made in one transaction, the race for one address, the limits and captcha, the owner's
// first login on the new address and the e-mail confirmation that opens the storefront.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaRejectedError } from '../../domain/auth.ts';
import { factories } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const platformHomeQuery = /* GraphQL */ `
  query { platformHome { plans { code name priceMonthlyCents priceYearlyCents trialDays isTrialPlan } } }
`;
const checkQuery = /* GraphQL */ `
  query ($address: String!) { studioAddressCheck(address: $address) { available message } }
`;
const signUpMutation = /* GraphQL */ `
  mutation ($input: SignUpStudioInput!) {
    signUpStudio(input: $input) {
      __typename
      ... on SignUpStudioPayload { slug loginUrl message }
      ... on Error { message }
    }
  }
`;
const redeemMutation = /* GraphQL */ `
  mutation ($code: String!) {
    redeemSignUpLogin(code: $code) {
      __typename
      ... on RedeemSignUpLoginPayload { token }
      ... on Error { message }
    }
  }
`;
const confirmMutation = /* GraphQL */ `
  mutation ($code: String!) {
    confirmStudioEmail(code: $code) { __typename ... on Error { message } ... on ConfirmStudioEmailPayload { message } }
  }
`;

const platform = 'revela.test';

function input(overrides: Record<string, unknown> = {}) {
  return {
    studioName: 'Estúdio Nova Luz',
    address: 'nova-luz',
    ownerName: 'Ana Lima',
    email: 'ana@novaluz.com.br',
    password: 'girassol-azul-no-telhado',
    acceptedTerms: true,
    ...overrides,
  };
}

describe('the platform home and the sign-up', () => {
  let t: TestApp;
  let client = 0;
  /** Each test signs up from an address of its own, so the per-address limit is the limit test's alone. */
  const from = () => ({ host: platform, headers: { 'X-Forwarded-For': `198.51.100.${++client}` } });

  beforeAll(async () => {
    t = await createTestApp({ PLATFORM_DOMAIN: platform, TRUST_PROXY: 'true' });
    await factories(t.db, t.services).studio({ slug: 'existente', adminEmail: 'dono@existente.test' });
  });
  afterAll(() => t.close());

  it('shows the public plans in order with prices in centavos on the platform address, and not on a studio', async () => {
    const home = await t.graphql(platformHomeQuery, {}, { host: platform });
    expect(home.data?.platformHome.plans).toEqual([
      expect.objectContaining({ code: 'gratuito', priceMonthlyCents: 0, trialDays: 0 }),
      expect.objectContaining({
        code: 'profissional',
        priceMonthlyCents: 7900,
        trialDays: 14,
        isTrialPlan: true,
      }),
      expect.objectContaining({ code: 'estudio', priceMonthlyCents: 19900, priceYearlyCents: 199000 }),
    ]);
    // Plain localhost without its default studio is the platform's too; a studio's address is the studio's.
    expect((await t.graphql(platformHomeQuery, {}, { host: 'localhost' })).data?.platformHome).not.toBeNull();
    expect((await t.graphql(platformHomeQuery, {}, { host: `existente.${platform}` })).data).toEqual({
      platformHome: null,
    });
  });

  it.each([
    ['nova-loja', true, null],
    ['existente', false, 'Este endereço já está em uso por outra loja. Escolha outro.'],
    ['adm', false, 'Este endereço é reservado. Escolha outro.'],
    ['Maiusculas', false, 'Use apenas letras minúsculas'],
  ])('checks %s while it is typed', async (address, available, message) => {
    const { data } = await t.graphql(checkQuery, { address }, { host: platform });
    expect(data?.studioAddressCheck).toEqual({ available, message });
  });

  it('creates the studio, its owner and the trial, logs the owner in on the new address once, and opens the storefront when the e-mail is confirmed', async () => {
    const before = Date.now();
    const { data } = await t.graphql(signUpMutation, { input: input() }, from());
    expect(data?.signUpStudio).toMatchObject({ __typename: 'SignUpStudioPayload', slug: 'nova-luz' });
    const studio = await t.db.studio.findUniqueOrThrow({
      where: { slug: 'nova-luz' },
      include: { plan: true, adminUsers: true },
    });
    expect(studio).toMatchObject({
      name: 'Estúdio Nova Luz',
      emailVerifiedAt: null,
      plan: { code: 'profissional' },
    });
    const trialDays = (studio.trialEndsAt!.getTime() - before) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.99);
    expect(trialDays).toBeLessThan(14.01);
    expect(studio.adminUsers).toEqual([
      expect.objectContaining({ email: 'ana@novaluz.com.br', name: 'Ana Lima', role: 'OWNER' }),
    ]);

    // The browser goes on to the studio's address with a login link that works once.
    const loginUrl = new URL(data!.signUpStudio.loginUrl);
    expect(loginUrl.host).toBe(`nova-luz.${platform}`);
    expect(loginUrl.pathname).toBe('/estudio/entrar');
    const host = loginUrl.host;
    const code = loginUrl.searchParams.get('c')!;
    expect((await t.graphql(redeemMutation, { code }, { host: `existente.${platform}` })).data).toMatchObject(
      {
        redeemSignUpLogin: { __typename: 'InvalidSignUpLinkError' },
      },
    );
    const redeemed = await t.graphql(redeemMutation, { code }, { host });
    const token = redeemed.data?.redeemSignUpLogin.token;
    expect(token).toMatch(/^rva_/);
    expect((await t.graphql(redeemMutation, { code }, { host })).data).toMatchObject({
      redeemSignUpLogin: {
        __typename: 'InvalidSignUpLinkError',
        message: 'Este link é inválido ou expirou.',
      },
    });
    const admin = await t.graphql(
      '{ studio { name plan { code } storefrontOpen } }',
      {},
      { host, headers: { Authorization: `Bearer ${token}` } },
    );
    expect(admin.data?.studio).toEqual({
      name: 'Estúdio Nova Luz',
      plan: { code: 'profissional' },
      storefrontOpen: false,
    });

    // Until the e-mail is confirmed, no gallery of the studio opens to customers.
    const make = factories(t.db, t.services);
    await make.event(studio, { name: 'Formatura' });
    expect((await t.rest('GET', '/api/formatura/tipo-de-galeria', { host })).status).toBe(404);

    const email = await t.db.emailMessage.findFirstOrThrow({
      where: { studioId: studio.id, kind: 'studio-verification' },
    });
    expect(email).toMatchObject({
      toAddress: 'ana@novaluz.com.br',
      subject: 'Confirme seu e-mail - Estúdio Nova Luz',
    });
    const link = new URL(/https?:\/\/\S+confirmar-email\S+/.exec(email.textBody)![0]);
    expect(link.hostname).toBe(`nova-luz.${platform}`);
    const confirmed = await t.graphql(confirmMutation, { code: link.searchParams.get('c') }, { host });
    expect(confirmed.data?.confirmStudioEmail.__typename).toBe('ConfirmStudioEmailPayload');
    expect((await t.graphql('{ studio { storefrontOpen } }', {}, { host })).data?.studio.storefrontOpen).toBe(
      true,
    );
    expect((await t.rest('GET', '/api/formatura/tipo-de-galeria', { host })).status).toBe(200);
  });

  it("sends the confirmation again from the owner's admin, a few times an hour", async () => {
    const { data } = await t.graphql(
      signUpMutation,
      { input: input({ address: 'reenvio', email: 'r@reenvio.test' }) },
      from(),
    );
    const loginUrl = new URL(data!.signUpStudio.loginUrl);
    const host = loginUrl.host;
    const redeemed = await t.graphql(redeemMutation, { code: loginUrl.searchParams.get('c') }, { host });
    const owner = { host, headers: { Authorization: `Bearer ${redeemed.data!.redeemSignUpLogin.token}` } };
    const resend = async () =>
      (
        await t.graphql(
          'mutation { resendStudioVerificationEmail { __typename ... on Error { message } ... on ResendStudioVerificationEmailPayload { message } } }',
          {},
          owner,
        )
      ).data?.resendStudioVerificationEmail;
    for (let time = 0; time < 3; time++)
      expect(await resend()).toEqual({
        __typename: 'ResendStudioVerificationEmailPayload',
        message: 'Enviamos de novo o e-mail de confirmação.',
      });
    expect((await resend()).__typename).toBe('TooManyAttemptsError');
    expect(await t.db.emailMessage.count({ where: { toAddress: 'r@reenvio.test' } })).toBe(4);
    // Without the owner's session it is refused.
    const anonymous = await t.graphql(
      'mutation { resendStudioVerificationEmail { __typename } }',
      {},
      { host },
    );
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets exactly one of two sign-ups racing for one address win, leaving nothing of the other', async () => {
    const results = await Promise.all([
      t.graphql(signUpMutation, { input: input({ address: 'disputada', email: 'um@disputa.test' }) }, from()),
      t.graphql(
        signUpMutation,
        { input: input({ address: 'disputada', email: 'dois@disputa.test' }) },
        from(),
      ),
    ]);
    const answers = results.map((result) => result.data?.signUpStudio);
    expect(answers.filter((answer) => answer.__typename === 'SignUpStudioPayload')).toHaveLength(1);
    expect(answers.find((answer) => answer.__typename !== 'SignUpStudioPayload')).toEqual({
      __typename: 'StudioAddressError',
      message: 'Este endereço já está em uso por outra loja. Escolha outro.',
    });
    const owners = await t.db.adminUser.findMany({
      where: { email: { in: ['um@disputa.test', 'dois@disputa.test'] } },
    });
    expect(owners).toHaveLength(1);
    expect(await t.db.studio.count({ where: { slug: 'disputada' } })).toBe(1);
    expect(
      await t.db.emailMessage.count({
        where: { toAddress: { in: ['um@disputa.test', 'dois@disputa.test'] } },
      }),
    ).toBe(1);
  });

  it.each([
    [{ acceptedTerms: false }, 'SignUpError', 'Para criar a loja, aceite os termos de uso'],
    [{ address: 'api' }, 'StudioAddressError', 'Este endereço é reservado. Escolha outro.'],
    [{ password: 'senha123' }, 'WeakPasswordError', expect.stringMatching(/fácil de adivinhar/)],
    [
      { address: 'outra', email: 'dono@existente.test' },
      'SignUpError',
      expect.stringMatching(/já é o acesso de outra loja/),
    ],
  ])('refuses %j', async (overrides, typename, message) => {
    const { data } = await t.graphql(
      signUpMutation,
      { input: input({ address: 'recusada', ...overrides }) },
      from(),
    );
    expect(data?.signUpStudio).toEqual({ __typename: typename, message });
    expect(await t.db.studio.count({ where: { slug: { in: ['recusada', 'outra'] } } })).toBe(0);
  });

  it('is made on the platform address only', async () => {
    const { data } = await t.graphql(
      signUpMutation,
      { input: input({ address: 'de-fora' }) },
      {
        host: `existente.${platform}`,
      },
    );
    expect(data?.signUpStudio.__typename).toBe('SignUpError');
  });

  it('limits attempts per client address, as logins are', async () => {
    const same = { host: platform, headers: { 'X-Forwarded-For': '203.0.113.77' } };
    for (let attempt = 0; attempt < 10; attempt++) {
      const { data } = await t.graphql(signUpMutation, { input: input({ acceptedTerms: false }) }, same);
      expect(data?.signUpStudio.__typename).toBe('SignUpError');
    }
    const { data } = await t.graphql(signUpMutation, { input: input({ address: 'limite' }) }, same);
    expect(data?.signUpStudio).toEqual({
      __typename: 'TooManyAttemptsError',
      message: 'Muitas tentativas sem sucesso. Tente novamente em 60 minutos.',
    });
    // Another address is not held back.
    const other = await t.graphql(
      signUpMutation,
      { input: input({ address: 'limite', email: 'l@limite.test' }) },
      from(),
    );
    expect(other.data?.signUpStudio.__typename).toBe('SignUpStudioPayload');
  });

  it('asks for the captcha when the platform has one, as the login does', async () => {
    const captcha = t.services.captcha;
    const seen: (string | null)[] = [];
    t.services.captcha = {
      async verify(token) {
        seen.push(token);
        if (token !== 'humano') throw new CaptchaRejectedError();
      },
    };
    try {
      const refused = await t.graphql(signUpMutation, { input: input({ address: 'com-captcha' }) }, from());
      expect(refused.data?.signUpStudio.__typename).toBe('CaptchaRejectedError');
      const accepted = await t.graphql(
        signUpMutation,
        { input: input({ address: 'com-captcha', email: 'c@captcha.test', captchaToken: 'humano' }) },
        from(),
      );
      expect(accepted.data?.signUpStudio.__typename).toBe('SignUpStudioPayload');
      expect(seen).toEqual([null, 'humano']);
    } finally {
      t.services.captcha = captcha;
    }
  });
});
