// A studio's own domain, self-service: the owner sets it (PENDING, with a new proof token), the records are checked
// through DNS (now, on request, and daily by a job) and the status follows (server/domain/custom-domains.ts); a
// domain that breaks keeps serving and its owner is e-mailed.

import type { AppConfig } from '../../config.ts';
import type { Db } from '../../database/database.ts';
import {
  ApexDomainNotSupportedError,
  answerKey,
  CustomDomainsUnavailableError,
  DnsLookupFailedError,
  type DnsRecord,
  type DomainEvaluation,
  DomainInUseError,
  type DomainStatus,
  domainForms,
  domainTokenFrom,
  evaluateRecords,
  lookupsFor,
  NoCustomDomainError,
  parseDomain,
  requiredRecords,
  statusAfterCheck,
} from '../../domain/custom-domains.ts';
import { Prisma, type Studio } from '../../generated/prisma/client.ts';
import { enqueueJob } from '../../queue/enqueue.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { customDomainBrokenEmail } from '../mail/templates/custom-domain-broken.ts';
import { type DbClient, type RequestContext, requireStudio } from '../request-context.ts';
import type { Secrets } from '../secrets/secrets.ts';
import type { Services } from '../services.ts';
import { platformAddress } from '../studio-links.ts';
import { requirePlanFeature } from '../studios/studio-plan.ts';

/** What the domain work needs: the database, the platform's settings and the DNS resolver. */
export interface DomainContext {
  db: Db;
  config: Pick<AppConfig, 'customDomains' | 'platformDomain' | 'publicUrl'>;
  services: Pick<Services, 'dns'>;
}

type DomainColumns = Pick<
  Studio,
  'domain' | 'domainStatus' | 'domainToken' | 'domainCheckedAt' | 'domainVerifiedAt' | 'domainProblem'
>;

/** What the admin page shows of the studio's domain. */
export interface CustomDomainView {
  /** The platform takes custom domains (CUSTOM_DOMAIN_TARGET is set). */
  available: boolean;
  /** Domains without www can be used (the platform has addresses for their A/AAAA records). */
  apexAllowed: boolean;
  domain: string | null;
  status: DomainStatus | null;
  records: DnsRecord[];
  problem: string | null;
  checkedAt: Date | null;
  verifiedAt: Date | null;
}

export function customDomainView(config: DomainContext['config'], studio: DomainColumns): CustomDomainView {
  const targets = config.customDomains;
  const parsed = studio.domain ? parseStored(studio.domain, config) : null;
  return {
    available: Boolean(targets),
    apexAllowed: Boolean(targets?.addresses.length),
    domain: studio.domain,
    status: studio.domainStatus,
    // A domain the operator set has no token: it needs no proof, only the records that make it reach us.
    records:
      parsed && targets
        ? requiredRecords(parsed, studio.domainToken ?? '', targets).filter(
            (record) => record.purpose !== 'proof' || studio.domainToken,
          )
        : [],
    problem: studio.domainProblem,
    checkedAt: studio.domainCheckedAt,
    verifiedAt: studio.domainVerifiedAt,
  };
}

/** A stored domain, read with the same rules (one the operator set before the rules is taken as it is). */
function parseStored(domain: string, config: DomainContext['config']) {
  try {
    return parseDomain(domain, { platformDomain: config.platformDomain });
  } catch {
    return { name: domain, apex: domain, isApex: false, twin: null };
  }
}

/**
 * The proof code of a studio for a domain: the same each time that studio types that domain (a TXT record already
 * created stays good when the domain is typed again), unguessable by any other studio.
 */
function proofToken(secrets: Secrets, studioId: string, domain: string): string {
  const signature = Buffer.from(secrets.sign('custom-domain-proof', `${studioId} ${domain}`), 'base64url');
  return domainTokenFrom(signature.subarray(0, 16));
}

