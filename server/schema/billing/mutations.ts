// 'Meu plano': subscribe with a card token, change plan, update the card, cancel at the end of the period
// (server/services/billing/). Owner-only once team roles exist.
import { z } from 'zod';
import { builder } from '../../builder.ts';
import {
  AlreadySubscribedError,
  BillingUnavailableError,
  DowngradeBelowUsageError,
  NoSubscriptionError,
  PlanNotOfferedError,
  SamePlanError,
  SubscriptionCardRefusedError,
} from '../../domain/billing.ts';
import { byRole } from '../../role-gate.ts';
import {
  cancelSubscription,
  changePlan,
  subscribe,
  updateCard,
} from '../../services/billing/subscriptions.ts';
import { requireStudio } from '../../services/request-context.ts';
import { commonErrors } from '../errors/types.ts';
import { studioPayload } from '../payloads.ts';
import { BillingCycleEnum } from './types.ts';

const cardToken = z.string().trim().min(1, 'Informe o cartão').max(200);
const planCode = z.string().trim().min(1, 'Escolha um plano').max(100);

const SubscribeToPlanInput = builder.inputType('SubscribeToPlanInput', {
  fields: (t) => ({
    planCode: t.string({ required: true, validate: planCode }),
    cycle: t.field({ type: BillingCycleEnum, required: true }),
    cardToken: t.string({
      required: true,
      validate: cardToken,
      description: 'Made by Mercado Pago in the browser.',
    }),
  }),
});

builder.mutationField('subscribeToPlan', (t) =>
  t.field({
    type: studioPayload('SubscribeToPlanPayload'),
    description:
      'A subscription charged to the card; in trial, the first charge is at its end. The amount is the plan’s.',
    authScopes: byRole,
    errors: {
      types: [
        SubscriptionCardRefusedError,
        PlanNotOfferedError,
        AlreadySubscribedError,
        DowngradeBelowUsageError,
        BillingUnavailableError,
        ...commonErrors,
      ],
    },
    args: { input: t.arg({ type: SubscribeToPlanInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await subscribe(context, input);
      return { message: 'Assinatura feita', studioId: requireStudio(context).id };
    },
  }),
);

const ChangeSubscriptionPlanInput = builder.inputType('ChangeSubscriptionPlanInput', {
  fields: (t) => ({ planCode: t.string({ required: true, validate: planCode }) }),
});

builder.mutationField('changeSubscriptionPlan', (t) =>
  t.field({
    type: studioPayload('ChangeSubscriptionPlanPayload'),
    description:
      'Up: at once, the rest of the period added to the next charge. Down: at the end of the period.',
    authScopes: byRole,
    errors: {
      types: [
        DowngradeBelowUsageError,
        SamePlanError,
        PlanNotOfferedError,
        NoSubscriptionError,
        BillingUnavailableError,
        ...commonErrors,
      ],
    },
    args: { input: t.arg({ type: ChangeSubscriptionPlanInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { kind } = await changePlan(context, input);
      const message =
        kind === 'upgrade' ? 'Plano alterado' : 'Mudança agendada para o fim do período já pago';
      return { message, studioId: requireStudio(context).id };
    },
  }),
);

const UpdateSubscriptionCardInput = builder.inputType('UpdateSubscriptionCardInput', {
  fields: (t) => ({ cardToken: t.string({ required: true, validate: cardToken }) }),
});

builder.mutationField('updateSubscriptionCard', (t) =>
  t.field({
    type: studioPayload('UpdateSubscriptionCardPayload'),
    description: 'The card charged from now on; a refused cycle is charged again with it.',
    authScopes: byRole,
    errors: {
      types: [SubscriptionCardRefusedError, NoSubscriptionError, BillingUnavailableError, ...commonErrors],
    },
    args: { input: t.arg({ type: UpdateSubscriptionCardInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await updateCard(context, input);
      return { message: 'Cartão atualizado', studioId: requireStudio(context).id };
    },
  }),
);

builder.mutationField('cancelSubscription', (t) =>
  t.field({
    type: studioPayload('CancelSubscriptionPayload'),
    description: 'No more charges; the plan lasts until the end of the paid period, then the free plan.',
    authScopes: byRole,
    errors: { types: [NoSubscriptionError, BillingUnavailableError, ...commonErrors] },
    resolve: async (_root, _args, context) => {
      await cancelSubscription(context);
      return { message: 'Assinatura cancelada', studioId: requireStudio(context).id };
    },
  }),
);
