// How far behind the reading of an event's photos (faces, race numbers) is: the photos still waiting and the time
// left at the recent pace, from counts every server reads alike in the database (scans written, jobs queued).

/** The pace is measured over the scans of this recent window. */
export const backlogWindowSeconds = 300;
/** Below this many seconds of scans the pace is too young to promise a time. */
const minPaceSeconds = 20;

export interface BacklogCounts {
  /** The event's photos not read yet for the kind (ready ones and those still being processed). */
  waiting: number;
  /** Scans written in the window for this event, and since when (seconds before now, the oldest of them). */
  event: { scans: number; spanSeconds: number };
  /** Scans written in the window for every event (what the workers are doing), and since when. */
  all: { scans: number; spanSeconds: number };
  /** Jobs of the kind waiting or running in the queue, for every event. */
  queued: number;
}

export interface Backlog {
  waiting: number;
  /** Photos read per minute at the recent pace used for the estimate; null when none were read lately. */
  photosPerMinute: number | null;
  /** Seconds until the event's last photo is read at that pace; null when there is no pace to go by. */
  secondsLeft: number | null;
}

const pace = ({ scans, spanSeconds }: { scans: number; spanSeconds: number }) =>
  scans >= 2 ? scans / Math.max(minPaceSeconds, spanSeconds) : 0;

/**
 * The estimate: while the event's own photos are being read, its waiting photos at its own pace (the workers'
 * share it gets beside other events); when none of them was read lately, the event waits behind the whole queue
 * of the kind, read at the workers' pace. Nothing read anywhere lately: no estimate (workers stopped or starting).
 */
export function indexingBacklog(counts: BacklogCounts): Backlog {
  const waiting = Math.max(0, counts.waiting);
  if (waiting === 0) return { waiting: 0, photosPerMinute: null, secondsLeft: 0 };
  const own = pace(counts.event);
  if (own > 0) return { waiting, photosPerMinute: own * 60, secondsLeft: Math.ceil(waiting / own) };
  const workers = pace(counts.all);
  if (workers > 0) {
    const ahead = Math.max(waiting, counts.queued);
    return { waiting, photosPerMinute: workers * 60, secondsLeft: Math.ceil(ahead / workers) };
  }
  return { waiting, photosPerMinute: null, secondsLeft: null };
}
