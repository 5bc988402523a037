// The platform's plans; present in every database, whatever studios it holds.
import type { Db } from '../../database/database.ts';

export const plans = [
  { code: 'gratuito', name: 'Gratuito', highResStorageLimitBytes: 2_000_000_000n, isDefault: true },
  {
    code: 'profissional',
    name: 'Profissional',
    highResStorageLimitBytes: 100_000_000_000n,
    isDefault: false,
  },
] as const;

export async function ensurePlans(db: Db): Promise<void> {
  for (const plan of plans) {
    await db.plan.upsert({ where: { code: plan.code }, create: plan, update: {} });
  }
}

export async function defaultPlanId(db: Db): Promise<string> {
  const plan = await db.plan.findFirstOrThrow({ where: { isDefault: true }, select: { id: true } });
  return plan.id;
}
