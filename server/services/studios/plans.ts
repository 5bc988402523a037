// The platform's plans as first created in every database; from then on they are data the operator edits
// (/plataforma), so a start never overwrites them. Prices in integer centavos.
import type { Db } from '../../database/database.ts';

const gigabyte = 1_000_000_000n;
const megabyte = 1024 * 1024;

export const plans = [
  {
    code: 'gratuito',
    name: 'Gratuito',
    priceMonthlyCents: 0,
    priceYearlyCents: 0,
    highResStorageLimitBytes: 2n * gigabyte,
    maxPhotoBytes: 6 * megabyte,
    selfieSearch: false,
    raceNumbers: false,
    customDomain: false,
    teamSize: 1,
    trialDays: 0,
    sortOrder: 0,
    isDefault: true,
    isTrialPlan: false,
  },
  {
    code: 'profissional',
    name: 'Profissional',
    priceMonthlyCents: 7_900,
    priceYearlyCents: 79_000,
    highResStorageLimitBytes: 100n * gigabyte,
    maxPhotoBytes: 6 * megabyte,
    selfieSearch: true,
    raceNumbers: true,
    customDomain: true,
    teamSize: 3,
    trialDays: 14,
    sortOrder: 1,
    isDefault: false,
    isTrialPlan: true,
  },
  {
    code: 'estudio',
    name: 'Estúdio',
    priceMonthlyCents: 19_900,
    priceYearlyCents: 199_000,
    highResStorageLimitBytes: 500n * gigabyte,
    maxPhotoBytes: 20 * megabyte,
    selfieSearch: true,
    raceNumbers: true,
    customDomain: true,
    teamSize: 10,
    trialDays: 14,
    sortOrder: 2,
    isDefault: false,
    isTrialPlan: false,
  },
] as const;

/** Creates the plans a database lacks; plans already there are the operator's and stay as they are. */
export async function ensurePlans(db: Db): Promise<void> {
  for (const plan of plans) {
    await db.plan.upsert({ where: { code: plan.code }, create: plan, update: {} });
  }
}

export async function defaultPlanId(db: Db): Promise<string> {
  const plan = await db.plan.findFirstOrThrow({ where: { isDefault: true }, select: { id: true } });
  return plan.id;
}

/** The id of the plan with this code (one of the seeds above, or the operator's). */
export async function planIdByCode(db: Db, code: string): Promise<string> {
  const plan = await db.plan.findUniqueOrThrow({ where: { code }, select: { id: true } });
  return plan.id;
}
