// The sign-up on the platform's home, the new owner's first login on the studio's address, and the e-mail
// confirmation that opens the storefront.
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { CaptchaRejectedError, TooManyAttemptsError } from '../../domain/auth.ts';
import { WeakPasswordError } from '../../domain/password-strength.ts';
import { InvalidSignUpLinkError, SignUpError, StudioAddressError } from '../../domain/studio-address.ts';
import { isPlatformHost } from '../../domain/tenant.ts';
import { rememberBrowser } from '../../http/device-cookie.ts';
import { byRole } from '../../role-gate.ts';
import {
  confirmStudioEmail,
  redeemSignUpLogin,
  resendStudioVerificationEmail,
  signUpLoginUrl,
  signUpStudio,
} from '../../services/studios/sign-up.ts';
import { commonErrors } from '../errors/types.ts';
import { requestOrigin } from '../origin.ts';
import { messagePayload } from '../payloads.ts';

const SignUpStudioInput = builder.inputType('SignUpStudioInput', {
  fields: (t) => ({
    studioName: t.string({
      required: true,
      validate: z
        .string()
        .trim()
        .min(1, 'Informe o nome da loja')
        .max(80, 'O nome pode ter até 80 caracteres'),
    }),
    address: t.string({ required: true, description: 'urlEstudio.', validate: z.string().max(100) }),
    ownerName: t.string({
      required: true,
      validate: z.string().trim().min(1, 'Informe o seu nome').max(120, 'O nome pode ter até 120 caracteres'),
    }),
    email: t.string({
      required: true,
      validate: z.string().trim().min(1, 'Informe o e-mail').pipe(z.email('E-mail inválido')),
    }),
    password: t.string({ required: true, validate: z.string().min(1, 'Informe a senha').max(200) }),
    acceptedTerms: t.boolean({ required: true, description: "The 'Termos de uso' were accepted." }),
    captchaToken: t.string({ description: "The sign-up page's invisible captcha token." }),
  }),
});

const SignUpStudioPayload = builder
  .objectRef<{ message: string; loginUrl: string; slug: string }>('SignUpStudioPayload')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      slug: t.exposeString('slug', { description: 'urlEstudio of the new studio.' }),
      loginUrl: t.exposeString('loginUrl', {
        description: "Where the browser goes next: the studio's address, logging the owner in once.",
      }),
    }),
  });

builder.mutationField('signUpStudio', (t) =>
  t.field({
    type: SignUpStudioPayload,
    args: { input: t.arg({ type: SignUpStudioInput, required: true }) },
    errors: {
      types: [
        StudioAddressError,
        SignUpError,
        WeakPasswordError,
        TooManyAttemptsError,
        CaptchaRejectedError,
        ...commonErrors,
      ],
    },
    resolve: async (_root, { input }, context) => {
      if (context.studio || !isPlatformHost(new URL(context.request.url).host, context.config))
        throw new SignUpError('Crie a sua loja pelo endereço da plataforma.');
      const signedUp = await signUpStudio(context, { ...input, captchaToken: input.captchaToken ?? null });
      return {
        message: 'Loja criada! Enviamos um e-mail para confirmar o seu endereço.',
        slug: signedUp.slug,
        loginUrl: signUpLoginUrl(context, requestOrigin(context), signedUp),
      };
    },
  }),
);

const RedeemSignUpLoginPayload = builder
  .objectRef<{ token: string; expiresAt: Date }>('RedeemSignUpLoginPayload')
  .implement({
    fields: (t) => ({
      token: t.exposeString('token', { description: 'Bearer token for the admin operations.' }),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    }),
  });

builder.mutationField('redeemSignUpLogin', (t) =>
  t.field({
    type: RedeemSignUpLoginPayload,
    args: { code: t.arg.string({ required: true, validate: z.string().max(500) }) },
    errors: { types: [InvalidSignUpLinkError, ...commonErrors] },
    resolve: async (_root, { code }, context) => {
      const result = await redeemSignUpLogin(context, {
        code,
        userAgent: context.request.headers.get('user-agent'),
      });
      rememberBrowser(context, result.deviceCookie);
      return result;
    },
  }),
);

builder.mutationField('confirmStudioEmail', (t) =>
  t.field({
    type: messagePayload('ConfirmStudioEmailPayload'),
    args: { code: t.arg.string({ required: true, validate: z.string().max(500) }) },
    errors: { types: [InvalidSignUpLinkError, ...commonErrors] },
    resolve: async (_root, { code }, context) => {
      await confirmStudioEmail(context, code);
      return { message: 'E-mail confirmado! Sua loja já está aberta aos clientes.' };
    },
  }),
);

builder.mutationField('resendStudioVerificationEmail', (t) =>
  t.field({
    type: messagePayload('ResendStudioVerificationEmailPayload'),
    authScopes: byRole,
    errors: { types: [TooManyAttemptsError, ...commonErrors] },
    resolve: async (_root, _args, context) =>
      (await resendStudioVerificationEmail(context)) === 'sent'
        ? { message: 'Enviamos de novo o e-mail de confirmação.' }
        : { message: 'Seu e-mail já está confirmado.' },
  }),
);