/** The typed domain, checked against the platform's rules; returns it with the other studio's claim it replaces. */
export async function acceptableDomain(
  context: Pick<DomainContext, 'config'> & { db: DbClient },
  studioId: string,
  typed: string,
) {
  const targets = context.config.customDomains;
  if (!targets) throw new CustomDomainsUnavailableError();
  const domain = parseDomain(typed, { platformDomain: context.config.platformDomain });
  if (domain.isApex && !targets.addresses.length) throw new ApexDomainNotSupportedError(domain.name);
  // Host lookups serve both forms (with and without www): neither may serve another studio. A claim still
  // waiting for its records proves nothing, so it cannot keep the domain's real owner out: the newer claim wins.
  const taken = await context.db.studio.findMany({
    where: { domain: { in: domainForms(domain) }, id: { not: studioId } },
    select: { id: true, domainStatus: true },
  });
  if (taken.some((other) => other.domainStatus !== 'PENDING')) throw new DomainInUseError();
  return { domain, pendingClaims: taken.map((other) => other.id) };
}

export const noDomain = {
  domain: null,
  domainStatus: null,
  domainToken: null,
  domainCheckedAt: null,
  domainVerifiedAt: null,
  domainProblem: null,
} as const;

/**
 * The owner types a domain: it waits (PENDING) for its records, with the studio's proof code for it. The same
 * domain typed again keeps its status; another one replaces the old, which stops serving.
 */
