// Reading a studio's own figures: how much of its plan its originals use, and whether uploads are allowed.
import type { PlanUsage } from '../../domain/plan.ts';
import type { DbClient } from '../request-context.ts';

/** The studio's plan status, storage used and allowed for originals, and its watermark revision (one read). */
export async function studioPlanUsage(
  db: DbClient,
  studioId: string,
): Promise<PlanUsage & { watermarkRevision: number }> {
  const usage = await db.studio.findUniqueOrThrow({
    where: { id: studioId },
    select: {
      planStatus: true,
      highResStorageUsedBytes: true,
      watermarkRevision: true,
      plan: { select: { highResStorageLimitBytes: true } },
    },
  });
  return {
    planStatus: usage.planStatus,
    usedBytes: usage.highResStorageUsedBytes,
    limitBytes: usage.plan.highResStorageLimitBytes,
    watermarkRevision: usage.watermarkRevision,
  };
}
