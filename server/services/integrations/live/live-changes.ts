// Publishing live changes: a small note (kind, studio, ids) sent with pg_notify inside the transaction that makes
// the change, so PostgreSQL delivers it to every server's listener (services/live/) on commit and never for a change
// rolled back. Subscribers read the current state again, through the same auth as queries.
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { isRowId, type LiveChange, type LiveChangeKind, liveChannel } from '../../live/live-change.ts';

export type { LiveChange };

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; ours are ids, well under this. */
const maxPayloadBytes = 1000;

/**
 * Publishes a live change in the transaction `tx`: delivered to the listeners when it commits. The same change
 * twice in one transaction reaches them once (PostgreSQL folds identical notifications).
 */
export async function notifyLiveChange(tx: Prisma.TransactionClient, change: LiveChange): Promise<void> {
  const payload = JSON.stringify(change);
  if (Buffer.byteLength(payload) > maxPayloadBytes) throw new Error('A live change carries ids only');
  await tx.$executeRaw`SELECT pg_notify(${liveChannel}, ${payload})`;
}

/** The event's row id in a webhook's data: a global id (as integrators read it) or the bare id. */
function eventIdOf(value: unknown): string | null {
  if (isRowId(value)) return value;
  if (typeof value !== 'string') return null;
  try {
    const { typename, id } = decodeGlobalID(value);
    return typename === 'Event' && isRowId(id) ? id : null;
  } catch {
    return null;
  }
}

/** The live change a webhook event (studio-events.ts) is: every order, photo and event change emits one. */
export function liveChangeOfStudioEvent(event: {
  studioId: string;
  type: `${LiveChangeKind}.${string}`;
  objectId: string;
  data: Record<string, unknown>;
}): LiveChange {
  const kind = event.type.slice(0, event.type.indexOf('.')) as LiveChangeKind;
  const eventId = eventIdOf(event.data.eventId);
  return kind === 'photo' && eventId
    ? { kind, studioId: event.studioId, id: event.objectId, eventId }
    : { kind, studioId: event.studioId, id: event.objectId };
}
