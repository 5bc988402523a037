// Reading a studio's plan: what it includes (features, largest photo, storage), its trial, and the refusals of
// what it lacks. Every part that asks "may this studio do X" calls these.
import {
  maxPlanPhotoBytes,
  type PlanFeature,
  PlanFeatureUnavailableError,
  trialDaysLeft,
} from '../../domain/plan.ts';
import { maxUploadBytes } from '../../domain/uploads.ts';
import type { DbClient } from '../request-context.ts';

const planSelect = {
  id: true,
  code: true,
  name: true,
  highResStorageLimitBytes: true,
  maxPhotoBytes: true,
  selfieSearch: true,
  raceNumbers: true,
  customDomain: true,
  teamSize: true,
  trialDays: true,
} as const;

export interface StudioPlan {
  plan: {
    id: string;
    code: string;
    name: string;
    highResStorageLimitBytes: bigint;
    maxPhotoBytes: number;
    selfieSearch: boolean;
    raceNumbers: boolean;
    customDomain: boolean;
    teamSize: number;
    trialDays: number;
  };
  planStatus: 'ACTIVE' | 'PENDING';
  usedBytes: bigint;
  trialEndsAt: Date | null;
  /** Whole days of trial left, null when not in trial. */
  trialDaysLeft: number | null;
}

/** The studio's plan with its features and limits, its status, storage used and trial (one read). */
export async function studioPlan(db: DbClient, studioId: string, now = new Date()): Promise<StudioPlan> {
  const studio = await db.studio.findUniqueOrThrow({
    where: { id: studioId },
    select: {
      planStatus: true,
      highResStorageUsedBytes: true,
      trialEndsAt: true,
      plan: { select: planSelect },
    },
  });
  return {
    plan: studio.plan,
    planStatus: studio.planStatus,
    usedBytes: studio.highResStorageUsedBytes,
    trialEndsAt: studio.trialEndsAt,
    trialDaysLeft: trialDaysLeft(studio.trialEndsAt, now),
  };
}

/** Whether the studio's plan includes the feature. */
export async function hasPlanFeature(db: DbClient, studioId: string, feature: PlanFeature): Promise<boolean> {
  return (await studioPlan(db, studioId)).plan[feature];
}

/** The name of the first offered plan (by its order) that includes the feature, or null when none does. */
export async function planIncluding(db: DbClient, feature: PlanFeature): Promise<string | null> {
  const plan = await db.plan.findFirst({
    where: { [feature]: true, isPublic: true },
    orderBy: [{ sortOrder: 'asc' }, { priceMonthlyCents: 'asc' }],
    select: { name: true },
  });
  return plan?.name ?? null;
}

/** Throws PlanFeatureUnavailableError (naming the plan that includes it) when the studio's plan lacks the feature. */
export async function requirePlanFeature(
  db: DbClient,
  studioId: string,
  feature: PlanFeature,
): Promise<void> {
  const { plan } = await studioPlan(db, studioId);
  if (plan[feature]) return;
  throw new PlanFeatureUnavailableError(feature, plan.name, await planIncluding(db, feature));
}

/**
 * The largest photo file any plan allows (at least the spec's 6 MB, at most maxPlanPhotoBytes): request bodies are
 * read up to it, and each studio is then held to its own plan's limit.
 */
export async function largestPlanPhotoBytes(db: DbClient): Promise<number> {
  const known = largestPhotoBytesRead.get(db);
  if (known && known.until > Date.now()) return known.value;
  const largest = await db.plan.aggregate({ _max: { maxPhotoBytes: true } });
  const value = Math.min(Math.max(largest._max.maxPhotoBytes ?? 0, maxUploadBytes), maxPlanPhotoBytes);
  largestPhotoBytesRead.set(db, { value, until: Date.now() + largestPhotoBytesTtlMs });
  return value;
}

// Every upload request (each tus piece too) asks for the bound: 80 photographers at once made it a query per piece
// while the pool was busy (bench:ingest). A plan raised by the operator takes effect on every server within a minute;
// each studio's own limit is still read fresh at every upload (media/photo-ingest.ts).
const largestPhotoBytesTtlMs = 60_000;
const largestPhotoBytesRead = new WeakMap<DbClient, { value: number; until: number }>();

/**
 * After a plan's features change (the operator's plans editor): its studios' rows are touched, so customers' cached
 * answers that read them (Event.bibSearch, Event.faceSearch follow the plan) are read again.
 */
export async function refreshStudiosOfPlan(db: DbClient, planId: string): Promise<number> {
  const touched = await db.studio.updateMany({ where: { planId }, data: { planId } });
  return touched.count;
}
