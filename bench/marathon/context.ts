// What each bench:marathon module measures against: the fixture, the server process, and where its figures go.
import type { ServerHandle } from '../lib/server-process.ts';
import type { MarathonFixture } from './fixture.ts';

export interface MarathonContext {
  fixture: MarathonFixture;
  server: ServerHandle<unknown>;
  /** Figures for bench/results/marathon.json, by module. */
  figures: Record<string, unknown>;
}
