// Studios as the platform operator manages them: creation with the first admin, plan, status and plan message.
import type { Db } from '../../database/database.ts';
import { loginPolicy } from '../../domain/auth.ts';
import { domainForms, InvalidDomainError, parseDomain } from '../../domain/custom-domains.ts';
import { fields } from '../../domain/input-filters.ts';
import { assertStrongPassword, WeakPasswordError } from '../../domain/password-strength.ts';
import { studioAddressProblem } from '../../domain/studio-address.ts';
import { StudioSetupError } from '../../domain/studio-setup.ts';
import { Prisma, type Studio } from '../../generated/prisma/client.ts';
import { normaliseEmail } from '../auth/admin-sessions.ts';
import { hashPassword } from '../auth/passwords.ts';
import { defaultPlanId } from './plans.ts';

export interface NewStudio {
  name: string;
  slug: string;
  domain?: string | null;
  adminEmail: string;
  adminPassword: string;
  planCode?: string | null;
}

export async function createStudio(db: Db, input: NewStudio): Promise<Studio> {
  const name = input.name.trim();
  if (!name) throw new StudioSetupError('The studio needs a name.');
  const addressProblem = studioAddressProblem(input.slug);
  if (addressProblem) {
    throw new StudioSetupError(
      `"${input.slug}" cannot be a studio address (${addressProblem}): use 3 to 40 lower-case letters, digits and hyphens, not a reserved word.`,
    );
  }
  const email = fields.email.safeParse(normaliseEmail(input.adminEmail));
  if (!email.success) throw new StudioSetupError(`"${input.adminEmail}" is not an e-mail address.`);
  if (input.adminPassword.length < loginPolicy.minPasswordLength) {
    throw new StudioSetupError(
      `The admin password needs at least ${loginPolicy.minPasswordLength} characters.`,
    );
  }
  await assertStrongPassword(input.adminPassword, [name, input.slug, email.data]).catch((error: unknown) => {
    if (!(error instanceof WeakPasswordError)) throw error;
    throw new StudioSetupError('The admin password is too easy to guess: choose a longer, less common one.');
  });
  const planId = input.planCode ? (await planByCode(db, input.planCode)).id : await defaultPlanId(db);
  try {
    return await db.studio.create({
      data: {
        name,
        slug: input.slug,
        // A domain the operator sets is taken as verified (owners verify theirs in /adm).
        ...(input.domain?.trim()
          ? {
              domain: input.domain.trim().toLowerCase(),
              domainStatus: 'ACTIVE',
              domainVerifiedAt: new Date(),
            }
          : {}),
        planId,
        adminUsers: { create: { email: email.data, passwordHash: await hashPassword(input.adminPassword) } },
      },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new StudioSetupError('That address, domain or admin e-mail is already in use.');
    }
    throw error;
  }
}

async function planByCode(db: Db, code: string) {
  const plan = await db.plan.findUnique({ where: { code } });
  if (!plan) {
    const known = (await db.plan.findMany({ select: { code: true } })).map((row) => row.code).join(', ');
    throw new StudioSetupError(`There is no plan "${code}" (plans: ${known}).`);
  }
  return plan;
}

async function studioBySlug(db: Db, slug: string) {
  const studio = await db.studio.findUnique({ where: { slug } });
  if (!studio) throw new StudioSetupError(`There is no studio "${slug}".`);
  return studio;
}

export async function changePlan(db: Db, slug: string, planCode: string) {
  const [studio, plan] = await Promise.all([studioBySlug(db, slug), planByCode(db, planCode)]);
  return db.studio.update({ where: { id: studio.id }, data: { planId: plan.id } });
}

export async function setPlanStatus(db: Db, slug: string, status: 'ACTIVE' | 'PENDING') {
  const studio = await studioBySlug(db, slug);
  return db.studio.update({ where: { id: studio.id }, data: { planStatus: status } });
}

export async function setPlanMessage(
  db: Db,
  slug: string,
  message: { type: 'ALERT' | 'FAILURE'; text: string } | null,
) {
  const studio = await studioBySlug(db, slug);
  return db.studio.update({
    where: { id: studio.id },
    data: { planMessageType: message?.type ?? null, planMessageText: message?.text ?? null },
  });
}

/**
 * The operator sets a studio's own domain, taken as verified (ACTIVE, no proof asked, re-checked daily like any
 * other), or removes it (null).
 */
export async function setStudioDomain(
  db: Db,
  slug: string,
  typed: string | null,
  options: { platformDomain?: string | undefined } = {},
) {
  const studio = await studioBySlug(db, slug);
  if (typed === null) {
    return db.studio.update({
      where: { id: studio.id },
      data: {
        domain: null,
        domainStatus: null,
        domainToken: null,
        domainCheckedAt: null,
        domainVerifiedAt: null,
        domainProblem: null,
      },
    });
  }
  let domain: ReturnType<typeof parseDomain>;
  try {
    domain = parseDomain(typed, options);
  } catch (error) {
    if (error instanceof InvalidDomainError) throw new StudioSetupError(`"${typed}": ${error.message}`);
    throw error;
  }
  const taken = await db.studio.findFirst({
    where: { domain: { in: domainForms(domain) }, id: { not: studio.id } },
    select: { slug: true },
  });
  if (taken) throw new StudioSetupError(`${domain.name} is already the domain of studio ${taken.slug}.`);
  return db.studio.update({
    where: { id: studio.id },
    data: {
      domain: domain.name,
      domainStatus: 'ACTIVE',
      domainToken: null,
      domainCheckedAt: null,
      domainVerifiedAt: new Date(),
      domainProblem: null,
    },
  });
}

/** Every studio with its plan, oldest first (the operator's list). */
export function listStudios(db: Db) {
  return db.studio.findMany({ include: { plan: true }, orderBy: { createdAt: 'asc' } });
}
