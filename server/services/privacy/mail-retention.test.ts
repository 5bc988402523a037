// E-mail bodies past MAIL_BODY_RETENTION_DAYS are purged by the daily housekeeping: sent and given-up ones only,
// in batches, the envelope kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import type { EmailStatus } from '../../generated/prisma/client.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { purgeOldMailBodies } from './mail-retention.ts';

const day = 24 * 60 * 60 * 1000;

describe('MAIL_BODY_RETENTION_DAYS', () => {
  it('defaults to 180 days and takes whole days from 1 to 3650', () => {
    expect(loadConfig({}).mailBodyRetentionDays).toBe(180);
    expect(loadConfig({ MAIL_BODY_RETENTION_DAYS: '30' }).mailBodyRetentionDays).toBe(30);
    for (const wrong of ['0', '1.5', 'seis meses', '4000'])
      expect(() => loadConfig({ MAIL_BODY_RETENTION_DAYS: wrong })).toThrow(ConfigError);
  });
});

describe('purging old e-mail bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_BODY_RETENTION_DAYS: '30' }, { workers: false });
  });
  afterAll(() => t.close());

  const message = (daysAgo: number, status: EmailStatus, subject = `${status} ${daysAgo}`) =>
    t.db.emailMessage.create({
      data: {
        kind: 'order-confirmed',
        toAddress: 'cliente@exemplo.test',
        subject,
        textBody: `Olá! ${subject}`,
        htmlBody: `<p>Olá! ${subject}</p>`,
        status,
        createdAt: new Date(Date.now() - daysAgo * day),
      },
    });

  it('purges sent and given-up e-mails older than the retention, keeping their envelope', async () => {
    const old = [await message(31, 'SENT'), await message(200, 'FAILED')];
    const kept = [await message(31, 'PENDING'), await message(29, 'SENT'), await message(1, 'FAILED')];
    const housekeeping = jobHandlers({ db: t.db, config: t.config, services: t.services, log: () => {} })
      .housekeeping as () => Promise<void>;
    await housekeeping();
    for (const row of old)
      expect(await t.db.emailMessage.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
        textBody: '',
        htmlBody: '',
        purgedAt: expect.any(Date),
        subject: row.subject,
        toAddress: row.toAddress,
        status: row.status,
      });
    for (const row of kept)
      expect(await t.db.emailMessage.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
        textBody: row.textBody,
        htmlBody: row.htmlBody,
        purgedAt: null,
      });
    // Done once: nothing is left to purge.
    expect(await purgeOldMailBodies(t.db, 30)).toBe(0);
  });

  it('goes through more rows than one batch', async () => {
    const createdAt = new Date(Date.now() - 400 * day);
    await t.db.emailMessage.createMany({
      data: Array.from({ length: 1203 }, (_, index) => ({
        kind: 'order-confirmed',
        toAddress: 'cliente@exemplo.test',
        subject: `Pedido ${index}`,
        textBody: 'corpo',
        htmlBody: '<p>corpo</p>',
        status: 'SENT' as const,
        createdAt,
      })),
    });
    expect(await purgeOldMailBodies(t.db, 180)).toBe(1203);
    expect(await t.db.emailMessage.count({ where: { textBody: 'corpo' } })).toBe(0);
  });
});
