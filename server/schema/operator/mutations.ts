// The operator console's actions: login with the second factor, studios, plans and retries; each one audited.
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { TooManyAttemptsError } from '../../domain/auth.ts';
import {
  ApexDomainNotSupportedError,
  CustomDomainsUnavailableError,
  DomainInUseError,
  InvalidDomainError,
} from '../../domain/custom-domains.ts';
import { uuidOrNil } from '../../domain/ids.ts';
import {
  InvalidOperatorCredentialsError,
  OperatorActionError,
  PlanSettingsError,
  reaisToCents,
} from '../../domain/operator.ts';
import { savePlan } from '../../services/operators/console-plans.ts';
import {
  changeStudioPlan,
  extendStudioTrial,
  reactivateStudio,
  resendStudioVerification,
  setStudioDomainByOperator,
  suspendStudio,
} from '../../services/operators/console-studios.ts';
import { checkPaymentNow, retryFailedJob, retryGivenUpEmail } from '../../services/operators/needs-a-hand.ts';
import { operatorLogIn, operatorLogOut } from '../../services/operators/operator-sessions.ts';
import { commonErrors } from '../errors/types.ts';
import { messagePayload } from '../payloads.ts';
import { consoleRowId, consoleStudioShape } from './queries.ts';
import { ConsolePlanRef, ConsoleStudioRef } from './types.ts';

const operatorOnly = { isOperator: true } as const;

const OperatorLoginInput = builder.inputType('OperatorLoginInput', {
  fields: (t) => ({
    email: t.string({
      required: true,
      validate: z.string().trim().min(1, 'Informe o e-mail').pipe(z.email('E-mail inválido')),
    }),
    password: t.string({ required: true, validate: z.string().min(1, 'Informe a senha').max(200) }),
    code: t.string({
      required: true,
      description: 'The 6 digits of the authenticator app, or a recovery code.',
      validate: z.string().trim().min(1, 'Informe o código de verificação').max(20),
    }),
  }),
});

const OperatorLoginPayload = builder
  .objectRef<{ token: string; expiresAt: Date }>('OperatorLoginPayload')
  .implement({
    fields: (t) => ({
      token: t.exposeString('token', { description: 'Bearer token for the operator console.' }),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    }),
  });

builder.mutationField('operatorLogin', (t) =>
  t.field({
    type: OperatorLoginPayload,
    args: { input: t.arg({ type: OperatorLoginInput, required: true }) },
    errors: { types: [InvalidOperatorCredentialsError, TooManyAttemptsError, ...commonErrors] },
    resolve: (_root, { input }, context) =>
      operatorLogIn(context, { ...input, userAgent: context.request.headers.get('user-agent') }),
  }),
);

builder.mutationField('operatorLogout', (t) =>
  t.field({
    type: messagePayload('OperatorLogoutPayload'),
    authScopes: operatorOnly,
    resolve: async (_root, _args, context) => {
      await operatorLogOut(context);
      return { message: 'Sessão encerrada' };
    },
  }),
);

interface ConsoleStudioResult {
  message: string;
  studioId: string;
}

const ConsoleStudioPayload = builder.objectRef<ConsoleStudioResult>('ConsoleStudioPayload').implement({
  fields: (t) => ({
    message: t.exposeString('message'),
    studio: t.field({
      type: ConsoleStudioRef,
      resolve: async (payload, _args, context) => (await consoleStudioShape(context, payload.studioId))!,
    }),
  }),
});

const studioErrors = [OperatorActionError, ...commonErrors];

