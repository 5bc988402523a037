// A studio that joins on its own: the platform home's plans, the sign-up (studio, owner and trial in one
// transaction), the owner's first login on the new address, and the e-mail confirmation that opens the storefront.
import type { AppConfig } from '../../config.ts';
import { TooManyAttemptsError } from '../../domain/auth.ts';
import { assertStrongPassword } from '../../domain/password-strength.ts';
import {
  InvalidSignUpLinkError,
  SignUpError,
  StudioAddressError,
  signUpPolicy,
  studioAddressProblem,
  studioAddressTakenMessage,
  trialEndsAt,
} from '../../domain/studio-address.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { rememberDevice } from '../auth/admin-devices.ts';
import { type LoginResult, openAdminSession } from '../auth/admin-sessions.ts';
import { hashPassword } from '../auth/passwords.ts';
import { countFailure } from '../limits/rate-limit.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { studioVerificationEmail } from '../mail/templates/studio-verification.ts';
import { type DbClient, type RequestContext, requireStudio } from '../request-context.ts';
import type { Services } from '../services.ts';
import { defaultPlanId } from './plans.ts';

/** The plans the platform home lists, in the operator's order. */
export function publicPlans(db: DbClient) {
  return db.plan.findMany({ where: { isPublic: true }, orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }] });
}

/** Whether an address can be a new studio's: its problem in Portuguese, or null when it is free. */
export async function studioAddressAvailability(db: DbClient, address: string): Promise<string | null> {
  const problem = studioAddressProblem(address);
  if (problem) return problem;
  const taken = await db.studio.findUnique({ where: { slug: address }, select: { id: true } });
  return taken ? studioAddressTakenMessage : null;
}

export interface SignUpInput {
  studioName: string;
  address: string;
  ownerName: string;
  email: string;
  password: string;
  acceptedTerms: boolean;
  captchaToken?: string | null;
}

type SignUpContext = Pick<RequestContext, 'db' | 'services' | 'config' | 'clientAddress'>;

const emailTakenMessage =
  'Este e-mail já é o acesso de outra loja. Entre por ela ou use outro e-mail para a nova loja.';

/**
 * Creates the studio, its owner and the trial in one transaction, with the verification e-mail queued in it. Two
 * sign-ups racing for one address: the unique index lets one commit, the other rolls back whole and is told why.
 */
