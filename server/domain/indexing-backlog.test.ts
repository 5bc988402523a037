import { describe, expect, it } from 'vitest';
import { indexingBacklog } from './indexing-backlog.ts';

const none = { scans: 0, spanSeconds: 0 };

describe('indexingBacklog', () => {
  it('is empty when every photo was read', () => {
    expect(indexingBacklog({ waiting: 0, event: none, all: none, queued: 0 })).toEqual({
      waiting: 0,
      photosPerMinute: null,
      secondsLeft: 0,
    });
  });

  it("estimates the time left at the event's own recent pace", () => {
    // 300 photos read in the last 300 s: 1 a second, 60 a minute.
    expect(
      indexingBacklog({
        waiting: 12_340,
        event: { scans: 300, spanSeconds: 300 },
        all: { scans: 600, spanSeconds: 300 },
        queued: 20_000,
      }),
    ).toEqual({ waiting: 12_340, photosPerMinute: 60, secondsLeft: 12_340 });
  });

  it('measures a young pace over the time it has run, but not under 20 s', () => {
    expect(
      indexingBacklog({ waiting: 100, event: { scans: 30, spanSeconds: 10 }, all: none, queued: 100 }),
    ).toMatchObject({ photosPerMinute: 90, secondsLeft: 67 });
  });

  it("puts an event none of whose photos is being read behind the kind's whole queue", () => {
    expect(
      indexingBacklog({ waiting: 50, event: none, all: { scans: 600, spanSeconds: 300 }, queued: 1_000 }),
    ).toEqual({ waiting: 50, photosPerMinute: 120, secondsLeft: 500 });
  });

  it('gives no time when nothing was read lately (workers stopped or starting)', () => {
    expect(
      indexingBacklog({
        waiting: 50,
        event: { scans: 1, spanSeconds: 0 },
        all: { scans: 1, spanSeconds: 0 },
        queued: 50,
      }),
    ).toEqual({ waiting: 50, photosPerMinute: null, secondsLeft: null });
  });
});
