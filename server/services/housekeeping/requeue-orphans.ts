// Rows that wait for a job that no longer exists (a worker killed on a job's last attempt, a database restored
// from an older backup) get their job again; the periodic sweep runs this.
import type { Db } from '../../database/database.ts';
import { enqueueJob } from '../../queue/enqueue.ts';
import { laneKey } from '../integrations/webhooks/messages.ts';

/** Rows younger than this are left alone: their job may not be visible yet. */
const graceMinutes = 10;

export async function requeueOrphans(db: Db): Promise<number> {
  const messages = await db.$queryRaw<{ id: string }[]>`
    SELECT m.id FROM "EmailMessage" m
    WHERE m.status = 'PENDING' AND m."createdAt" < now() - make_interval(mins => ${graceMinutes})
      AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = 'mail-send'
        AND j.data->>'messageId' = m.id::text AND j.state < 'completed')
    LIMIT 1000`;
  const photos = await db.$queryRaw<{ id: string }[]>`
    SELECT p.id FROM "Photo" p
    WHERE p.status = 'PROCESSING' AND p."createdAt" < now() - make_interval(mins => ${graceMinutes})
      AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = 'photo-render'
        AND j.singleton_key = p.id::text AND j.state < 'completed')
    LIMIT 1000`;
  const studios = await db.$queryRaw<{ id: string }[]>`
    SELECT DISTINCT s.id FROM "Studio" s JOIN "Photo" p ON p."studioId" = s.id
    WHERE p."watermarkRevision" <> s."watermarkRevision" AND p.status = 'READY'
      AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name IN ('watermark-rerender', 'photo-render')
        AND j.singleton_key IN (s.id::text, p.id::text) AND j.state < 'completed')
    LIMIT 1000`;
  // A webhook lane with pending messages of an endpoint that is on, and no delivery job (one raced its last look).
  const lanes = await db.$queryRaw<{ endpointId: string; objectId: string }[]>`
    SELECT DISTINCT m."endpointId", m."objectId" FROM "WebhookMessage" m
    JOIN "WebhookEndpoint" e ON e.id = m."endpointId" AND e.enabled
    WHERE m.status = 'PENDING' AND m."createdAt" < now() - make_interval(mins => ${graceMinutes})
      AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = 'webhook-delivery'
        AND j.singleton_key = m."endpointId"::text || ':' || m."objectId"::text AND j.state < 'completed')
    LIMIT 1000`;
  if (!messages.length && !photos.length && !studios.length && !lanes.length) return 0;
  await db.$transaction(async (tx) => {
    for (const { id } of messages) await enqueueJob(tx, 'mail-send', { messageId: id });
    for (const { id } of photos) await enqueueJob(tx, 'photo-render', { photoId: id }, { singletonKey: id });
    for (const { id } of studios)
      await enqueueJob(tx, 'watermark-rerender', { studioId: id }, { singletonKey: id });
    for (const lane of lanes) await enqueueJob(tx, 'webhook-delivery', lane, { singletonKey: laneKey(lane) });
  });
  return messages.length + photos.length + studios.length + lanes.length;
}