export async function signUpStudio(
  context: SignUpContext,
  input: SignUpInput,
  now = new Date(),
): Promise<{ studioId: string; userId: string; slug: string }> {
  const { db } = context;
  await context.services.captcha.verify(input.captchaToken ?? null);
  const attempts = await countFailure(
    db,
    `signup-address:${context.clientAddress}`,
    signUpPolicy.addressWindowMs,
    now,
  );
  if (attempts > signUpPolicy.addressAttempts) throw new TooManyAttemptsError(signUpPolicy.addressWindowMs);
  const studioName = input.studioName.trim();
  const ownerName = input.ownerName.trim();
  const email = input.email.trim().toLowerCase();
  if (!studioName) throw new SignUpError('Informe o nome da loja');
  if (!ownerName) throw new SignUpError('Informe o seu nome');
  if (!input.acceptedTerms) throw new SignUpError('Para criar a loja, aceite os termos de uso');
  const addressProblem = studioAddressProblem(input.address);
  if (addressProblem) throw new StudioAddressError(addressProblem);
  await assertStrongPassword(input.password, [studioName, input.address, email, ownerName]);
  const passwordHash = await hashPassword(input.password);
  const trialPlan = await db.plan.findFirst({ where: { isTrialPlan: true } });
  const planId = trialPlan?.id ?? (await defaultPlanId(db));
  try {
    return await db.$transaction(async (tx) => {
      const studio = await tx.studio.create({
        data: {
          name: studioName,
          slug: input.address,
          planId,
          trialEndsAt: trialPlan ? trialEndsAt(now, trialPlan.trialDays) : null,
          emailVerifiedAt: null,
          adminUsers: { create: { email, name: ownerName, role: 'OWNER', passwordHash } },
        },
        select: { id: true, slug: true, adminUsers: { select: { id: true } } },
      });
      await queueVerificationEmail(tx, context, studio.id, now);
      return { studioId: studio.id, userId: studio.adminUsers[0]!.id, slug: studio.slug };
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'P2002') throw error;
    // Which unique value another sign-up (or an older studio) holds: the address or the e-mail.
    const addressTaken = await db.studio.findUnique({ where: { slug: input.address }, select: { id: true } });
    if (addressTaken) throw new StudioAddressError(studioAddressTakenMessage);
    throw new SignUpError(emailTakenMessage);
  }
}

/** Where a studio's pages answer for links we e-mail: its platform subdomain, or <urlEstudio>.localhost without one. */
export function studioLinkBase(
  config: Pick<AppConfig, 'platformDomain' | 'publicUrl'>,
  slug: string,
): string {
  const url = new URL(config.publicUrl);
  url.hostname = `${slug}.${config.platformDomain ?? 'localhost'}`;
  return url.origin;
}

const verificationPurpose = 'studio-email-verification';
const signUpLoginPurpose = 'sign-up-login';

function signedCode(secrets: Services['secrets'], purpose: string, parts: string[]): string {
  const data = parts.join('.');
  return `${data}.${secrets.sign(purpose, data)}`;
}

/** The parts of a code we signed for `purpose`, or null when it is not one (forged, cut, expired). */
function readSignedCode(
  secrets: Services['secrets'],
  purpose: string,
  code: string,
  now: Date,
): string[] | null {
  const parts = code.split('.');
  const signature = parts.pop();
  if (!signature || parts.length < 2 || !secrets.verify(purpose, parts.join('.'), signature)) return null;
  const expires = Number(parts.at(-1));
  return Number.isFinite(expires) && expires > now.getTime() ? parts.slice(0, -1) : null;
}

export async function queueVerificationEmail(
  tx: Prisma.TransactionClient,
  context: Pick<RequestContext, 'services' | 'config'>,
  studioId: string,
  now: Date,
): Promise<void> {
  const studio = await tx.studio.findUniqueOrThrow({
    where: { id: studioId },
    select: {
      name: true,
      slug: true,
      adminUsers: { where: { role: 'OWNER' }, orderBy: { createdAt: 'asc' }, take: 1 },
    },
  });
  const owner = studio.adminUsers[0];
  if (!owner) return;
  const expires = String(now.getTime() + signUpPolicy.verificationLinkMs);
  const code = signedCode(context.services.secrets, verificationPurpose, [studioId, expires]);
  const link = `${studioLinkBase(context.config, studio.slug)}/estudio/confirmar-email?c=${encodeURIComponent(code)}`;
  await enqueueEmail(tx, {
    studioId,
    kind: 'studio-verification',
    to: owner.email,
    // The platform writes this one, not the studio: its sender is the platform's (MAIL_FROM's name).
    fromName: 'Revela',
    ...studioVerificationEmail({ studioName: studio.name, ownerName: owner.name, link }),
  });
}

/**
 * Sends (again) the e-mail whose link confirms the studio's owner address, to its first owner. The operator's
 * console calls it ('Reenviar e-mail de verificação'); the sign-up sends the first one itself.
 */
export async function sendStudioVerificationEmail(
  services: Pick<RequestContext, 'db' | 'services' | 'config'>,
  studioId: string,
  now = new Date(),
): Promise<void> {
  await services.db.$transaction((tx) => queueVerificationEmail(tx, services, studioId, now));
}

/**
 * 'Reenviar e-mail' in the admin while the storefront waits for the confirmation: a few an hour per studio, so the
 * button cannot flood the owner's mailbox.
 */
export async function resendStudioVerificationEmail(
  context: Pick<RequestContext, 'db' | 'services' | 'config' | 'studio'>,
  now = new Date(),
): Promise<'sent' | 'already-confirmed'> {
  const studio = requireStudio(context);
  const current = await context.db.studio.findUniqueOrThrow({
    where: { id: studio.id },
    select: { emailVerifiedAt: true },
  });
  if (current.emailVerifiedAt) return 'already-confirmed';
  const sent = await countFailure(
    context.db,
    `verification-resend:${studio.id}`,
    signUpPolicy.resendWindowMs,
    now,
  );
  if (sent > signUpPolicy.resendsPerWindow) throw new TooManyAttemptsError(signUpPolicy.resendWindowMs);
  await sendStudioVerificationEmail(context, studio.id, now);
  return 'sent';
}

/** The link of the verification e-mail, opened on the studio's address: the storefront opens to customers. */
export async function confirmStudioEmail(
  context: Pick<RequestContext, 'db' | 'services' | 'studio'>,
  code: string,
  now = new Date(),
): Promise<void> {
  const parts = readSignedCode(context.services.secrets, verificationPurpose, code, now);
  if (!parts || !context.studio || parts[0] !== context.studio.id) throw new InvalidSignUpLinkError();
  await context.db.studio.updateMany({
    where: { id: context.studio.id, emailVerifiedAt: null },
    data: { emailVerifiedAt: now },
  });
}

/** The address the new owner's browser goes to after signing up: its studio's, logging it in there once. */
export function signUpLoginUrl(
  context: Pick<RequestContext, 'services' | 'config'>,
  origin: string,
  signedUp: { studioId: string; userId: string; slug: string },
  now = new Date(),
): string {
  // The scheme and port the browser used (a proxy's, in tests), on the studio's own host name.
  const url = new URL(origin);
  url.hostname = `${signedUp.slug}.${context.config.platformDomain ?? 'localhost'}`;
  const expires = String(now.getTime() + signUpPolicy.loginLinkMs);
  const code = signedCode(context.services.secrets, signUpLoginPurpose, [
    signedUp.studioId,
    signedUp.userId,
    expires,
  ]);
  return `${url.origin}/estudio/entrar?c=${encodeURIComponent(code)}`;
}

/**
 * The sign-up's login link, on the new studio's address: a session for its owner. It works once: only while the
 * owner has never had a session (the first one is this one).
 */
export async function redeemSignUpLogin(
  context: Pick<RequestContext, 'db' | 'services' | 'studio' | 'clientAddress'>,
  input: { code: string; userAgent?: string | null },
  now = new Date(),
): Promise<LoginResult> {
  const parts = readSignedCode(context.services.secrets, signUpLoginPurpose, input.code, now);
  if (!parts || !context.studio || parts[0] !== context.studio.id) throw new InvalidSignUpLinkError();
  const userId = parts[1]!;
  const sessions = await context.db.adminSession.count({ where: { userId } });
  if (sessions > 0) throw new InvalidSignUpLinkError();
  const studio = context.studio;
  // The browser that made the account is known from the start (no new-browser notice for it).
  return context.db.$transaction(async (tx) => {
    const seen = { userAgent: input.userAgent, clientAddress: context.clientAddress };
    const deviceCookie = await rememberDevice(
      tx,
      context,
      { studio, userId, known: null, notice: null, ...seen },
      now,
    );
    const session = await openAdminSession(tx, { studioId: studio.id, userId, ...seen }, now);
    return { ...session, deviceCookie };
  });
}
