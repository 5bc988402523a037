// E-mail bodies are kept MAIL_BODY_RETENTION_DAYS (default 180), then purged by the daily housekeeping: the subject,
// kind, recipient and delivery outcome stay for the e-mail log; what was written to the person goes.
import type { Db } from '../../database/database.ts';
import { mailBodyPurgeCutoff } from '../../domain/privacy.ts';

/** Rows purged per statement: a short lock each, however many accumulated. */
const batchSize = 1000;

/** Purges the bodies of sent and given-up e-mails older than the retention; answers how many. */
export async function purgeOldMailBodies(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = mailBodyPurgeCutoff(now, retentionDays);
  let purged = 0;
  for (;;) {
    const batch = await db.emailMessage.findMany({
      where: { purgedAt: null, createdAt: { lt: cutoff }, status: { in: ['SENT', 'FAILED'] } },
      orderBy: { createdAt: 'asc' },
      select: { id: true },
      take: batchSize,
    });
    if (!batch.length) return purged;
    const { count } = await db.emailMessage.updateMany({
      where: { id: { in: batch.map((row) => row.id) }, purgedAt: null },
      data: { textBody: '', htmlBody: '', purgedAt: now },
    });
    purged += count;
    if (batch.length < batchSize) return purged;
  }
}