export async function setCustomDomain(context: RequestContext, typed: string): Promise<Studio> {
  const studio = requireStudio(context);
  const { domain, pendingClaims } = await acceptableDomain(context, studio.id, typed);
  await requirePlanFeature(context.db, studio.id, 'customDomain');
  const current = await context.db.studio.findUniqueOrThrow({ where: { id: studio.id } });
  if (current.domain === domain.name) return current;
  try {
    return await context.db.$transaction(async (tx) => {
      // Only claims still pending as read: one that became active meanwhile makes the update below fail.
      await tx.studio.updateMany({
        where: { id: { in: pendingClaims }, domainStatus: 'PENDING' },
        data: noDomain,
      });
      const serving = await tx.studio.findFirst({
        where: { domain: { in: domainForms(domain) }, id: { not: studio.id } },
        select: { id: true },
      });
      if (serving) throw new DomainInUseError();
      return tx.studio.update({
        where: { id: studio.id },
        data: {
          ...noDomain,
          domain: domain.name,
          domainStatus: 'PENDING',
          domainToken: proofToken(context.services.secrets, studio.id, domain.name),
        },
      });
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      throw new DomainInUseError();
    throw error;
  }
}

/**
 * The platform's operator sets a studio's domain in the caller's transaction (with its audit entry), taken as
 * verified (ACTIVE, re-checked daily like any other), as the studio command does; claims still pending lose it.
 */
export async function setDomainByOperator(
  context: DomainContext,
  tx: Prisma.TransactionClient,
  studioId: string,
  typed: string,
): Promise<Studio> {
  const { domain, pendingClaims } = await acceptableDomain(
    { config: context.config, db: tx },
    studioId,
    typed,
  );
  await tx.studio.updateMany({
    where: { id: { in: pendingClaims }, domainStatus: 'PENDING' },
    data: noDomain,
  });
  const serving = await tx.studio.findFirst({
    where: { domain: { in: domainForms(domain) }, id: { not: studioId } },
    select: { id: true },
  });
  if (serving) throw new DomainInUseError();
  return tx.studio.update({
    where: { id: studioId },
    data: { ...noDomain, domain: domain.name, domainStatus: 'ACTIVE', domainVerifiedAt: new Date() },
  });
}

/** The owner gives the domain up: the studio is served at the platform's address only. */
export async function removeCustomDomain(context: RequestContext): Promise<Studio> {
  const studio = requireStudio(context);
  return context.db.studio.update({ where: { id: studio.id }, data: noDomain });
}

/** Asks DNS for everything the records need, all at once. */
export async function lookUpRecords(
  context: Pick<DomainContext, 'services'>,
  records: DnsRecord[],
): Promise<Map<string, string[] | null>> {
  const lookups = lookupsFor(records);
  const answers = await Promise.all(lookups.map(({ type, name }) => context.services.dns.lookup(type, name)));
  return new Map(lookups.map(({ type, name }, index) => [answerKey(type, name), answers[index]!]));
}

export interface DomainCheck {
  status: DomainStatus;
  previous: DomainStatus;
  evaluation: DomainEvaluation;
}

/**
 * Checks the studio's domain now and records what was found: the status moves (statusAfterCheck), and a domain that
 * goes from ACTIVE to BROKEN e-mails the admins in the same transaction. Returns null when the studio has no domain
 * (or it changed meanwhile). Throws DnsLookupFailedError when DNS did not answer: nothing is changed then.
 */
export async function checkStudioDomain(
  context: DomainContext,
  studioId: string,
  now = new Date(),
): Promise<DomainCheck | null> {
  const targets = context.config.customDomains;
  const studio = await context.db.studio.findUnique({
    where: { id: studioId },
    select: {
      id: true,
      name: true,
      slug: true,
      domain: true,
      domainStatus: true,
      domainToken: true,
      adminUsers: { select: { email: true } },
    },
  });
  if (!studio?.domain || !studio.domainStatus || !targets) return null;
  const domain = parseStored(studio.domain, context.config);
  const records = requiredRecords(domain, studio.domainToken ?? '', targets).filter(
    // A domain the operator set (no token) proves nothing: its pointing records alone are checked.
    (record) => record.purpose !== 'proof' || studio.domainToken,
  );
  const evaluation = evaluateRecords(records, await lookUpRecords(context, records), targets);
  if (evaluation.outcome === 'unknown') throw new DnsLookupFailedError();
  const previous = studio.domainStatus;
  const status = statusAfterCheck(previous, evaluation.outcome);
  const changed = await context.db.$transaction(async (tx) => {
    // Only the domain as read: a domain changed (or checked by another worker) meanwhile is left to its own check.
    const { count } = await tx.studio.updateMany({
      where: {
        id: studio.id,
        domain: studio.domain,
        domainToken: studio.domainToken,
        domainStatus: previous,
      },
      data: {
        domainStatus: status,
        domainCheckedAt: now,
        domainProblem: evaluation.problem,
        ...(status === 'ACTIVE' && previous !== 'ACTIVE' && { domainVerifiedAt: now }),
      },
    });
    if (count && previous === 'ACTIVE' && status === 'BROKEN') {
      const content = customDomainBrokenEmail({
        studioName: studio.name,
        domain: studio.domain!,
        problem: evaluation.problem ?? '',
        link: `${platformAddress(context.config, studio.slug)}/adm/configuracoes/dominio-proprio`,
      });
      for (const admin of studio.adminUsers)
        await enqueueEmail(tx, {
          studioId: studio.id,
          kind: 'custom-domain-broken',
          to: admin.email,
          ...content,
        });
    }
    return count > 0;
  });
  return changed ? { status, previous, evaluation } : null;
}

/** 'Verificar agora': the context's studio's domain, checked now. */
export async function checkCustomDomainNow(context: RequestContext): Promise<DomainCheck> {
  const studio = requireStudio(context);
  if (!context.config.customDomains) throw new CustomDomainsUnavailableError();
  const check = await checkStudioDomain(context, studio.id);
  if (!check) throw new NoCustomDomainError();
  return check;
}

/** The daily job: one check per studio with a domain, each a job of its own (retried alone when DNS fails). */
export async function queueDomainRechecks(db: Db): Promise<number> {
  const studios = await db.studio.findMany({ where: { domain: { not: null } }, select: { id: true } });
  await db.$transaction(async (tx) => {
    for (const { id } of studios)
      await enqueueJob(tx, 'custom-domain-check', { studioId: id }, { singletonKey: id });
  });
  return studios.length;
}
