// Studio-admin login and logout.

import { z } from 'zod';
import { builder } from '../../builder.ts';
import {
  CaptchaRejectedError,
  InvalidCredentialsError,
  InvalidResetLinkError,
  loginPolicy,
  TooManyAttemptsError,
} from '../../domain/auth.ts';
import { WeakPasswordError } from '../../domain/password-strength.ts';
import { InvalidTwoFactorCodeError, TwoFactorCodeRequiredError } from '../../domain/two-factor.ts';
import { rememberBrowser, requestDeviceCookie } from '../../http/device-cookie.ts';
import { byRole } from '../../role-gate.ts';
import { type LoginResult, logIn, logOut } from '../../services/auth/admin-sessions.ts';
import { requestPasswordReset, resetPassword } from '../../services/auth/password-reset.ts';
import { commonErrors } from '../errors/types.ts';
import { requestOrigin } from '../origin.ts';
import { messagePayload } from '../payloads.ts';

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    email: t.string({
      required: true,
      validate: z.string().trim().min(1, 'Informe o e-mail').pipe(z.email('E-mail inválido')),
    }),
    password: t.string({ required: true, validate: z.string().min(1, 'Informe a senha').max(200) }),
    captchaToken: t.string({ description: "The login page's invisible captcha token." }),
    code: t.string({
      description:
        'The authenticator app’s code or a recovery code, for a member with two-factor login on (the password alone answers TwoFactorCodeRequiredError).',
      validate: z.string().trim().max(40, 'Código de verificação inválido'),
    }),
  }),
});

const LoginPayload = builder.objectRef<LoginResult>('LoginPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token', { description: 'Bearer token for the admin operations.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.mutationField('login', (t) =>
  t.field({
    type: LoginPayload,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    errors: {
      types: [
        InvalidCredentialsError,
        TooManyAttemptsError,
        CaptchaRejectedError,
        TwoFactorCodeRequiredError,
        InvalidTwoFactorCodeError,
        ...commonErrors,
      ],
    },
    resolve: async (_root, { input }, context) => {
      const result = await logIn(context, {
        email: input.email,
        password: input.password,
        code: input.code ?? null,
        captchaToken: input.captchaToken ?? null,
        userAgent: context.request.headers.get('user-agent'),
        deviceCookie: requestDeviceCookie(context),
        baseUrl: requestOrigin(context),
      });
      rememberBrowser(context, result.deviceCookie);
      return result;
    },
  }),
);

builder.mutationField('logout', (t) =>
  t.field({
    type: messagePayload('LogoutPayload'),
    authScopes: byRole,
    resolve: async (_root, _args, context) => {
      await logOut(context);
      return { message: 'Sessão encerrada' };
    },
  }),
);

const RequestPasswordResetInput = builder.inputType('RequestPasswordResetInput', {
  fields: (t) => ({
    email: t.string({
      required: true,
      validate: z.string().trim().min(1, 'Informe o e-mail').pipe(z.email('E-mail inválido')),
    }),
  }),
});

builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    type: messagePayload('RequestPasswordResetPayload'),
    errors: { types: commonErrors },
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await requestPasswordReset(context, {
        email: input.email,
        baseUrl: requestOrigin(context),
      });
      // The same answer whether or not the address has an account.
      return {
        message: 'Se este e-mail estiver cadastrado, você receberá um link para criar uma nova senha.',
      };
    },
  }),
);

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'The l parameter of the e-mailed link.' }),
    password: t.string({
      required: true,
      validate: z
        .string()
        .min(1, 'Informe a nova senha')
        .min(
          loginPolicy.minPasswordLength,
          `A nova senha precisa ter pelo menos ${loginPolicy.minPasswordLength} caracteres`,
        )
        .max(200, 'A nova senha pode ter até 200 caracteres'),
    }),
  }),
});

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: messagePayload('ResetPasswordPayload'),
    errors: { types: [InvalidResetLinkError, WeakPasswordError, ...commonErrors] },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await resetPassword(context, { token: input.token, password: input.password });
      return { message: 'Senha alterada com sucesso. Entre com a nova senha.' };
    },
  }),
);
