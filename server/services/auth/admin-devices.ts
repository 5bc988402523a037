// Studio members' known browsers (AdminDevice; the cookie's rules are in domain/device-cookies.ts): the one a login
// comes from, remembered after a login (a new one e-mails the member), listed and forgotten on the account page.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../database/database.ts';
import {
  type DeviceCookie,
  deviceCookieValue,
  devicePolicy,
  readDeviceCookie,
} from '../../domain/device-cookies.ts';
import { browserOf } from '../../domain/user-agent.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { newLoginEmail } from '../mail/templates/new-login.ts';
import type { DbClient, RequestContext } from '../request-context.ts';
import type { Secrets } from '../secrets/secrets.ts';

const hashNonce = (nonce: string) => createHash('sha256').update(nonce).digest('hex');

/** The cookie a request carried, when it is genuine for this studio (whichever member it names). */
export function deviceCookieOf(
  secrets: Secrets,
  studioId: string,
  value: string | null | undefined,
  now = new Date(),
): DeviceCookie | null {
  return readDeviceCookie(value, studioId, now, (data, signature) =>
    secrets.verify(devicePolicy.signingPurpose, data, signature),
  );
}

export interface KnownDevice {
  id: string;
  cookie: DeviceCookie;
}

/** The live device a cookie names for this member, or null (none, forged, expired, another member's, forgotten). */
export async function recognisedDevice(
  db: DbClient,
  secrets: Secrets,
  input: { studioId: string; userId: string; cookie: string | null | undefined },
  now = new Date(),
): Promise<KnownDevice | null> {
  const cookie = deviceCookieOf(secrets, input.studioId, input.cookie, now);
  if (!cookie || cookie.userId !== input.userId) return null;
  const device = await db.adminDevice.findFirst({
    where: {
      tokenHash: hashNonce(cookie.nonce),
      userId: input.userId,
      studioId: input.studioId,
      revokedAt: null,
    },
    select: { id: true },
  });
  return device ? { id: device.id, cookie } : null;
}

/**
 * After a login: the browser it came from is known from now on, for a year from today (the cookie's new value). A
 * browser not known before e-mails the member, unless the member never logged in before: a new account's first
 * browser is the one that just made it (the sign-up or the invitation), and telling them of it says nothing.
 */
export async function rememberDevice(
  tx: DbClient,
  context: Pick<RequestContext, 'services'>,
  input: {
    studio: { id: string; name: string; accentColor: string | null };
    userId: string;
    known: KnownDevice | null;
    userAgent?: string | null;
    clientAddress: string;
    /** Where a new browser's notice goes, and the studio's address for its links; null: no notice. */
    notice: { email: string; baseUrl: string } | null;
  },
  now = new Date(),
): Promise<string> {
  const expiresAt = new Date(now.getTime() + devicePolicy.lifeMs);
  const seen = {
    lastSeenAt: now,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    ip: input.clientAddress.slice(0, 100),
  };
  const sign = (data: string) => context.services.secrets.sign(devicePolicy.signingPurpose, data);
  if (input.known) {
    await tx.adminDevice.update({ where: { id: input.known.id }, data: seen });
    return deviceCookieValue(input.studio.id, { ...input.known.cookie, expiresAt }, sign);
  }
  const loggedInBefore =
    (await tx.adminSession.count({ where: { userId: input.userId } })) +
      (await tx.adminDevice.count({ where: { userId: input.userId } })) >
    0;
  const nonce = randomBytes(32).toString('base64url');
  await tx.adminDevice.create({
    data: { studioId: input.studio.id, userId: input.userId, tokenHash: hashNonce(nonce), ...seen },
  });
  if (loggedInBefore && input.notice) {
    const notice = newLoginEmail({
      studioName: input.studio.name,
      at: now,
      browser: browserOf(input.userAgent),
      ip: input.clientAddress,
      accountUrl: `${input.notice.baseUrl}/adm/minha-conta`,
      passwordResetUrl: `${input.notice.baseUrl}/estudio/redefinir-senha/email`,
      accentColor: input.studio.accentColor,
    });
    await enqueueEmail(tx, {
      studioId: input.studio.id,
      kind: 'new-login',
      to: input.notice.email,
      ...notice,
    });
  }
  return deviceCookieValue(input.studio.id, { userId: input.userId, nonce, expiresAt }, sign);
}

/** A device whose own failures reached the limit: its cookie no longer counts. */
export async function revokeDevice(db: Db, deviceId: string, now = new Date()): Promise<void> {
  await db.adminDevice.updateMany({ where: { id: deviceId, revokedAt: null }, data: { revokedAt: now } });
}

/** The viewer's known browsers, the most recently used first. */
export async function ownAdminDevices(context: Pick<RequestContext, 'db' | 'viewer'>) {
  if (context.viewer.kind !== 'admin') return [];
  return context.db.adminDevice.findMany({
    where: { userId: context.viewer.userId, revokedAt: null },
    orderBy: [{ lastSeenAt: 'desc' }, { id: 'desc' }],
  });
}

/** The stored hash of the viewer's device cookie this request carried, or null: which known browser is asking. */
export function currentDeviceHash(
  context: Pick<RequestContext, 'viewer' | 'services' | 'studio'>,
  cookie: string | null,
): string | null {
  if (context.viewer.kind !== 'admin' || !context.studio) return null;
  const current = deviceCookieOf(context.services.secrets, context.studio.id, cookie);
  return current?.userId === context.viewer.userId ? hashNonce(current.nonce) : null;
}

/** Forgets one of the viewer's own browsers (another member's id finds nothing): the one forgotten, or null. */
export async function forgetOwnAdminDevice(
  context: Pick<RequestContext, 'db' | 'viewer'>,
  deviceId: string,
  now = new Date(),
): Promise<{ tokenHash: string } | null> {
  if (context.viewer.kind !== 'admin') return null;
  const device = await context.db.adminDevice.findFirst({
    where: { id: deviceId, userId: context.viewer.userId, revokedAt: null },
    select: { id: true, tokenHash: true },
  });
  if (!device) return null;
  const forgotten = await context.db.adminDevice.updateMany({
    where: { id: device.id, revokedAt: null },
    data: { revokedAt: now },
  });
  return forgotten.count === 1 ? device : null;
}
