// The studio's privacy policy as stored: its current version (stored lazily, at the first consent that names it),
// the studio's paragraphs saved as a new version, and the consents that record which version a customer accepted.

import type { Db } from '../../database/database.ts';
import { addressOf, addressSelect } from '../../domain/address.ts';
import {
  addressLine,
  currentPolicyVersion,
  normaliseStudioText,
  type PolicyController,
  type PolicyVersion,
  policyLabel,
} from '../../domain/privacy-policy.ts';
import type { ConsentPurpose, Prisma } from '../../generated/prisma/client.ts';
import type { DbClient, RequestContext } from '../request-context.ts';
import { memberIdOf, requireStudio } from '../request-context.ts';

/** What the policy reads of its studio: the controller's name and contacts. */
export const policyStudioSelect = {
  id: true,
  name: true,
  createdAt: true,
  footerEmail: true,
  footerPhone: true,
  ...addressSelect,
  privacyPolicyVersions: {
    orderBy: { number: 'desc' },
    take: 1,
    select: { id: true, number: true, platformVersion: true, studioText: true, createdAt: true },
  },
} as const satisfies Prisma.StudioSelect;

export type PolicyStudio = Prisma.StudioGetPayload<{ select: typeof policyStudioSelect }>;

export type CurrentPolicy = PolicyVersion & { id: string | null; label: string };

/** The studio as the policy names it. */
export function policyController(studio: PolicyStudio): PolicyController {
  return {
    name: studio.name,
    email: studio.footerEmail,
    phone: studio.footerPhone,
    address: addressLine(addressOf(studio)),
  };
}

/** The version in force (stored or not yet: id null). */
export function currentPolicyOf(studio: PolicyStudio): CurrentPolicy {
  const newest = studio.privacyPolicyVersions[0];
  const current = currentPolicyVersion(
    newest ? { ...newest, publishedAt: newest.createdAt } : null,
    studio.createdAt,
  );
  return { ...current, label: policyLabel(current.platformVersion, current.number) };
}

/** Serialises the storing of a studio's versions (a consent storing the current one, a member saving new text). */
async function lockPolicy(tx: Prisma.TransactionClient, studioId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('revela:privacy-policy:' || ${studioId}))`;
}

async function loadPolicyStudio(db: DbClient, studioId: string): Promise<PolicyStudio> {
  return db.studio.findUniqueOrThrow({ where: { id: studioId }, select: policyStudioSelect });
}

/** Stores the current version when it is not stored yet (with the number and date it was shown with). */
async function storeCurrent(
  tx: Prisma.TransactionClient,
  current: CurrentPolicy,
  studioId: string,
): Promise<{ id: string; label: string }> {
  if (current.id) return { id: current.id, label: current.label };
  const row = await tx.privacyPolicyVersion.create({
    data: {
      studioId,
      number: current.number,
      platformVersion: current.platformVersion,
      studioText: current.studioText,
      createdAt: current.publishedAt,
    },
    select: { id: true },
  });
  return { id: row.id, label: current.label };
}

/** The stored version a consent names now: the current one, stored first when it is not yet. */
export async function policyVersionForConsent(
  tx: Prisma.TransactionClient,
  studioId: string,
): Promise<{ id: string; label: string }> {
  const current = currentPolicyOf(await loadPolicyStudio(tx, studioId));
  if (current.id) return { id: current.id, label: current.label };
  await lockPolicy(tx, studioId);
  // Read again under the lock: another request may have stored it (or a member saved new text) meanwhile.
  return storeCurrent(tx, currentPolicyOf(await loadPolicyStudio(tx, studioId)), studioId);
}

/**
 * Records that the customer accepted the policy in force for `purpose`, in the caller's transaction (the one that
 * writes what was consented to). One row per session, purpose, e-mail and version: repeating the same acceptance
 * (a second order, another search) under the same version adds nothing.
 */
export async function recordConsent(
  tx: Prisma.TransactionClient,
  consent: { studioId: string; sessionId: string | null; email: string; purpose: ConsentPurpose },
  now = new Date(),
): Promise<{ label: string }> {
  const version = await policyVersionForConsent(tx, consent.studioId);
  const email = consent.email.trim().toLowerCase();
  const given = await tx.customerConsent.findFirst({
    where: {
      studioId: consent.studioId,
      sessionId: consent.sessionId,
      email,
      purpose: consent.purpose,
      policyVersionId: version.id,
      withdrawnAt: null,
    },
    select: { id: true },
  });
  if (!given) {
    await tx.customerConsent.create({
      data: {
        studioId: consent.studioId,
        sessionId: consent.sessionId,
        email,
        purpose: consent.purpose,
        policyVersionId: version.id,
        policyLabel: version.label,
        acceptedAt: now,
      },
    });
  }
  return { label: version.label };
}

/**
 * 'Política de privacidade' saved: a new version when the studio's paragraphs changed (the one in force first
 * stored if it was not, so the list keeps what customers were shown), nothing when they did not.
 */
export async function updatePrivacyPolicy(
  context: Pick<RequestContext, 'db' | 'studio' | 'viewer'>,
  text: string,
): Promise<{ changed: boolean; label: string }> {
  const studio = requireStudio(context);
  const studioText = normaliseStudioText(text);
  return context.db.$transaction(async (tx) => {
    await lockPolicy(tx, studio.id);
    const current = currentPolicyOf(await loadPolicyStudio(tx, studio.id));
    if (current.studioText === studioText) return { changed: false, label: current.label };
    const stored = current.id ? current : { ...current, ...(await storeCurrent(tx, current, studio.id)) };
    const number = stored.number + 1;
    await tx.privacyPolicyVersion.create({
      data: {
        studioId: studio.id,
        number,
        platformVersion: current.platformVersion,
        studioText,
        createdById: memberIdOf(context.viewer),
      },
    });
    return { changed: true, label: policyLabel(current.platformVersion, number) };
  });
}

/**
 * The consent of a gallery session's customer to something that stores nothing of its own (the selfie search): the
 * session's e-mail when the customer gave one ('' otherwise), in a transaction of its own.
 */
export async function recordSessionConsent(
  db: Db,
  sessionId: string,
  purpose: ConsentPurpose,
): Promise<{ label: string }> {
  return db.$transaction(async (tx) => {
    const session = await tx.gallerySession.findUniqueOrThrow({
      where: { id: sessionId },
      select: { studioId: true, email: true },
    });
    return recordConsent(tx, { studioId: session.studioId, sessionId, email: session.email, purpose });
  });
}
