// The plans editor: create and edit plans, keeping exactly one default plan and one trial plan.

import { NotFoundError } from '../../domain/errors.ts';
import { checkPlanSettings, type PlanSettings, PlanSettingsError } from '../../domain/operator.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { RequestContext } from '../request-context.ts';
import { audited } from './audit.ts';

export function listPlans(context: Pick<RequestContext, 'db'>) {
  return context.db.plan.findMany({ orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }] });
}

/**
 * Saves a plan (new when `planId` is null). Marking it default (or trial) takes the mark from the plan that had it;
 * taking the mark off the only plan that has it is refused, so there is always exactly one of each.
 */
export async function savePlan(context: RequestContext, planId: string | null, typed: PlanSettings) {
  const settings = checkPlanSettings(typed);
  try {
    return await audited(context, async (tx) => {
      // One editor at a time: the marks are read and moved under this lock.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('revela:plans'))`;
      const before = planId ? await tx.plan.findUnique({ where: { id: planId } }) : null;
      if (planId && !before) throw new NotFoundError('Plano não encontrado');
      if (before?.isDefault && !settings.isDefault)
        throw new PlanSettingsError(
          'Sempre há um plano padrão: marque outro plano como padrão em vez deste.',
        );
      if (before?.isTrialPlan && !settings.isTrialPlan)
        throw new PlanSettingsError(
          'Sempre há um plano de teste: marque outro plano como de teste em vez deste.',
        );
      if (settings.isDefault)
        await tx.plan.updateMany({ where: { isDefault: true }, data: { isDefault: false } });
      if (settings.isTrialPlan)
        await tx.plan.updateMany({ where: { isTrialPlan: true }, data: { isTrialPlan: false } });
      const plan = before
        ? await tx.plan.update({ where: { id: before.id }, data: settings })
        : await tx.plan.create({ data: settings });
      return {
        result: plan,
        entry: {
          action: before ? 'plan.update' : 'plan.create',
          subject: plan.code,
          before: before && planJson(before),
          after: planJson(plan),
        },
      };
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      throw new PlanSettingsError(`Já existe um plano com o código ${settings.code}.`);
    throw error;
  }
}

function planJson(plan: PlanSettings & { id: string }) {
  const { id: _id, ...rest } = plan as PlanSettings & { id: string; createdAt?: Date; updatedAt?: Date };
  const {
    createdAt: _c,
    updatedAt: _u,
    ...settings
  } = rest as typeof rest & { createdAt?: Date; updatedAt?: Date };
  return settings;
}
