// A member's known browsers and optional two-factor login, on their account page (/adm/minha-conta).
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { TooManyAttemptsError } from '../../domain/auth.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import { InvalidTwoFactorCodeError, TwoFactorSetupError } from '../../domain/two-factor.ts';
import { rememberBrowser, requestDeviceCookie } from '../../http/device-cookie.ts';
import { byRole } from '../../role-gate.ts';
import {
  currentDeviceHash,
  forgetOwnAdminDevice,
  ownAdminDevices,
} from '../../services/auth/admin-devices.ts';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  startTwoFactorSetup,
} from '../../services/auth/two-factor.ts';
import { commonErrors } from '../errors/types.ts';
import { messagePayload } from '../payloads.ts';
import { MeRef } from '../team/types.ts';

const AdminDeviceRef = builder.prismaObject('AdminDevice', {
  name: 'AdminDeviceInfo',
  description: 'A browser the member logged in from, known by its device cookie.',
  fields: (t) => ({
    id: t.exposeID('id'),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    ip: t.exposeString('ip', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime' }),
    current: t.boolean({
      description: 'The browser this request came from.',
      resolve: (device, _args, context) =>
        device.tokenHash === currentDeviceHash(context, requestDeviceCookie(context)),
    }),
  }),
});

builder.objectFields(MeRef, (t) => ({
  knownDevices: t.field({
    type: [AdminDeviceRef],
    description: 'The member’s known browsers, the most recently used first.',
    resolve: (_user, _args, context) => ownAdminDevices(context),
  }),
  twoFactorEnabled: t.boolean({ resolve: (user) => user.totpEnabledAt !== null }),
  recoveryCodesLeft: t.int({
    description: 'Unused recovery codes (0 when two-factor login is off).',
    resolve: (user) => (user.totpEnabledAt ? user.recoveryCodes.length : 0),
  }),
}));

const ForgetAdminDeviceInput = builder.inputType('ForgetAdminDeviceInput', {
  fields: (t) => ({ deviceId: t.id({ required: true }) }),
});

builder.mutationField('forgetAdminDevice', (t) =>
  t.field({
    type: messagePayload('ForgetAdminDevicePayload'),
    description: 'Forgets one of the member’s browsers: its device cookie no longer spares it any wait.',
    authScopes: byRole,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: ForgetAdminDeviceInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const current = currentDeviceHash(context, requestDeviceCookie(context));
      const forgotten = await forgetOwnAdminDevice(context, uuidOrNil(input.deviceId));
      if (forgotten && forgotten.tokenHash === current) rememberBrowser(context, null);
      return { message: forgotten ? 'Navegador esquecido' : 'Este navegador já tinha sido esquecido' };
    },
  }),
);

const code = z
  .string()
  .trim()
  .min(1, 'Informe o código de verificação')
  .max(40, 'Código de verificação inválido');
const password = z.string().min(1, 'Informe sua senha').max(200);

const StartTwoFactorSetupInput = builder.inputType('StartTwoFactorSetupInput', {
  fields: (t) => ({ password: t.string({ required: true, validate: password }) }),
});

const StartTwoFactorSetupPayload = builder
  .objectRef<{ secret: string; otpauthUri: string; qrCodeSvg: string }>('StartTwoFactorSetupPayload')
  .implement({
    fields: (t) => ({
      secret: t.exposeString('secret', { description: 'The shared secret (base32), to type into the app.' }),
      otpauthUri: t.exposeString('otpauthUri'),
      qrCodeSvg: t.exposeString('qrCodeSvg', { description: 'The otpauth:// address as a QR code (SVG).' }),
    }),
  });

builder.mutationField('startTwoFactorSetup', (t) =>
  t.field({
    type: StartTwoFactorSetupPayload,
    description:
      'Step 1 of turning two-factor login on: a new secret, in force once a first code confirms it.',
    authScopes: byRole,
    errors: { types: [TwoFactorSetupError, TooManyAttemptsError, ...commonErrors] },
    args: { input: t.arg({ type: StartTwoFactorSetupInput, required: true }) },
    resolve: (_root, { input }, context) => startTwoFactorSetup(context, input.password),
  }),
);

const ConfirmTwoFactorSetupInput = builder.inputType('ConfirmTwoFactorSetupInput', {
  fields: (t) => ({ code: t.string({ required: true, validate: code }) }),
});

const ConfirmTwoFactorSetupPayload = builder
  .objectRef<{ message: string; recoveryCodes: string[] }>('ConfirmTwoFactorSetupPayload')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      recoveryCodes: t.exposeStringList('recoveryCodes', {
        description: 'Shown this once; each works once.',
      }),
    }),
  });

builder.mutationField('confirmTwoFactorSetup', (t) =>
  t.field({
    type: ConfirmTwoFactorSetupPayload,
    authScopes: byRole,
    errors: {
      types: [TwoFactorSetupError, InvalidTwoFactorCodeError, TooManyAttemptsError, ...commonErrors],
    },
    args: { input: t.arg({ type: ConfirmTwoFactorSetupInput, required: true }) },
    resolve: async (_root, { input }, context) => ({
      message: 'Verificação em duas etapas ativada',
      recoveryCodes: await confirmTwoFactorSetup(context, input.code),
    }),
  }),
);

const DisableTwoFactorInput = builder.inputType('DisableTwoFactorInput', {
  fields: (t) => ({
    password: t.string({ required: true, validate: password }),
    code: t.string({ required: true, validate: code }),
  }),
});

builder.mutationField('disableTwoFactor', (t) =>
  t.field({
    type: messagePayload('DisableTwoFactorPayload'),
    authScopes: byRole,
    errors: {
      types: [TwoFactorSetupError, InvalidTwoFactorCodeError, TooManyAttemptsError, ...commonErrors],
    },
    args: { input: t.arg({ type: DisableTwoFactorInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await disableTwoFactor(context, { password: input.password, code: input.code });
      return { message: 'Verificação em duas etapas desativada' };
    },
  }),
);
