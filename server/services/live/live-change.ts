// What changed, as live updates carry it: a small note (kind, studio, ids) on one PostgreSQL channel, published by
// integrations/live/live-changes.ts inside the transaction that makes the change and read back by each server's
// listener (live-listener.ts).

/** The channel every server listens on. */
export const liveChannel = 'revela_live';

export type LiveChange =
  /** An order was created or changed state (its payment, its delivery). */
  | { kind: 'order'; studioId: string; id: string }
  /** A photo's processing state changed (ready, failed); `eventId` when the notifier knew it. */
  | { kind: 'photo'; studioId: string; id: string; eventId?: string }
  /** An event was created or changed. */
  | { kind: 'event'; studioId: string; id: string };

export type LiveChangeKind = LiveChange['kind'];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isRowId = (value: unknown): value is string =>
  typeof value === 'string' && uuidPattern.test(value);

/** A notification's payload read back; null for anything that is not a live change of ours. */
export function parseLiveChange(payload: string): LiveChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { kind, studioId, id, eventId } = value as Record<string, unknown>;
  if ((kind !== 'order' && kind !== 'photo' && kind !== 'event') || !isRowId(studioId) || !isRowId(id))
    return null;
  if (kind === 'photo' && isRowId(eventId)) return { kind, studioId, id, eventId };
  return { kind, studioId, id };
}
