// Reading a studio's own figures: how much of its plan its originals use, and whether uploads are allowed.

import type { AppConfig } from '../../config.ts';
import { type Address, addressOf, addressSelect } from '../../domain/address.ts';
import { countedStorageBytes } from '../../domain/event-archive.ts';
import type { PlanUsage } from '../../domain/plan.ts';
import {
  certificateSubject,
  hostName,
  servingDomainStatuses,
  studioLookupForHost,
} from '../../domain/tenant.ts';
import type { Studio } from '../../generated/prisma/client.ts';
import type { DbClient } from '../request-context.ts';

/**
 * The studio's plan status, storage used and allowed for originals, the largest photo its plan takes, and its
 * watermark revision (one read).
 */
export async function studioPlanUsage(
  db: DbClient,
  studioId: string,
): Promise<PlanUsage & { maxPhotoBytes: number; watermarkRevision: number; archivedCountedBytes: bigint }> {
  const usage = await db.studio.findUniqueOrThrow({
    where: { id: studioId },
    select: {
      planStatus: true,
      highResStorageUsedBytes: true,
      archivedStorageUsedBytes: true,
      watermarkRevision: true,
      plan: { select: { highResStorageLimitBytes: true, maxPhotoBytes: true, archivedStorageCounts: true } },
    },
  });
  // Archived originals count against the limit only when the plan says so.
  const archivedCountedBytes = countedStorageBytes(
    { hotBytes: 0n, archivedBytes: usage.archivedStorageUsedBytes },
    usage.plan.archivedStorageCounts,
  );
  return {
    planStatus: usage.planStatus,
    usedBytes: usage.highResStorageUsedBytes + archivedCountedBytes,
    archivedCountedBytes,
    limitBytes: usage.plan.highResStorageLimitBytes,
    maxPhotoBytes: usage.plan.maxPhotoBytes,
    watermarkRevision: usage.watermarkRevision,
  };
}

/** The studio's own address (origin of its parcels, where pickups happen), or null when it has none yet. */
export async function studioAddress(db: DbClient, studioId: string): Promise<Address | null> {
  const studio = await db.studio.findUnique({ where: { id: studioId }, select: addressSelect });
  return studio?.addressStreet ? addressOf(studio) : null;
}

/**
 * The studio a request's host names (its own domain, <urlEstudio>.<PLATFORM_DOMAIN>, the default on localhost). An
 * own domain names its studio only while it serves (ACTIVE or BROKEN); a PENDING one is still no studio's.
 */
export async function findStudioForHost(
  db: DbClient,
  host: string | null,
  config: Pick<AppConfig, 'defaultStudio' | 'platformDomain'>,
): Promise<Studio | null> {
  const lookup = studioLookupForHost(host, config);
  if (!lookup) return null;
  if ('slug' in lookup) return db.studio.findUnique({ where: { slug: lookup.slug } });
  return findStudioByOwnDomain(db, lookup.domains, hostName(host!));
}

/** The studio served at one of `domains` (a name and its www. counterpart), the one registered as `exact` first. */
export async function findStudioByOwnDomain(
  db: DbClient,
  domains: readonly string[],
  exact: string,
): Promise<Studio | null> {
  const studios = await db.studio.findMany({
    where: { domain: { in: [...domains] }, domainStatus: { in: [...servingDomainStatuses] } },
    take: 2,
  });
  return studios.find((studio) => studio.domain === exact) ?? studios[0] ?? null;
}

/**
 * Whether a certificate may be obtained for `name` (already a valid host name): the platform domain, an existing
 * studio's <urlEstudio>.<PLATFORM_DOMAIN>, or a studio's own domain that serves (either of its two forms).
 */
export async function servesCertificateName(
  db: DbClient,
  name: string,
  platformDomain: string | undefined,
): Promise<boolean> {
  const subject = certificateSubject(name, platformDomain);
  switch (subject.kind) {
    case 'platform':
      return true;
    case 'platform-studio':
      return (await db.studio.count({ where: { slug: subject.slug } })) > 0;
    case 'own-domain':
      return (await findStudioByOwnDomain(db, subject.domains, name)) !== null;
    case 'none':
      return false;
  }
}

/** Where the studio's logo is stored, or null when it has none. */
export async function studioLogoKey(db: DbClient, studio: Pick<Studio, 'logoId'>): Promise<string | null> {
  if (!studio.logoId) return null;
  const logo = await db.asset.findUnique({ where: { id: studio.logoId }, select: { storageKey: true } });
  return logo?.storageKey ?? null;
}

/** Whether the platform holds any studio yet (the demo studio is made only when it does not). */
export async function hasStudios(db: DbClient): Promise<boolean> {
  return (await db.studio.count()) > 0;
}