const ChangeStudioPlanInput = builder.inputType('ChangeStudioPlanInput', {
  fields: (t) => ({ studioId: t.id({ required: true }), planCode: t.string({ required: true }) }),
});
builder.mutationField('changeStudioPlan', (t) =>
  t.field({
    type: ConsoleStudioPayload,
    authScopes: operatorOnly,
    errors: { types: studioErrors },
    args: { input: t.arg({ type: ChangeStudioPlanInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const studio = await changeStudioPlan(
        context,
        consoleRowId(String(input.studioId), 'ConsoleStudio'),
        input.planCode,
      );
      return { message: 'Plano alterado', studioId: studio.id };
    },
  }),
);

const ExtendStudioTrialInput = builder.inputType('ExtendStudioTrialInput', {
  fields: (t) => ({
    studioId: t.id({ required: true }),
    days: t.int({ required: true, validate: z.number().int().min(1, 'Informe ao menos 1 dia').max(365) }),
  }),
});
builder.mutationField('extendStudioTrial', (t) =>
  t.field({
    type: ConsoleStudioPayload,
    authScopes: operatorOnly,
    errors: { types: studioErrors },
    args: { input: t.arg({ type: ExtendStudioTrialInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const studio = await extendStudioTrial(
        context,
        consoleRowId(String(input.studioId), 'ConsoleStudio'),
        input.days,
      );
      return { message: 'Período de teste estendido', studioId: studio.id };
    },
  }),
);

const SuspendStudioInput = builder.inputType('SuspendStudioInput', {
  fields: (t) => ({
    studioId: t.id({ required: true }),
    reason: t.string({ required: true, description: 'Shown to the studio owner in /adm.' }),
  }),
});
builder.mutationField('suspendStudio', (t) =>
  t.field({
    type: ConsoleStudioPayload,
    authScopes: operatorOnly,
    errors: { types: studioErrors },
    args: { input: t.arg({ type: SuspendStudioInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const studio = await suspendStudio(
        context,
        consoleRowId(String(input.studioId), 'ConsoleStudio'),
        input.reason,
      );
      return { message: 'Loja suspensa', studioId: studio.id };
    },
  }),
);

const ReactivateStudioInput = builder.inputType('ReactivateStudioInput', {
  fields: (t) => ({ studioId: t.id({ required: true }) }),
});
builder.mutationField('reactivateStudio', (t) =>
  t.field({
    type: ConsoleStudioPayload,
    authScopes: operatorOnly,
    errors: { types: studioErrors },
    args: { input: t.arg({ type: ReactivateStudioInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const studio = await reactivateStudio(context, consoleRowId(String(input.studioId), 'ConsoleStudio'));
      return { message: 'Loja reativada', studioId: studio.id };
    },
  }),
);

const SetConsoleStudioDomainInput = builder.inputType('SetConsoleStudioDomainInput', {
  fields: (t) => ({
    studioId: t.id({ required: true }),
    domain: t.string({ description: 'The domain to serve the studio (taken as verified); null removes it.' }),
  }),
});
builder.mutationField('setConsoleStudioDomain', (t) =>
  t.field({
    type: ConsoleStudioPayload,
    authScopes: operatorOnly,
    errors: {
      types: [
        InvalidDomainError,
        DomainInUseError,
        CustomDomainsUnavailableError,
        ApexDomainNotSupportedError,
        ...studioErrors,
      ],
    },
    args: { input: t.arg({ type: SetConsoleStudioDomainInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const typed = input.domain?.trim() || null;
      const studio = await setStudioDomainByOperator(
        context,
        consoleRowId(String(input.studioId), 'ConsoleStudio'),
        typed,
      );
      return { message: typed ? 'Domínio configurado' : 'Domínio removido', studioId: studio.id };
    },
  }),
);

const SavePlanInput = builder.inputType('SavePlanInput', {
  fields: (t) => ({
    planId: t.id({ description: 'The plan to edit; absent: a new plan.' }),
    code: t.string({ required: true }),
    name: t.string({ required: true }),
    priceMonthly: t.string({ required: true, description: 'In reais as typed: "79,90".' }),
    priceYearly: t.string({ required: true, description: 'In reais as typed: "799,00".' }),
    storageGb: t.float({ required: true, validate: z.number().min(0).max(1_000_000) }),
    maxPhotoMb: t.float({ required: true, validate: z.number().min(1).max(1000) }),
    selfieSearch: t.boolean({ required: true }),
    raceNumbers: t.boolean({ required: true }),
    customDomain: t.boolean({ required: true }),
    teamSize: t.int({ required: true, validate: z.number().int().min(1).max(1000) }),
    trialDays: t.int({ required: true, validate: z.number().int().min(0).max(365) }),
    isPublic: t.boolean({ required: true }),
    sortOrder: t.int({ required: true, validate: z.number().int().min(-1000).max(1000) }),
    isDefault: t.boolean({ required: true }),
    isTrialPlan: t.boolean({ required: true }),
  }),
});

const SavePlanPayload = builder
  .objectRef<{ message: string; plan: Awaited<ReturnType<typeof savePlan>> }>('SavePlanPayload')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      plan: t.field({ type: ConsolePlanRef, resolve: (payload) => payload.plan }),
      plans: t.field({
        type: [ConsolePlanRef],
        description: 'Every plan: saving one may move the default or trial mark from another.',
        resolve: (_payload, _args, context) =>
          context.db.plan.findMany({ orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }] }),
      }),
    }),
  });

const gigabyte = 1_000_000_000;
const megabyte = 1024 * 1024;

builder.mutationField('savePlan', (t) =>
  t.field({
    type: SavePlanPayload,
    authScopes: operatorOnly,
    errors: { types: [PlanSettingsError, ...commonErrors] },
    args: { input: t.arg({ type: SavePlanInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const priceMonthlyCents = reaisToCents(input.priceMonthly);
      const priceYearlyCents = reaisToCents(input.priceYearly);
      if (priceMonthlyCents === null)
        throw new PlanSettingsError('Preço mensal inválido: use reais, como 79,90.');
      if (priceYearlyCents === null)
        throw new PlanSettingsError('Preço anual inválido: use reais, como 799,00.');
      const plan = await savePlan(
        context,
        input.planId ? consoleRowId(String(input.planId), 'ConsolePlan') : null,
        {
          code: input.code,
          name: input.name,
          priceMonthlyCents,
          priceYearlyCents,
          highResStorageLimitBytes: BigInt(Math.round(input.storageGb * gigabyte)),
          maxPhotoBytes: Math.round(input.maxPhotoMb * megabyte),
          selfieSearch: input.selfieSearch,
          raceNumbers: input.raceNumbers,
          customDomain: input.customDomain,
          teamSize: input.teamSize,
          trialDays: input.trialDays,
          isPublic: input.isPublic,
          sortOrder: input.sortOrder,
          isDefault: input.isDefault,
          isTrialPlan: input.isTrialPlan,
        },
      );
      return { message: 'Plano salvo', plan };
    },
  }),
);

const RetryFailedJobInput = builder.inputType('RetryFailedJobInput', {
  fields: (t) => ({ jobId: t.string({ required: true }) }),
});
builder.mutationField('retryFailedJob', (t) =>
  t.field({
    type: messagePayload('RetryFailedJobPayload'),
    authScopes: operatorOnly,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: RetryFailedJobInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await retryFailedJob(context, uuidOrNil(input.jobId));
      return { message: 'Tarefa colocada para rodar de novo' };
    },
  }),
);

const RetryGivenUpEmailInput = builder.inputType('RetryGivenUpEmailInput', {
  fields: (t) => ({ messageId: t.string({ required: true }) }),
});
builder.mutationField('retryGivenUpEmail', (t) =>
  t.field({
    type: messagePayload('RetryGivenUpEmailPayload'),
    authScopes: operatorOnly,
    errors: { types: [OperatorActionError, ...commonErrors] },
    args: { input: t.arg({ type: RetryGivenUpEmailInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await retryGivenUpEmail(context, uuidOrNil(input.messageId));
      return { message: 'E-mail colocado na fila de novo' };
    },
  }),
);

const outcomeMessages = {
  recorded: 'Mercado Pago respondeu: o pagamento foi atualizado.',
  cancelled: 'O Mercado Pago não tem esse pagamento: a tentativa foi cancelada e o carrinho reaberto.',
  waiting: 'O Mercado Pago ainda não tem resposta para esse pagamento. Tente mais tarde.',
  unavailable: 'Não foi possível consultar o Mercado Pago agora. Tente de novo em alguns minutos.',
  settled: 'Esse pagamento já foi resolvido.',
  unchanged: 'O Mercado Pago confirma: o pagamento continua pendente.',
} as const;

const CheckPaymentNowInput = builder.inputType('CheckPaymentNowInput', {
  fields: (t) => ({ paymentId: t.string({ required: true }) }),
});
builder.mutationField('checkPaymentNow', (t) =>
  t.field({
    type: messagePayload('CheckPaymentNowPayload'),
    authScopes: operatorOnly,
    errors: { types: commonErrors },
    args: { input: t.arg({ type: CheckPaymentNowInput, required: true }) },
    resolve: async (_root, { input }, context) => ({
      message: outcomeMessages[await checkPaymentNow(context, uuidOrNil(input.paymentId))],
    }),
  }),
);

const ResendStudioVerificationInput = builder.inputType('ResendStudioVerificationInput', {
  fields: (t) => ({ studioId: t.id({ required: true }) }),
});
builder.mutationField('resendStudioVerification', (t) =>
  t.field({
    type: ConsoleStudioPayload,
    authScopes: operatorOnly,
    errors: { types: studioErrors },
    args: { input: t.arg({ type: ResendStudioVerificationInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const studio = await resendStudioVerification(
        context,
        consoleRowId(String(input.studioId), 'ConsoleStudio'),
      );
      return { message: 'E-mail de verificação reenviado', studioId: studio.id };
    },
  }),
);
