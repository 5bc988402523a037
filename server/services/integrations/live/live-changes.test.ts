import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { parseLiveChange } from '../../live/live-change.ts';
import { liveChangeOfStudioEvent } from './live-changes.ts';

const studioId = '0190a000-0000-7000-8000-000000000001';
const id = '0190a000-0000-7000-8000-000000000002';
const eventId = '0190a000-0000-7000-8000-000000000003';

describe('live changes', () => {
  it('are the webhook events of orders, photos and events, keyed by the object', () => {
    expect(liveChangeOfStudioEvent({ studioId, type: 'order.paid', objectId: id, data: {} })).toEqual({
      kind: 'order',
      studioId,
      id,
    });
    expect(
      liveChangeOfStudioEvent({
        studioId,
        type: 'photo.ready',
        objectId: id,
        data: { eventId: encodeGlobalID('Event', eventId) },
      }),
    ).toEqual({
      kind: 'photo',
      studioId,
      id,
      eventId,
    });
    expect(liveChangeOfStudioEvent({ studioId, type: 'event.updated', objectId: id, data: {} })).toEqual({
      kind: 'event',
      studioId,
      id,
    });
  });

  it('read back only what a notifier of ours wrote', () => {
    expect(parseLiveChange(JSON.stringify({ kind: 'photo', studioId, id, eventId }))).toEqual({
      kind: 'photo',
      studioId,
      id,
      eventId,
    });
    for (const payload of [
      'not json',
      'null',
      JSON.stringify({ kind: 'user', studioId, id }),
      JSON.stringify({ kind: 'order', studioId: 'x', id }),
      JSON.stringify({ kind: 'order', studioId, id: "1' OR 1=1" }),
    ])
      expect(parseLiveChange(payload)).toBeNull();
  });
});
